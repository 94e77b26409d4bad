import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchContestPlayers, fetchPlayerPage, fetchSquad, playersPath } from '../api/players-api.ts';

export const playerKeys = {
  all: ['players'] as const,
  pages: (matchId: number | null) => ['players', 'pages', matchId ?? 'all'] as const,
  squad: (matchId: number) => ['players', 'squad', matchId] as const,
  ofContest: (contestId: number) => ['players', 'contest', contestId] as const,
};

/** The players of one match, or of every match when `matchId` is null, a page at a time (admin). */
export function usePlayers(matchId: number | null) {
  return usePagedList(playerKeys.pages(matchId), playersPath(matchId), fetchPlayerPage);
}

/** The squads of one match to pick a team from, whole, once `matchId` is known. */
export function useMatchPlayers(matchId: number | null) {
  return useQuery({ queryKey: playerKeys.squad(matchId ?? 0), queryFn: () => fetchSquad(matchId!), enabled: matchId !== null });
}

/** The squads of a contest's match, to pick a team from; a private contest's with the code its invitee came with. */
export function useContestPlayers(contestId: number, inviteCode: string | null = null) {
  return useQuery({
    queryKey: inviteCode ? [...playerKeys.ofContest(contestId), inviteCode] : playerKeys.ofContest(contestId),
    queryFn: () => fetchContestPlayers(contestId, inviteCode),
    enabled: Number.isInteger(contestId) && contestId > 0,
  });
}

/** Reloads every player list: after any change to a player. */
export function useRefreshPlayers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: playerKeys.all });
}
