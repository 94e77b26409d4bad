import type { PlayerRole, PlayerView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

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

/** One match's players, or every player when `matchId` is null. */
export const fetchPlayers = (matchId: number | null) => api.get<PlayerView[]>(matchId === null ? '/api/players' : `/api/players?matchId=${matchId}`);

export const createPlayer = (body: PlayerBody) => api.post<PlayerView>('/api/players', body);

export const updatePlayer = (id: number, body: PlayerBody) => api.put<PlayerView>(`/api/players/${id}`, body);

export const deletePlayer = (id: number) => api.delete<null>(`/api/players/${id}`);

export const setPlayingStatus = (id: number, playing: boolean) => api.put<PlayerView>(`/api/players/${id}/status?playing=${playing}`);

/** The players of a contest's match: the squads a team is picked from. */
export const fetchContestPlayers = (contestId: number) => api.get<PlayerView[]>(`/api/players/contest/${contestId}`);
