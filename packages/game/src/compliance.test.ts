import { describe, expect, it } from 'vitest';
import { complianceProblem, formatIndianTime, selfExclusionEnd, type MoneyAction, type PlayerStanding, type PlayRules } from './compliance.ts';

const NOW = new Date('2026-06-14T18:30:00Z'); // 15 June 2026, midnight in India
const ready: PlayerStanding = { emailVerified: true, dateOfBirth: '1995-06-15', state: 'Maharashtra', selfExcludedUntil: null, hasKyc: true };
const rules: PlayRules = { paidPlay: true, restrictedStates: ['Telangana', 'Assam'] };

const conditionFor = (action: MoneyAction, player: Partial<PlayerStanding>, overrides: Partial<PlayRules> = {}) =>
  complianceProblem(action, { ...ready, ...player }, { ...rules, ...overrides }, NOW)?.condition ?? null;

describe('who may play for money', () => {
  it.each<[string, Partial<PlayerStanding>, Partial<PlayRules>, string | null]>([
    ['a verified adult of an open state', {}, {}, null],
    ['paid play off', {}, { paidPlay: false }, 'PAID_PLAY_OFF'],
    ['paused until tomorrow', { selfExcludedUntil: '2026-06-15T18:30:00Z' }, {}, 'SELF_EXCLUDED'],
    ['a pause that ended a millisecond ago', { selfExcludedUntil: new Date(NOW.getTime() - 1) }, {}, null],
    ['a pause that ends right now', { selfExcludedUntil: NOW }, {}, null],
    ['an unverified e-mail', { emailVerified: false }, {}, 'EMAIL_UNVERIFIED'],
    ['no date of birth', { dateOfBirth: null }, {}, 'NO_DATE_OF_BIRTH'],
    ['18 today', { dateOfBirth: '2008-06-15' }, {}, null],
    ['18 tomorrow', { dateOfBirth: '2008-06-16' }, {}, 'UNDER_18'],
    ['no state', { state: null }, {}, 'NO_STATE'],
    ['a restricted state', { state: 'Telangana' }, {}, 'RESTRICTED_STATE'],
    ['a state the deployment does not restrict', { state: 'Telangana' }, { restrictedStates: [] }, null],
    ['no KYC: not asked to play', { hasKyc: false }, {}, null],
    ['everything wrong: the first condition is named', { emailVerified: false, dateOfBirth: null, state: 'Assam', selfExcludedUntil: '2027-01-01T00:00:00Z' }, { paidPlay: false }, 'PAID_PLAY_OFF'],
    ['all but paid play: the pause is named', { emailVerified: false, dateOfBirth: null, selfExcludedUntil: '2027-01-01T00:00:00Z' }, {}, 'SELF_EXCLUDED'],
    ['unverified and under 18: the e-mail first', { emailVerified: false, dateOfBirth: '2010-01-01' }, {}, 'EMAIL_UNVERIFIED'],
    ['under 18 in a restricted state: the age first', { dateOfBirth: '2010-01-01', state: 'Assam' }, {}, 'UNDER_18'],
  ])('a paid contest and a deposit: %s', (_, player, overrides, condition) => {
    expect(conditionFor('PAID_CONTEST', player, overrides)).toBe(condition);
    expect(conditionFor('DEPOSIT', player, overrides)).toBe(condition);
  });

  it.each<[string, Partial<PlayerStanding>, Partial<PlayRules>, string | null]>([
    ['anyone signed in', { emailVerified: false, dateOfBirth: null, state: null, hasKyc: false }, { paidPlay: false }, null],
    ['a restricted state', { state: 'Telangana' }, {}, null],
    ['a paused account', { selfExcludedUntil: '2026-07-01T00:00:00Z' }, {}, 'SELF_EXCLUDED'],
  ])('a free contest: %s', (_, player, overrides, condition) => {
    expect(conditionFor('FREE_CONTEST', player, overrides)).toBe(condition);
  });

  it.each<[string, Partial<PlayerStanding>, Partial<PlayRules>, string | null]>([
    ['KYC and a verified e-mail', {}, {}, null],
    ['with paid play off, paused, under 18 and in a restricted state', { selfExcludedUntil: '2027-01-01T00:00:00Z', dateOfBirth: '2010-01-01', state: 'Assam' }, { paidPlay: false }, null],
    ['an unverified e-mail', { emailVerified: false, hasKyc: false }, {}, 'EMAIL_UNVERIFIED'],
    ['no KYC', { hasKyc: false }, {}, 'NO_KYC'],
  ])('a withdrawal: %s', (_, player, overrides, condition) => {
    expect(conditionFor('WITHDRAWAL', player, overrides)).toBe(condition);
  });

  it.each<[Partial<PlayerStanding>, Partial<PlayRules>, MoneyAction, string, 'profile' | null]>([
    [{}, { paidPlay: false }, 'PAID_CONTEST', 'Paid contests are off on Crease: only free contests can be joined. Winnings can still be withdrawn.', null],
    [{}, { paidPlay: false }, 'DEPOSIT', 'Adding funds is closed: paid contests are off on Crease. Free contests stay open, and winnings can still be withdrawn.', null],
    [
      { selfExcludedUntil: '2026-07-14T09:05:00Z' },
      {},
      'FREE_CONTEST',
      'Your account is paused until 14 July 2026, 14:35 IST, as you asked. Until then you can sign in, see your account and withdraw winnings, but not join contests.',
      null,
    ],
    [
      { selfExcludedUntil: '2026-07-14T09:05:00Z' },
      {},
      'DEPOSIT',
      'Your account is paused until 14 July 2026, 14:35 IST, as you asked. Until then you can sign in, see your account and withdraw winnings, but not add funds.',
      null,
    ],
    [{ emailVerified: false }, {}, 'PAID_CONTEST', 'Verify your e-mail address to play paid contests: open the link we sent you, or send a new one from the Profile page.', 'profile'],
    [{ emailVerified: false }, {}, 'DEPOSIT', 'Verify your e-mail address to add funds: open the link we sent you, or send a new one from the Profile page.', 'profile'],
    [{ emailVerified: false }, {}, 'WITHDRAWAL', 'Verify your e-mail address to withdraw: open the link we sent you, or send a new one from the Profile page.', 'profile'],
    [{ dateOfBirth: null }, {}, 'PAID_CONTEST', 'Add your date of birth on the Profile page to play paid contests: paid play is for players 18 or older.', 'profile'],
    [
      { dateOfBirth: '2008-06-16' },
      {},
      'PAID_CONTEST',
      'Paid contests and adding funds are for players 18 or older, and the date of birth on your Profile page makes you 17. Free contests are open to you.',
      'profile',
    ],
    [{ state: null }, {}, 'DEPOSIT', 'Add your state of residence on the Profile page to add funds: paid play is not offered in every state.', 'profile'],
    [
      { state: 'Assam' },
      {},
      'PAID_CONTEST',
      'Paid contests and adding funds are not offered to residents of Assam. Free contests are open to you; if you have moved, change your state on the Profile page.',
      'profile',
    ],
    [{ hasKyc: false }, {}, 'WITHDRAWAL', 'Add your KYC on the Profile page to withdraw: your PAN, your name as on it, and a bank account (with IFSC) or a UPI id.', 'profile'],
  ])('says %j with %j for %s in words, and where to fix it', (player, overrides, action, message, fixOn) => {
    expect(complianceProblem(action, { ...ready, ...player }, { ...rules, ...overrides }, NOW)).toMatchObject({ message, fixOn });
  });
});

describe('a pause', () => {
  it('ends the days asked for from now', () => {
    expect(selfExclusionEnd(null, 7, NOW)).toEqual({ until: new Date('2026-06-21T18:30:00Z') });
  });

  it('lengthens a running pause, and keeps a longer one as it is', () => {
    const running = '2026-07-01T00:00:00Z';
    expect(selfExclusionEnd(running, 30, NOW)).toEqual({ until: new Date('2026-07-14T18:30:00Z') });
    expect(selfExclusionEnd(running, 7, NOW)).toEqual({ keeps: new Date(running) });
  });

  it('starts afresh after an old pause ended', () => {
    expect(selfExclusionEnd('2026-01-01T00:00:00Z', 7, NOW)).toEqual({ until: new Date('2026-06-21T18:30:00Z') });
  });
});

describe('times in words', () => {
  it.each([
    ['2026-07-14T09:05:00Z', '14 July 2026, 14:35 IST'],
    ['2026-12-31T18:30:00Z', '1 January 2027, 00:00 IST'],
  ])('%s reads %s', (at, words) => {
    expect(formatIndianTime(at)).toBe(words);
  });
});
