// KYC for withdrawals (PRODUCT.md, "Wallet and money"): the PAN, the name as on it, and where
// the money goes: a bank account with its IFSC, or a UPI id. Formats are checked with messages
// that show the shape; what is stored is shown back masked.

/** AAAAA9999A: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** AAAA0XXXXXX: the bank's four letters, a zero, the branch's six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
/** name@handle, as UPI apps show it (lower-cased when stored). */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;
/** Letters (any script), spaces, dots, apostrophes and hyphens, as names on PAN cards are printed. */
export const PAN_NAME_PATTERN = /^[\p{L}][\p{L} .'-]*$/u;
export const PAN_NAME_MAX_LENGTH = 100;

export const KYC_MESSAGES = {
  pan: 'PAN must be 10 characters: 5 letters, 4 digits and a letter, like ABCDE1234F.',
  panRequired: 'PAN is required.',
  name: 'Name as on PAN can have only letters, spaces, dots, apostrophes and hyphens.',
  nameRequired: 'Name as on PAN is required.',
  ifsc: 'IFSC must be 11 characters: 4 letters, a 0, then 6 letters or digits, like HDFC0001234.',
  ifscRequired: 'IFSC is required with a bank account number.',
  accountNumber: 'Account number must be 9 to 18 digits.',
  accountNumberRequired: 'Account number is required with an IFSC.',
  upi: 'UPI id must look like name@bank, such as asha@okaxis.',
  payoutMissing: 'Give a bank account (IFSC and account number) or a UPI id, for the money to go to.',
  payoutBoth: 'Give a bank account or a UPI id, not both.',
} as const;

/** Everything but the last `visible` characters hidden. */
function maskAllBut(value: string, visible: number): string {
  return '*'.repeat(Math.max(0, value.length - visible)) + value.slice(-visible);
}

/** `******234F` */
export function maskPan(pan: string): string {
  return maskAllBut(pan, 4);
}

/** `********1234` */
export function maskAccountNumber(accountNumber: string): string {
  return maskAllBut(accountNumber, 4);
}

/** `as******@okaxis`: the handle's first two characters, and the bank's part. */
export function maskUpiId(upi: string): string {
  const at = upi.lastIndexOf('@');
  const name = upi.slice(0, at);
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(0, name.length - 2))}${upi.slice(at)}`;
}

export type PayoutDestination = { kind: 'BANK'; ifsc: string; accountNumber: string } | { kind: 'UPI'; upi: string };

/** Where a withdrawal goes, in words that reveal no full number: `Bank account ********1234 (HDFC0001234)`. */
export function describePayout(payout: PayoutDestination): string {
  return payout.kind === 'BANK' ? `Bank account ${maskAccountNumber(payout.accountNumber)} (${payout.ifsc})` : `UPI ${maskUpiId(payout.upi)}`;
}
