import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchDreamTeam, fetchMyTeamPage, fetchMyTeamsFor, fetchTeam, fetchTeamPreview, MY_TEAMS_PATH } from '../api/teams-api.ts';

export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  forMatch: (matchId: number) => ['teams', 'match', matchId] as const,
  one: (id: number) => ['teams', 'one', id] as const,
  preview: (matchId: number) => ['teams', 'preview', matchId] as const,
  dream: (matchId: number) => ['teams', 'dream', matchId] as const,
};

/** The user's teams, newest first, a page at a time. */
export function useMyTeams() {
  return usePagedList(teamKeys.mine, MY_TEAMS_PATH, fetchMyTeamPage);
}

/** The user's teams for one match, when `matchId` is set. */
export function useMyTeamsFor(matchId: number | null) {
  return useQuery({ queryKey: teamKeys.forMatch(matchId ?? 0), queryFn: () => fetchMyTeamsFor(matchId!), enabled: matchId !== null });
}

/** One own team, when `id` is set (editing). */
export function useTeam(id: number | null) {
  return useQuery({ queryKey: teamKeys.one(id ?? 0), queryFn: () => fetchTeam(id!), enabled: id !== null });
}

/** The latest team for a match, when `matchId` is set; an error (404) when there is none. */
export function useTeamPreview(matchId: number | null) {
  return useQuery({ queryKey: teamKeys.preview(matchId ?? 0), queryFn: () => fetchTeamPreview(matchId!), enabled: matchId !== null });
}

/** A completed match's Dream Team, once `matchId` is set. */
export function useDreamTeam(matchId: number | null) {
  return useQuery({ queryKey: teamKeys.dream(matchId ?? 0), queryFn: () => fetchDreamTeam(matchId!), enabled: matchId !== null });
}
