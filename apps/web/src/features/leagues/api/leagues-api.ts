import type { LeagueInput, LeagueSummaryView, LeagueView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** The leagues the signed-in player is in, newest first, paged. */
export const MY_LEAGUES_PATH = '/api/leagues';

/** A page of the player's leagues; `path` is the first page's or the one the last page linked to. */
export const fetchMyLeaguePage = (path: string) => api.getPage<LeagueSummaryView>(path);

/** A league following a competition (as the matches name it); its maker is its first member. */
export const createLeague = (body: LeagueInput) => api.post<LeagueSummaryView>('/api/leagues', body);

/** Joins the league a code opens (any case); joining again changes nothing. */
export const joinLeague = (code: string) => api.post<LeagueSummaryView>('/api/leagues/join', { code });

/** A league's matches so far and its table, for its members (anyone else: 404). */
export const fetchLeague = (id: number) => api.get<LeagueView>(`/api/leagues/${id}`);
