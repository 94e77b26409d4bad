import { CONTEST_STATUSES, type ContestFields, type ContestStatus, type ContestView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export interface ContestFilter {
  /** One status, or several (the server reads `?status=UPCOMING,LIVE`); none or every one asks for all. */
  status?: ContestStatus | readonly ContestStatus[];
  matchId?: number | null;
  /** Contests a page; the server's own default when not given. */
  limit?: number;
}

/** The statuses a filter asks the server for, in the order the app lists them; empty for any. */
export function filterStatuses(status: ContestFilter['status']): ContestStatus[] {
  const chosen = new Set(typeof status === 'string' ? [status] : (status ?? []));
  const statuses = CONTEST_STATUSES.filter((one) => chosen.has(one));
  return statuses.length === CONTEST_STATUSES.length ? [] : statuses;
}

/** The first page's address of the public contests, of the statuses and the match given. */
export function contestsPath({ status, matchId, limit }: ContestFilter = {}): string {
  const query = new URLSearchParams();
  const statuses = filterStatuses(status);
  if (statuses.length > 0) query.set('status', statuses.join(','));
  if (matchId) query.set('matchId', String(matchId));
  if (limit) query.set('limit', String(limit));
  const search = query.toString();
  return search ? `/api/contests?${search}` : '/api/contests';
}

/** A page of contests, by start time; `path` is the first page's or the one the last page linked to. */
export const fetchContestPage = (path: string) => api.getPage<ContestView>(path);

/** One contest; a private one for its entrants, or for whoever has its invite code. */
export const fetchContest = (id: number, inviteCode: string | null = null) =>
  api.get<ContestView>(inviteCode ? `/api/contests/${id}?inviteCode=${encodeURIComponent(inviteCode)}` : `/api/contests/${id}`);

/** The contest form's body is what the game's contest schema makes of the form (create and edit). */
export const createContest = (body: ContestFields) => api.post<ContestView>('/api/contests', body);

export const updateContest = (id: number, body: ContestFields) => api.put<ContestView>(`/api/contests/${id}`, body);

export const cancelContest = (id: number) => api.post<ContestView>(`/api/contests/${id}/cancel`);
