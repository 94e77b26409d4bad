import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalStatus } from '@crease/game';
import { usePagedList } from '../../../lib/paged-list.ts';
import { CONTEST_MONEY_FIRST_PAGE, fetchAdminWithdrawalPage, fetchContestMoneyPage, fetchMoneyOverview, withdrawalsPath } from '../api/admin-money-api.ts';

export const adminMoneyKeys = {
  all: ['admin-money'] as const,
  withdrawals: (status: WithdrawalStatus) => ['admin-money', 'withdrawals', status] as const,
  overview: ['admin-money', 'overview'] as const,
  contests: ['admin-money', 'contests'] as const,
};

/** The withdrawals of one status, newest first, page after page by the list's Link header. */
export function useAdminWithdrawals(status: WithdrawalStatus) {
  return usePagedList(adminMoneyKeys.withdrawals(status), withdrawalsPath(status), fetchAdminWithdrawalPage, { staleTime: 0 });
}

/** Everything this area shows read again: after a withdrawal is paid or rejected. */
export function useRefreshAdminMoney() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminMoneyKeys.all });
}

export function useMoneyOverview() {
  return useQuery({ queryKey: adminMoneyKeys.overview, queryFn: fetchMoneyOverview, staleTime: 0 });
}

/** Each contest's money, newest first, a page at a time by the list's Link header. */
export function useContestMoney() {
  return usePagedList(adminMoneyKeys.contests, CONTEST_MONEY_FIRST_PAGE, fetchContestMoneyPage, { staleTime: 0 });
}
