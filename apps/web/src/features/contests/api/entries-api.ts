import type { JoinInput, JoinedContestView, JoinPreviewView, JoinView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';
import { fetchAllPages } from '../../../lib/paged-list.ts';

/** Enters a team in a contest; the fee is taken from the wallet in the same step. */
export const joinContest = (body: JoinInput) => api.post<JoinView>('/api/join-contest', body);

/** The signed-in user's entries, newest first, paged. The path has no /api prefix, as the spec's client calls it. */
export const JOINED_CONTESTS_PATH = '/join/my-contests/details';

/** A page of the user's entries; `path` is the first page's or the one the last page linked to. */
export const fetchJoinedContestPage = (path: string) => api.getPage<JoinedContestView>(path);

/** The user's entries in one contest (a few at most, as a contest caps teams per user), whole. */
export const fetchEntriesInContest = (contestId: number) => fetchAllPages<JoinedContestView>(`${JOINED_CONTESTS_PATH}?contestId=${contestId}`);

/** The user's entries in one match's contests, whole. */
export const fetchEntriesInMatch = (matchId: number) => fetchAllPages<JoinedContestView>(`${JOINED_CONTESTS_PATH}?matchId=${matchId}`);

/** What a join would take now from the bonus, the deposits and the winnings, and what the balance lacks. */
export const fetchJoinPreview = (contestId: number) => api.get<JoinPreviewView>(`/api/join-contest/preview?contestId=${contestId}`);

/** Puts another of the player's teams of the match into an entry, until the deadline. */
export const swapEntryTeam = (entryId: number, teamId: number) => api.put<JoinedContestView>(`/api/join-contest/${entryId}`, { teamId });
