// The wallet's ledger: every change to a balance is one of these, with its amount.

export const TRANSACTION_TYPES = ['DEPOSIT', 'BONUS', 'ENTRY_FEE', 'REFUND', 'WINNING', 'WITHDRAWAL', 'WITHDRAWAL_REVERSAL', 'REFERRAL_BONUS'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The three parts of a balance, spent in this order on entry fees (winnings last: they stay withdrawable). */
export const WALLET_PARTS = ['bonus', 'deposit', 'winnings'] as const;
export type WalletPart = (typeof WALLET_PARTS)[number];

/** The welcome bonus a new account gets, in rupees, unless the deployment sets another. */
export const DEFAULT_WELCOME_BONUS_RUPEES = 500;

/**
 * How a fee is taken from the parts of a balance: bonus first, then deposits, then winnings.
 * Null when the balance is short.
 */
export function splitFee(feePaise: number, balance: Record<WalletPart, number>): Record<WalletPart, number> | null {
  if (balance.bonus + balance.deposit + balance.winnings < feePaise) return null;
  const bonus = Math.min(balance.bonus, feePaise);
  const deposit = Math.min(balance.deposit, feePaise - bonus);
  return { bonus, deposit, winnings: feePaise - bonus - deposit };
}
