import { complianceProblem, type ComplianceCondition, type MoneyAction, type PlayerStanding, type ProfileView } from '@crease/game';

/** What the profile says about who may play for money, as the game's rules read it. */
export function standingOf(profile: ProfileView): PlayerStanding {
  return {
    emailVerified: profile.emailVerified,
    dateOfBirth: profile.dateOfBirth,
    state: profile.state,
    selfExcludedUntil: profile.selfExcludedUntil,
    hasKyc: profile.kyc !== null,
  };
}

/** The part of the profile page where each condition is fixed. */
export const PROFILE_SECTIONS = { email: 'email', playForMoney: 'play-for-money', kyc: 'kyc', limits: 'limits' } as const;

const SECTION_FOR: Partial<Record<ComplianceCondition, string>> = {
  EMAIL_UNVERIFIED: PROFILE_SECTIONS.email,
  NO_DATE_OF_BIRTH: PROFILE_SECTIONS.playForMoney,
  UNDER_18: PROFILE_SECTIONS.playForMoney,
  NO_STATE: PROFILE_SECTIONS.playForMoney,
  RESTRICTED_STATE: PROFILE_SECTIONS.playForMoney,
  NO_KYC: PROFILE_SECTIONS.kyc,
};

export interface StandingProblem {
  condition: ComplianceCondition;
  message: string;
  /** Where on the profile it is fixed; null when it is not (paid play is off, a pause runs its course). */
  fixAt: string | null;
}

/**
 * The first condition the player fails for `action` now, in the words the server refuses with,
 * and where to fix it; null when they may go ahead. A hint: the server decides.
 */
export function standingProblem(action: MoneyAction, profile: ProfileView, rules: { paidPlay: boolean; restrictedStates: readonly string[] }, now = new Date()): StandingProblem | null {
  const problem = complianceProblem(action, standingOf(profile), rules, now);
  if (!problem) return null;
  const section = problem.fixOn === 'profile' ? SECTION_FOR[problem.condition] : undefined;
  return { condition: problem.condition, message: problem.message, fixAt: section ? `/profile#${section}` : problem.fixOn === 'profile' ? '/profile' : null };
}
