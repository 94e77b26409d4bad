import type { ContestView, LeaderboardRowView, PrivateContestFields } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** Makes a private contest and enters the maker with their team (the fee taken as for any join). */
export const createPrivateContest = (body: PrivateContestFields) => api.post<ContestView>('/api/contests/private', body);

/** The private contest an invite code opens; 404 for a code no contest has, 429 after too many wrong ones. */
export const fetchInvitedContest = (code: string) => api.get<ContestView>(`/api/contests/invite/${encodeURIComponent(code)}`);

/** The maker cancels, before the start and while nobody else has joined; their fee comes back. */
export const cancelPrivateContest = (id: number) => api.post<ContestView>(`/api/contests/private/${id}/cancel`);

/** Before the start, a contest's table is its entries as they joined (at most 100 here: a private contest's spots). */
export const fetchEntrants = (contestId: number) => api.get<LeaderboardRowView[]>(`/api/contests/${contestId}/leaderboard?limit=100`);
