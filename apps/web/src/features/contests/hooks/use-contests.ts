import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { contestsPath, fetchContest, fetchContestPage, filterStatuses, type ContestFilter } from '../api/contests-api.ts';

export const contestKeys = {
  all: ['contests'] as const,
  list: (filter: ContestFilter) => ['contests', 'list', filterStatuses(filter.status).join(',') || 'any', filter.matchId ?? 'any', filter.limit ?? 'default'] as const,
  one: (id: number) => ['contests', 'one', id] as const,
};

/** The public contests by start time, of the statuses and the match given, a page at a time, with how many there are. */
export function useContests(filter: ContestFilter = {}) {
  return usePagedList(contestKeys.list(filter), contestsPath(filter), fetchContestPage);
}

/** One contest; with `inviteCode`, a private one its reader has not joined yet. */
export function useContest(id: number, inviteCode: string | null = null) {
  return useQuery({
    queryKey: inviteCode ? [...contestKeys.one(id), inviteCode] : contestKeys.one(id),
    queryFn: () => fetchContest(id, inviteCode),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Marks every contest list stale: after a contest or its match changes. */
export function useRefreshContests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contestKeys.all });
}
