import { describe, expect, it } from 'vitest';
import { describeIssues } from './auth-schemas.ts';
import { describePayout, maskAccountNumber, maskPan, maskUpiId } from './kyc.ts';
import { depositInputSchema, kycInputSchema, paymentWebhookSchema, profileUpdateSchema, rejectWithdrawalSchema, withdrawalInputSchema } from './money-schemas.ts';

const outcome = (schema: { safeParse: (input: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string; path: PropertyKey[] }[] } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? result.data : describeIssues(result.error!.issues);
};

describe('KYC', () => {
  const bank = { pan: 'abcde1234f', name: 'Asha  Rao', ifsc: 'hdfc0001234', accountNumber: '5010 0123 4567' };
  it.each<[string, unknown, unknown]>([
    ['a bank account', bank, { pan: 'ABCDE1234F', name: 'Asha Rao', payout: { kind: 'BANK', ifsc: 'HDFC0001234', accountNumber: '501001234567' } }],
    ['a UPI id', { pan: 'ABCDE1234F', name: 'Asha Rao', upi: 'Asha.Rao@OKAXIS' }, { pan: 'ABCDE1234F', name: 'Asha Rao', payout: { kind: 'UPI', upi: 'asha.rao@okaxis' } }],
    ['an IFSC whose branch part has letters', { ...bank, ifsc: 'SBIN0ABC123' }, { pan: 'ABCDE1234F', name: 'Asha Rao', payout: { kind: 'BANK', ifsc: 'SBIN0ABC123', accountNumber: '501001234567' } }],
    ['nothing at all', {}, 'PAN is required. Name as on PAN is required. Give a bank account (IFSC and account number) or a UPI id, for the money to go to.'],
    ['a PAN of 9 characters', { ...bank, pan: 'ABCDE1234' }, 'PAN must be 10 characters: 5 letters, 4 digits and a letter, like ABCDE1234F.'],
    ['a PAN with the digits first', { ...bank, pan: '1234ABCDEF' }, 'PAN must be 10 characters: 5 letters, 4 digits and a letter, like ABCDE1234F.'],
    ['a name with digits', { ...bank, name: 'Asha R4o' }, 'Name as on PAN can have only letters, spaces, dots, apostrophes and hyphens.'],
    ['an IFSC without the 0', { ...bank, ifsc: 'HDFC1001234' }, 'IFSC must be 11 characters: 4 letters, a 0, then 6 letters or digits, like HDFC0001234.'],
    ['an account number of 8 digits', { ...bank, accountNumber: '12345678' }, 'Account number must be 9 to 18 digits.'],
    ['an account number of 19 digits', { ...bank, accountNumber: '1'.repeat(19) }, 'Account number must be 9 to 18 digits.'],
    ['an account number with letters', { ...bank, accountNumber: '12345678A' }, 'Account number must be 9 to 18 digits.'],
    ['an IFSC alone', { pan: 'ABCDE1234F', name: 'Asha Rao', ifsc: 'HDFC0001234' }, 'Account number is required with an IFSC.'],
    ['an account number alone', { pan: 'ABCDE1234F', name: 'Asha Rao', accountNumber: '501001234567' }, 'IFSC is required with a bank account number.'],
    ['both a bank account and a UPI id', { ...bank, upi: 'asha@okaxis' }, 'Give a bank account or a UPI id, not both.'],
    ['a UPI id without a bank', { pan: 'ABCDE1234F', name: 'Asha Rao', upi: 'asha' }, 'UPI id must look like name@bank, such as asha@okaxis.'],
  ])('%s', (_, input, expected) => {
    expect(outcome(kycInputSchema, input)).toEqual(expected);
  });

  it.each([
    [maskPan('ABCDE1234F'), '******234F'],
    [maskAccountNumber('501001234567'), '********4567'],
    [maskUpiId('asha.rao@okaxis'), 'as******@okaxis'],
    [maskUpiId('ab@ybl'), 'ab@ybl'],
    [describePayout({ kind: 'BANK', ifsc: 'HDFC0001234', accountNumber: '501001234567' }), 'Bank account ********4567 (HDFC0001234)'],
    [describePayout({ kind: 'UPI', upi: '9876543210@ybl' }), 'UPI 98********@ybl'],
  ])('masks as %s', (masked, expected) => {
    expect(masked).toBe(expected);
  });
});

