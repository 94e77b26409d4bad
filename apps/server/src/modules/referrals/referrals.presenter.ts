import type { AccountView, AdminReferralView, ReferralHoldReason } from '@crease/game';
import type { ReferralRow } from './referrals.queries.ts';

/** A friend as their referrer sees them: the name and how far the referral got, nothing more. */
export function presentReferredFriend(row: ReferralRow, names: Map<number, string>) {
  return {
    name: names.get(row.refereeId) ?? 'A friend',
    state: row.state,
    signedUpAt: row.signedUpAt.toISOString(),
    rewardedAt: row.rewardedAt?.toISOString() ?? null,
  };
}

export function presentAdminReferral(row: ReferralRow, accounts: Map<number, AccountView>): AdminReferralView {
  const person = (id: number) => {
    const account = accounts.get(id);
    return { id, name: account?.name ?? '(deleted)', email: account?.email ?? '' };
  };
  return {
    id: row.id,
    referrer: person(row.referrerId),
    referee: person(row.refereeId),
    state: row.state,
    holdReasons: row.holdReasons as ReferralHoldReason[],
    signedUpAt: row.signedUpAt.toISOString(),
    qualifiedAt: row.qualifiedAt?.toISOString() ?? null,
    rewardedAt: row.rewardedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
    reviewNote: row.reviewNote,
  };
}
