import { describeComplianceProblem, type PlayerStanding } from '@crease/game';

/** Anyone at all: with paid play off, the refusal is the same whoever asks. */
const ANYONE: PlayerStanding = { emailVerified: true, dateOfBirth: null, state: null, selfExcludedUntil: null, hasKyc: false };

/**
 * With paid play off (PAID_PLAY=off), why a paid contest or a deposit is closed, in the server's
 * words. Apart from the settings' query, so that the sign-in pages do not load the money rules.
 */
export function paidPlayOffMessage(action: 'PAID_CONTEST' | 'DEPOSIT'): string {
  return describeComplianceProblem('PAID_PLAY_OFF', action, ANYONE, new Date()).message;
}
