// Who may play for money (PRODUCT.md, "Compliance and responsible play"): one function names the
// first condition a player fails for what they are about to do, with the words the server sends
// in its 403 and the web shows as a hint. The join's SQL checks the same conditions in the same
// order (entries/join-contest.sql; join-contest.test.ts holds the two together).

import { ageOn, IST_OFFSET_MS, parseCalendarDate } from './india.ts';

export const ADULT_AGE = 18;

/** A player may pause their account for 1 week to 6 months (26 weeks). */
export const SELF_EXCLUSION_MIN_DAYS = 7;
export const SELF_EXCLUSION_MAX_DAYS = 182;

/** Every condition, in the order they are checked: the first one failed is the one named. */
export const COMPLIANCE_CONDITIONS = [
  'PAID_PLAY_OFF',
  'SELF_EXCLUDED',
  'EMAIL_UNVERIFIED',
  'NO_DATE_OF_BIRTH',
  'UNDER_18',
  'NO_STATE',
  'RESTRICTED_STATE',
  'NO_KYC',
] as const;
export type ComplianceCondition = (typeof COMPLIANCE_CONDITIONS)[number];

/** What a player is about to do; each asks for its own conditions. */
export type MoneyAction = 'PAID_CONTEST' | 'FREE_CONTEST' | 'DEPOSIT' | 'WITHDRAWAL';

const CONDITIONS_FOR: Record<MoneyAction, readonly ComplianceCondition[]> = {
  // Free contests are open to every signed-in player, unless they paused their account.
  FREE_CONTEST: ['SELF_EXCLUDED'],
  PAID_CONTEST: ['PAID_PLAY_OFF', 'SELF_EXCLUDED', 'EMAIL_UNVERIFIED', 'NO_DATE_OF_BIRTH', 'UNDER_18', 'NO_STATE', 'RESTRICTED_STATE'],
  DEPOSIT: ['PAID_PLAY_OFF', 'SELF_EXCLUDED', 'EMAIL_UNVERIFIED', 'NO_DATE_OF_BIRTH', 'UNDER_18', 'NO_STATE', 'RESTRICTED_STATE'],
  // Winnings stay withdrawable with paid play off and while paused.
  WITHDRAWAL: ['EMAIL_UNVERIFIED', 'NO_KYC'],
};

/** What is known about a player, as their profile holds it. */
export interface PlayerStanding {
  emailVerified: boolean;
  /** `YYYY-MM-DD` */
  dateOfBirth: string | null;
  state: string | null;
  /** ISO time or Date; a pause that has ended counts as none. */
  selfExcludedUntil: Date | string | null;
  hasKyc: boolean;
}

/** The deployment's rules: PAID_PLAY and RESTRICTED_STATES. */
export interface PlayRules {
  paidPlay: boolean;
  restrictedStates: readonly string[];
}

export interface ComplianceProblem {
  condition: ComplianceCondition;
  message: string;
  /** Where the player can fix it; null when they cannot (paid play off, a pause). */
  fixOn: 'profile' | null;
}

/** Whether the player fails a condition now. */
function fails(condition: ComplianceCondition, player: PlayerStanding, rules: PlayRules, now: Date): boolean {
  switch (condition) {
    case 'PAID_PLAY_OFF':
      return !rules.paidPlay;
    case 'SELF_EXCLUDED':
      return isSelfExcluded(player.selfExcludedUntil, now);
    case 'EMAIL_UNVERIFIED':
      return !player.emailVerified;
    case 'NO_DATE_OF_BIRTH':
      return !player.dateOfBirth || !parseCalendarDate(player.dateOfBirth);
    case 'UNDER_18':
      return ageOn(parseCalendarDate(player.dateOfBirth!)!, now) < ADULT_AGE;
    case 'NO_STATE':
      return !player.state;
    case 'RESTRICTED_STATE':
      return rules.restrictedStates.includes(player.state!);
    case 'NO_KYC':
      return !player.hasKyc;
  }
}

/** The first condition the player fails for this action now, in words; null when they may go ahead. */
export function complianceProblem(action: MoneyAction, player: PlayerStanding, rules: PlayRules, now: Date): ComplianceProblem | null {
  const condition = CONDITIONS_FOR[action].find((each) => fails(each, player, rules, now));
  return condition ? describeComplianceProblem(condition, action, player, now) : null;
}

export function isSelfExcluded(until: Date | string | null, now: Date): boolean {
  return until !== null && new Date(until).getTime() > now.getTime();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `12 August 2026, 14:05 IST`: the same words on the server and in the browser, whatever their locale. */
export function formatIndianTime(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}, ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())} IST`;
}

/** The words for a condition a player failed, naming it and where to fix it. */
export function describeComplianceProblem(condition: ComplianceCondition, action: MoneyAction, player: PlayerStanding, now: Date): ComplianceProblem {
  const purpose = action === 'DEPOSIT' ? 'to add funds' : action === 'WITHDRAWAL' ? 'to withdraw' : 'to play paid contests';
  const onProfile = (message: string): ComplianceProblem => ({ condition, message, fixOn: 'profile' });
  switch (condition) {
    case 'PAID_PLAY_OFF':
      return {
        condition,
        fixOn: null,
        message:
          action === 'DEPOSIT'
            ? 'Adding funds is closed: paid contests are off on Crease. Free contests stay open, and winnings can still be withdrawn.'
            : 'Paid contests are off on Crease: only free contests can be joined. Winnings can still be withdrawn.',
      };
    case 'SELF_EXCLUDED':
      return {
        condition,
        fixOn: null,
        message:
          `Your account is paused until ${formatIndianTime(player.selfExcludedUntil!)}, as you asked. Until then you can sign in, ` +
          `see your account and withdraw winnings, but not ${action === 'DEPOSIT' ? 'add funds' : 'join contests'}.`,
      };
    case 'EMAIL_UNVERIFIED':
      return onProfile(`Verify your e-mail address ${purpose}: open the link we sent you, or send a new one from the Profile page.`);
    case 'NO_DATE_OF_BIRTH':
      return onProfile(`Add your date of birth on the Profile page ${purpose}: paid play is for players ${ADULT_AGE} or older.`);
    case 'UNDER_18': {
      const age = ageOn(parseCalendarDate(player.dateOfBirth!)!, now);
      return onProfile(
        `Paid contests and adding funds are for players ${ADULT_AGE} or older, and the date of birth on your Profile page makes you ${age}. ` +
          'Free contests are open to you.',
      );
    }
    case 'NO_STATE':
      return onProfile(`Add your state of residence on the Profile page ${purpose}: paid play is not offered in every state.`);
    case 'RESTRICTED_STATE':
      return onProfile(
        `Paid contests and adding funds are not offered to residents of ${player.state}. Free contests are open to you; ` +
          'if you have moved, change your state on the Profile page.',
      );
    case 'NO_KYC':
      return onProfile('Add your KYC on the Profile page to withdraw: your PAN, your name as on it, and a bank account (with IFSC) or a UPI id.');
  }
}

const DAY_MS = 24 * 3_600_000;

/**
 * When a pause asked for now ends: `days` from now, or a longer pause already running stays
 * (a pause is never shortened or lifted early). The answer says which.
 */
export function selfExclusionEnd(current: Date | string | null, days: number, now: Date): { until: Date } | { keeps: Date } {
  const asked = new Date(now.getTime() + days * DAY_MS);
  if (current !== null && new Date(current).getTime() > asked.getTime()) return { keeps: new Date(current) };
  return { until: asked };
}
