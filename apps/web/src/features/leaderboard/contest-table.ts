import { leaderboardRowView, type LeaderboardRowView } from '@crease/game';
import { parseJson } from './leaderboard-entry.ts';

// Apart from leaderboard-entry.ts, so that the overall board (/auth) does not load the live
// schemas this one checks with.
const contestRows = leaderboardRowView.array();

/** A pushed contest table (rank, username, teamId, entryId, totalPoints, prize, mine), or null when the body is not one. */
export function parseContestLeaderboard(body: string): LeaderboardRowView[] | null {
  const parsed = contestRows.safeParse(parseJson(body));
  return parsed.success ? parsed.data : null;
}
