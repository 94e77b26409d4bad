import type { ContestStatus, ContestView, PrizeRange } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** The contest form's body (create and edit). Status and results follow the match: always UPCOMING and false here. */
export interface ContestBody {
  name: string;
  entryFee: number;
  prizePool: number;
  matchId: number;
  status: 'UPCOMING';
  resultDistributed: false;
  spots: number | null;
  maxTeamsPerUser: number;
  flexible: boolean;
  prizes: PrizeRange[];
}

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

export const fetchContest = (id: number) => api.get<ContestView>(`/api/contests/${id}`);

export const createContest = (body: ContestBody) => api.post<ContestView>('/api/contests', body);

export const updateContest = (id: number, body: ContestBody) => api.put<ContestView>(`/api/contests/${id}`, body);

export const cancelContest = (id: number) => api.post<ContestView>(`/api/contests/${id}/cancel`);
