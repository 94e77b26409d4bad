import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchAllMatches, fetchAllUpcomingMatches, fetchMatch, fetchMatchPage, UPCOMING_MATCHES_PATH } from '../api/matches-api.ts';

export const matchKeys = {
  all: ['matches'] as const,
  upcoming: ['matches', 'upcoming', 'pages'] as const,
  allUpcoming: ['matches', 'upcoming', 'all'] as const,
  list: ['matches', 'list'] as const,
  one: (id: number) => ['matches', 'one', id] as const,
};

/** Matches still to start, soonest first, a page at a time, with how many there are. */
export function useUpcomingMatches() {
  return usePagedList(matchKeys.upcoming, UPCOMING_MATCHES_PATH, fetchMatchPage);
}

/** Every match still to start, as data (not a list to scroll). */
export function useAllUpcomingMatches() {
  return useQuery({ queryKey: matchKeys.allUpcoming, queryFn: fetchAllUpcomingMatches });
}

/** Every match (admin). */
export function useAllMatches() {
  return useQuery({ queryKey: matchKeys.list, queryFn: fetchAllMatches });
}

export function useMatch(id: number | null) {
  return useQuery({ queryKey: matchKeys.one(id ?? 0), queryFn: () => fetchMatch(id!), enabled: id !== null });
}

/** Marks every match list stale, after a match is created or changes state. */
export function useRefreshMatches() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: matchKeys.all });
}
