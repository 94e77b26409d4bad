import type { MatchType, MatchView, PlayerView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** The body of a new match (and of an edit, before its start). */
export interface MatchBody {
  teamA: string;
  teamB: string;
  /** ISO 8601 with its zone. */
  startTime: string;
  matchType: MatchType;
  venue?: string | null;
  event?: string | null;
}

export interface ImportedMatch {
  match: MatchView;
  players: PlayerView[];
}

/** The state controls an admin has over a match. */
export type MatchAction = 'start' | 'complete' | 'abandon';

export const fetchUpcomingMatches = () => api.get<MatchView[]>('/api/matches/upcoming');

/** Every match, by start time (admin). */
export const fetchAllMatches = () => api.get<MatchView[]>('/api/matches');

export const fetchMatch = (id: number) => api.get<MatchView>(`/api/matches/${id}`);

export const createMatch = (body: MatchBody) => api.post<MatchView>('/api/matches', body);

export const changeMatchState = (id: number, action: MatchAction) => api.post<MatchView>(`/api/matches/${id}/${action}`);

/** Creates a match and both squads from a Cricsheet match file (already parsed). */
export const importCricsheetMatch = (startTime: string, cricsheet: unknown) =>
  api.post<ImportedMatch>('/api/admin/matches/import', { startTime, cricsheet });
