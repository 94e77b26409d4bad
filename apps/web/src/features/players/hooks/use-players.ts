import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPlayers } from '../api/players-api.ts';

export const playerKeys = {
  all: ['players'] as const,
  list: (matchId: number | null) => ['players', 'list', matchId ?? 'all'] as const,
};

/** The players of one match, or of every match when `matchId` is null. */
export function usePlayers(matchId: number | null) {
  return useQuery({ queryKey: playerKeys.list(matchId), queryFn: () => fetchPlayers(matchId) });
}

/** Reloads every player list: after any change to a player. */
export function useRefreshPlayers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: playerKeys.all });
}
