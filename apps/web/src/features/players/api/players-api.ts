import type { MatchPlayerView, MatchView, PlayerRole, PlayerView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';
import { fetchAllPages } from '../../../lib/paged-list.ts';

/** The player form's body, as the spec's form sends it: the match both as `matchId` and `match.id`. */
export interface PlayerBody {
  name: string;
  team: string;
  role: PlayerRole;
  credit: number;
  points: number;
  matchId: number;
  imageUrl: string | null;
  match: { id: number };
}

/** The first page's address of one match's players, or of every player when `matchId` is null. */
export const playersPath = (matchId: number | null) => (matchId === null ? '/api/players' : `/api/players?matchId=${matchId}`);

/** A page of players; `path` is the first page's or the one the last page linked to. */
export const fetchPlayerPage = (path: string) => api.getPage<PlayerView>(path);

/** One match's squads, whole: the players a team is picked from. */
export const fetchSquad = (matchId: number) => fetchAllPages<MatchPlayerView>(playersPath(matchId));

export const createPlayer = (body: PlayerBody) => api.post<PlayerView>('/api/players', body);

export const updatePlayer = (id: number, body: PlayerBody) => api.put<PlayerView>(`/api/players/${id}`, body);

export const deletePlayer = (id: number) => api.delete<null>(`/api/players/${id}`);

export const setPlayingStatus = (id: number, playing: boolean) => api.put<PlayerView>(`/api/players/${id}/status?playing=${playing}`);

/** The players of a contest's match: the squads a team is picked from (a private contest's with its code, for someone not in it yet). */
export const fetchContestPlayers = (contestId: number, inviteCode: string | null = null) =>
  fetchAllPages<MatchPlayerView>(inviteCode ? `/api/players/contest/${contestId}?inviteCode=${encodeURIComponent(inviteCode)}` : `/api/players/contest/${contestId}`);

/** Announces a match's line-ups: the playing XI of both sides, in one action (admin). */
export const announceLineups = (matchId: number, playerIds: readonly number[]) => api.post<MatchView>(`/api/admin/matches/${matchId}/lineups`, { playerIds });
