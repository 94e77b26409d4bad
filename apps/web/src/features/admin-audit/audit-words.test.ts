import { AUDIT_KINDS } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { detailLines, KIND_WORDS, kindInWords } from './audit-words.ts';

describe('kindInWords', () => {
  it('has words of its own for every kind the server records', () => {
    expect(AUDIT_KINDS.filter((kind) => !(kind in KIND_WORDS))).toEqual([]);
  });

  it.each([
    ['profile.date_of_birth_changed', 'Date of birth changed'],
    ['sign_in.new_device', 'Signed in from a new device'],
    ['kyc.changed', 'KYC changed'],
    ['league.renamed', 'League renamed'],
  ])('%s reads %s', (kind, words) => {
    expect(kindInWords(kind)).toBe(words);
  });
});

describe('detailLines', () => {
  it.each<[string, unknown, string, { label: string; before?: string; after: string }[]]>([
    ['nothing', null, 'kyc.changed', []],
    ['a change of one value, named by its kind', { before: 'ROLE_USER', after: 'ROLE_ADMIN' }, 'role.changed', [{ label: 'Role', before: 'ROLE_USER', after: 'ROLE_ADMIN' }]],
    [
      'a change of records, only what changed',
      { before: { pan: '******234F', payout: 'UPI a***@okaxis' }, after: { pan: '******234F', payout: 'Bank account ****4567 (HDFC0001234)' } },
      'kyc.changed',
      [{ label: 'Payout', before: 'UPI a***@okaxis', after: 'Bank account ****4567 (HDFC0001234)' }],
    ],
    [
      'a first record: everything from nothing',
      { before: null, after: { pan: '******234F', upiId: 'a***@okaxis' } },
      'kyc.changed',
      [
        { label: 'PAN', before: 'none', after: '******234F' },
        { label: 'UPI ID', before: 'none', after: 'a***@okaxis' },
      ],
    ],
    [
      'facts beside the change',
      { before: '1996-02-28', after: '1996-02-29', reason: 'Aadhaar' },
      'profile.date_of_birth_changed',
      [
        { label: 'Date of birth', before: '1996-02-28', after: '1996-02-29' },
        { label: 'Reason', after: 'Aadhaar' },
      ],
    ],
    [
      'how a session ended and on what',
      { how: 'PASSWORD_CHANGED', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', signedInFrom: '203.0.113.9', sessionsEnded: 2 },
      'session.ended',
      [
        { label: 'How', after: 'The password was changed' },
        { label: 'Device', after: 'Firefox on Linux' },
        { label: 'Signed in from', after: '203.0.113.9' },
        { label: 'Other sessions ended', after: '2' },
      ],
    ],
    ['a change kept under its own name', { state: { from: 'Kerala', to: 'Goa' }, emailVerified: false }, 'x.y', [{ label: 'State', before: 'Kerala', after: 'Goa' }, { label: 'Email verified', after: 'no' }]],
  ])('%s', (_, details, kind, lines) => {
    expect(detailLines(details, kind)).toEqual(lines);
  });
});
