import { useQuery } from '@tanstack/react-query';
import type { JoinedContestView } from '@crease/game';
import { fetchJoinedContests } from '../api/entries-api.ts';

export const entryKeys = {
  all: ['entries'] as const,
};

/** How often the entries are read again while one of them is live: their ranks and points move. */
export const LIVE_ENTRIES_REFRESH_MS = 15_000;

const anyLive = (entries: readonly JoinedContestView[] | undefined) => entries?.some((entry) => entry.status === 'LIVE') ?? false;

/** The contests the signed-in user has joined, newest first; read again every few seconds while any is live. */
export function useJoinedContests() {
  return useQuery({
    queryKey: entryKeys.all,
    queryFn: fetchJoinedContests,
    refetchInterval: (query) => (anyLive(query.state.data) ? LIVE_ENTRIES_REFRESH_MS : false),
  });
}
