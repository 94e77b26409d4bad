import type { MatchType, MatchView, PlayerView, Scorer } from '@crease/game';
import { api } from '../../../lib/api-client.ts';
import { fetchAllPages } from '../../../lib/paged-list.ts';

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

/** The matches still to start, soonest first, paged. */
export const UPCOMING_MATCHES_PATH = '/api/matches/upcoming';

/** A page of matches; `path` is the first page's or the one the last page linked to. */
export const fetchMatchPage = (path: string) => api.getPage<MatchView>(path);

/** Every match still to start, whole: what a league can follow is read from them. */
export const fetchAllUpcomingMatches = () => fetchAllPages<MatchView>(UPCOMING_MATCHES_PATH);

/** Every match, by start time (admin), whole: the pickers choose from them all. */
export const fetchAllMatches = () => fetchAllPages<MatchView>('/api/matches');

export const fetchMatch = (id: number) => api.get<MatchView>(`/api/matches/${id}`);

export const createMatch = (body: MatchBody) => api.post<MatchView>('/api/matches', body);

export const changeMatchState = (id: number, action: MatchAction) => api.post<MatchView>(`/api/matches/${id}/${action}`);

/** Creates a match and both squads from a Cricsheet match file (already parsed). */
export const importCricsheetMatch = (startTime: string, cricsheet: unknown) =>
  api.post<ImportedMatch>('/api/admin/matches/import', { startTime, cricsheet });

/** Who scores a live match: `MANUAL` takes it over by hand (its feed pauses), `FEED` hands it back. */
export const setMatchScorer = (id: number, scorer: Scorer) => api.post<MatchView>(`/api/admin/matches/${id}/scorer`, { scorer });
