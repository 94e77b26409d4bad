import type { JoinInput, JoinedContestView, JoinView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** Enters a team in a contest; the fee is taken from the wallet in the same step. */
export const joinContest = (body: JoinInput) => api.post<JoinView>('/api/join-contest', body);

/** The signed-in user's entries, newest first. The path has no /api prefix, as the spec's client calls it. */
export const fetchJoinedContests = () => api.get<JoinedContestView[]>('/join/my-contests/details');
