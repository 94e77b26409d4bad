import type { ContestFields, ContestStatus, ContestView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export interface ContestFilter {
  status?: ContestStatus;
  matchId?: number | null;
}

export function fetchContests({ status, matchId }: ContestFilter = {}) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (matchId) query.set('matchId', String(matchId));
  const search = query.toString();
  return api.get<ContestView[]>(search ? `/api/contests?${search}` : '/api/contests');
}

/** One contest; a private one for its entrants, or for whoever has its invite code. */
export const fetchContest = (id: number, inviteCode: string | null = null) =>
  api.get<ContestView>(inviteCode ? `/api/contests/${id}?inviteCode=${encodeURIComponent(inviteCode)}` : `/api/contests/${id}`);

/** The contest form's body is what the game's contest schema makes of the form (create and edit). */
export const createContest = (body: ContestFields) => api.post<ContestView>('/api/contests', body);

export const updateContest = (id: number, body: ContestFields) => api.put<ContestView>(`/api/contests/${id}`, body);

export const cancelContest = (id: number) => api.post<ContestView>(`/api/contests/${id}/cancel`);
