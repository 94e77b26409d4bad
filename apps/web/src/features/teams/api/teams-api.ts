import type { DreamTeamView, TeamInput, TeamPreviewView, TeamView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';
import { fetchAllPages } from '../../../lib/paged-list.ts';

/** A new team, made for a contest of its match. The answer's `id` is what joining needs. */
export const createTeam = (body: TeamInput) => api.post<TeamView>('/api/user-teams', body);

/** Changes a team's players, Captain or Vice-Captain; only before its match starts. */
export const updateTeam = (id: number, body: TeamInput) => api.put<TeamView>(`/api/user-teams/${id}`, body);

/** One of the signed-in user's own teams. */
export const fetchTeam = (id: number) => api.get<TeamView>(`/api/user-teams/${id}`);

/** The signed-in user's teams, newest first, paged. */
export const MY_TEAMS_PATH = '/api/my-team';

/** A page of the user's teams; `path` is the first page's or the one the last page linked to. */
export const fetchMyTeamPage = (path: string) => api.getPage<TeamView>(path);

/** The user's teams for one match, whole: the few a contest can be entered with. */
export const fetchMyTeamsFor = (matchId: number) => fetchAllPages<TeamView>(`${MY_TEAMS_PATH}?matchId=${matchId}`);

/** The user's latest team for a match (404 when there is none). */
export const fetchTeamPreview = (matchId: number) => api.get<TeamPreviewView>(`/api/team/preview/${matchId}`);

/** A new team with the same players, Captain and Vice-Captain, named next (T2 after T1). */
export const copyTeam = (id: number) => api.post<TeamView>(`/api/user-teams/${id}/copy`, {});

/** The Dream Team of a completed match: the eleven the rules allow with the most points (404 before completion). */
export const fetchDreamTeam = (matchId: number) => api.get<DreamTeamView>(`/api/matches/${matchId}/dream-team`);
