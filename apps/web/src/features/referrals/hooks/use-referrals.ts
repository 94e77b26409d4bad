import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchAdminReferralPage, fetchReferral, HELD_REFERRALS_PATH } from '../api/referrals-api.ts';

export const referralKeys = {
  all: ['referrals'] as const,
  mine: ['referrals', 'mine'] as const,
  held: ['referrals', 'held'] as const,
};

/** The signed-in player's code, link and friends; nothing is asked while signed out. */
export const useReferral = (signedIn: boolean) => useQuery({ queryKey: referralKeys.mine, queryFn: fetchReferral, enabled: signedIn, staleTime: 0 });

/** Referrals held for review, a page at a time. */
export const useHeldReferrals = () => usePagedList(referralKeys.held, HELD_REFERRALS_PATH, fetchAdminReferralPage, { staleTime: 0 });

export function useRefreshReferrals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: referralKeys.all });
}
