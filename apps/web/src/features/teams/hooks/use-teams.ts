import { useQuery } from '@tanstack/react-query';
import { fetchMyTeams, fetchTeam, fetchTeamPreview } from '../api/teams-api.ts';

export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  one: (id: number) => ['teams', 'one', id] as const,
  preview: (matchId: number) => ['teams', 'preview', matchId] as const,
};

export function useMyTeams() {
  return useQuery({ queryKey: teamKeys.mine, queryFn: fetchMyTeams });
}

/** One own team, when `id` is set (editing). */
export function useTeam(id: number | null) {
  return useQuery({ queryKey: teamKeys.one(id ?? 0), queryFn: () => fetchTeam(id!), enabled: id !== null });
}

/** The latest team for a match, when `matchId` is set; an error (404) when there is none. */
export function useTeamPreview(matchId: number | null) {
  return useQuery({ queryKey: teamKeys.preview(matchId ?? 0), queryFn: () => fetchTeamPreview(matchId!), enabled: matchId !== null });
}
