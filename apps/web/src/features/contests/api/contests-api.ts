import type { ContestFields, ContestStatus, ContestView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export interface ContestFilter {
  status?: ContestStatus;
  matchId?: number | null;
}

/** The first page's address of the public contests, of one status and one match when given. */
export function contestsPath({ status, matchId }: ContestFilter = {}): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (matchId) query.set('matchId', String(matchId));
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
