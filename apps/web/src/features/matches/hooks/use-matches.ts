import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAllMatches, fetchMatch, fetchUpcomingMatches } from '../api/matches-api.ts';

export const matchKeys = {
  all: ['matches'] as const,
  upcoming: ['matches', 'upcoming'] as const,
  list: ['matches', 'list'] as const,
  one: (id: number) => ['matches', 'one', id] as const,
};

/** Matches still to start, soonest first. */
export function useUpcomingMatches() {
  return useQuery({ queryKey: matchKeys.upcoming, queryFn: fetchUpcomingMatches });
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
