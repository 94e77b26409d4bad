import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchContestPlayers, fetchPlayers } from '../api/players-api.ts';

export const playerKeys = {
  all: ['players'] as const,
  list: (matchId: number | null) => ['players', 'list', matchId ?? 'all'] as const,
  ofContest: (contestId: number) => ['players', 'contest', contestId] as const,
};

/** The players of one match, or of every match when `matchId` is null. */
export function usePlayers(matchId: number | null) {
  return useQuery({ queryKey: playerKeys.list(matchId), queryFn: () => fetchPlayers(matchId) });
}

/** The squads of one match to pick a team from, once `matchId` is known. */
export function useMatchPlayers(matchId: number | null) {
  return useQuery({ queryKey: playerKeys.list(matchId), queryFn: () => fetchPlayers(matchId), enabled: matchId !== null });
}

/** The squads of a contest's match, to pick a team from. */
export function useContestPlayers(contestId: number) {
  return useQuery({ queryKey: playerKeys.ofContest(contestId), queryFn: () => fetchContestPlayers(contestId), enabled: Number.isInteger(contestId) && contestId > 0 });
}

/** Reloads every player list: after any change to a player. */
export function useRefreshPlayers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: playerKeys.all });
}
