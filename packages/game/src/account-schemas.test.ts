import { describe, expect, it } from 'vitest';
import { changeEmailSchema, changePasswordSchema, adminDateOfBirthSchema, adminUserListQuery } from './account-schemas.ts';
import { auditListQuery } from './audit-schemas.ts';
import { describeIssues } from './auth-schemas.ts';
import { kycInputSchema } from './money-schemas.ts';

const outcome = (schema: { safeParse: (input: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string; path: PropertyKey[] }[] } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? result.data : describeIssues(result.error!.issues);
};

describe('a password change', () => {
  it.each<[string, unknown, unknown]>([
    ['both passwords', { currentPassword: 'old-password', newPassword: 'new-password' }, { currentPassword: 'old-password', newPassword: 'new-password' }],
    ['nothing', {}, 'currentPassword is required. New password is required.'],
    ['a short new password', { currentPassword: 'old-password', newPassword: 'short' }, 'New password must be at least 8 characters.'],
    ['the same password again', { currentPassword: 'same-password', newPassword: 'same-password' }, 'New password must differ from the current one.'],
    ['a current password longer than any can be', { currentPassword: 'p'.repeat(129), newPassword: 'new-password' }, 'currentPassword does not match your password.'],
  ])('%s', (_, input, expected) => {
    expect(outcome(changePasswordSchema, input)).toEqual(expected);
  });
});

describe('an e-mail change', () => {
  it.each<[string, unknown, unknown]>([
    ['an address and the password', { email: ' New@Example.COM ', currentPassword: 'pw' }, { email: 'new@example.com', currentPassword: 'pw' }],
    ['no password', { email: 'new@example.com' }, 'currentPassword is required.'],
    ['not an address', { email: 'new', currentPassword: 'pw' }, 'Enter a valid e-mail address, like name@example.com.'],
  ])('%s', (_, input, expected) => {
    expect(outcome(changeEmailSchema, input)).toEqual(expected);
  });
});

describe('what admins send', () => {
  it.each<[string, unknown, unknown]>([
    ['a date and a reason', { dateOfBirth: '1990-01-31', reason: 'Aadhaar shows 31 Jan 1990' }, { dateOfBirth: '1990-01-31', reason: 'Aadhaar shows 31 Jan 1990' }],
    ['no date', { reason: 'Aadhaar' }, 'Date of birth must be a date like 1998-04-23.'],
    ['no reason', { dateOfBirth: '1990-01-31' }, 'Reason is required.'],
    ['a reason too short to say anything', { dateOfBirth: '1990-01-31', reason: 'ok' }, 'Reason must be at least 3 characters.'],
  ])('a date of birth with %s', (_, input, expected) => {
    expect(outcome(adminDateOfBirthSchema, input)).toEqual(expected);
  });

  it.each<[string, unknown, unknown]>([
    ['a player and a kind', { userId: '12', kind: 'withdrawal.paid' }, { userId: 12, kind: 'withdrawal.paid' }],
    ['a kind that is not a name', { kind: 'DROP TABLE' }, 'kind must be a kind of event, like withdrawal.paid.'],
    ['a player that is not a number', { userId: 'asha' }, 'userId must be a number.'],
  ])('the audit filter with %s', (_, input, expected) => {
    expect(outcome(auditListQuery, input)).toEqual(expected);
  });

  it('finds accounts by an address written in any case', () => {
    expect(outcome(adminUserListQuery, { email: ' Asha@ ' })).toEqual({ email: 'asha@' });
  });
});

describe('KYC with the current password', () => {
  it('carries the password to the server, which asks for it when a payout destination changes', () => {
    expect(outcome(kycInputSchema, { pan: 'ABCDE1234F', name: 'Asha Rao', upi: 'asha@okaxis', currentPassword: 'cover-drive-42' })).toEqual({
      pan: 'ABCDE1234F',
      name: 'Asha Rao',
      payout: { kind: 'UPI', upi: 'asha@okaxis' },
      currentPassword: 'cover-drive-42',
    });
  });
});