describe('the profile', () => {
  it.each<[string, unknown, unknown]>([
    ['nothing: nothing changes', {}, {}],
    ['every field', { name: ' Asha ', dateOfBirth: '1998-04-23', state: 'karnataka', monthlyDepositLimit: '5000', selfExcludeDays: 7 }, { name: 'Asha', dateOfBirth: '1998-04-23', state: 'Karnataka', monthlyDepositLimit: 5000, selfExcludeDays: 7 }],
    ['a date that does not exist', { dateOfBirth: '2001-02-29' }, 'Date of birth must be a date like 1998-04-23.'],
    ['a date the other way round', { dateOfBirth: '23-04-1998' }, 'Date of birth must be a date like 1998-04-23.'],
    ['a date before 1900', { dateOfBirth: '1899-12-31' }, 'Date of birth must be in 1900 or later.'],
    ['a city for a state', { state: 'Mumbai' }, 'State must be a state or union territory of India, like Maharashtra.'],
    ['a monthly limit under ₹10', { monthlyDepositLimit: 9.99 }, 'Monthly deposit limit must be at least ₹10.'],
    ['a pause of 6 days', { selfExcludeDays: 6 }, 'selfExcludeDays must be at least 7.'],
    ['a pause of 26 weeks', { selfExcludeDays: 182 }, { selfExcludeDays: 182 }],
    ['a pause of 183 days', { selfExcludeDays: 183 }, 'selfExcludeDays can be at most 182.'],
    ['a blank name', { name: ' ' }, 'Name is required.'],
  ])('%s', (_, input, expected) => {
    expect(outcome(profileUpdateSchema, input)).toEqual(expected);
  });
});

describe('amounts', () => {
  it.each<[string, unknown, unknown]>([
    ['₹10, the least', { amount: 10 }, { amount: 10 }],
    ['₹9.99', { amount: 9.99 }, 'Amount must be at least ₹10.'],
    ['₹10,000, the most', { amount: 10_000 }, { amount: 10_000 }],
    ['₹10,000.01', { amount: 10_000.01 }, 'Amount can be at most ₹10,000.'],
    ['a fraction of a paisa', { amount: 10.005 }, 'Amount can have at most 2 decimals (paise).'],
    ['no amount', {}, 'Amount is required.'],
    ['words', { amount: 'ten' }, 'Amount must be a number.'],
  ])('a deposit of %s', (_, input, expected) => {
    expect(outcome(depositInputSchema, input)).toEqual(expected);
  });

  it.each<[string, unknown, unknown]>([
    ['₹100, the least', { amount: 100 }, { amount: 100 }],
    ['₹99.99', { amount: 99.99 }, 'Amount must be at least ₹100.'],
    ['from a query string', { amount: '250.50' }, { amount: 250.5 }],
  ])('a withdrawal of %s', (_, input, expected) => {
    expect(outcome(withdrawalInputSchema, input)).toEqual(expected);
  });

  it('a rejection needs a reason of 3 characters or more', () => {
    expect(outcome(rejectWithdrawalSchema, { reason: 'no' })).toBe('Reason must be at least 3 characters.');
    expect(outcome(rejectWithdrawalSchema, {})).toBe('Reason is required.');
  });

  it('a webhook names its event, payment and amount', () => {
    expect(outcome(paymentWebhookSchema, { event: 'payment.captured', paymentId: 12, amount: 500 })).toEqual({ event: 'payment.captured', paymentId: 12, amount: 500 });
    expect(outcome(paymentWebhookSchema, { event: 'payment.refunded', paymentId: 0, amount: 0 })).toBe(
      'event must be one of payment.captured, payment.failed. paymentId must be at least 1. amount must be above 0.',
    );
  });
});
