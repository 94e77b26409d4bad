import type { ComparisonView, EntryTeamView, LeaderboardRowView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** The first page of a contest's table, `limit` rows, then the caller's own entries not on it. */
export const leaderboardPath = (contestId: number, limit: number) => `/api/contests/${contestId}/leaderboard?limit=${limit}`;

/** A page of a contest's table; the next page's address is the one its Link header gives. */
export const fetchLeaderboardPage = (path: string) => api.getPage<LeaderboardRowView>(path);

/** An entry's team with each player's points and multiplier (the caller's own, or anyone's after the deadline). */
export const fetchEntryTeam = (contestId: number, entryId: number) => api.get<EntryTeamView>(`/api/contests/${contestId}/entries/${entryId}/team`);

/** Two entries side by side: players in common, those only one side has, captains and the points each made. */
export const fetchComparison = (contestId: number, a: number, b: number) => api.get<ComparisonView>(`/api/contests/${contestId}/compare?a=${a}&b=${b}`);
