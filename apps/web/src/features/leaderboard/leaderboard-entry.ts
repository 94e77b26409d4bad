import type { LeaderboardRowView } from '@crease/game';

/** A row of the overall leaderboard (`/topic/leaderboard`), as the spec names its fields. */
export interface LeaderboardEntry {
  username: string;
  totalPoints: number;
  /** The live match the overall table ranks (each row names it). */
  match?: { teamA: string; teamB: string };
}

/** A row as a leaderboard draws it. */
export interface BoardRow {
  /** Stable while the row moves, so it can slide to its new place. */
  key: string;
  rank: number;
  username: string;
  totalPoints: number;
  /** The signed-in person's own entry. */
  mine?: boolean;
  /** Rupees won, once a contest's results are fixed. */
  prize?: number | null;
  /** The contest entry the row is, when it can open that entry's team. */
  entryId?: number;
}

export const OVERALL_LEADERBOARD_TOPIC = '/topic/leaderboard';

export const contestLeaderboardTopic = (contestId: number) => `/topic/contests/${contestId}/leaderboard`;

/**
 * Rows a contest's topic carries before the subscriber's own rows from further down (the API
 * contract: "the first 100 rows of the leaderboard, then the subscriber's own rows not among
 * them"). 'Show more' continues the table after these, page by page.
 */
export const TOPIC_TABLE_ROWS = 100;

export const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/** A pushed overall table, or null when the body is not one (it is then ignored, not shown half-read). */
export function parseLeaderboard(body: string): LeaderboardEntry[] | null {
  const rows = parseJson(body);
  if (!Array.isArray(rows)) return null;
  const entries: LeaderboardEntry[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return null;
    const { username, totalPoints, match } = row as Record<string, unknown>;
    if (typeof username !== 'string' || typeof totalPoints !== 'number') return null;
    const named = typeof match === 'object' && match !== null && typeof (match as Record<string, unknown>).teamA === 'string' && typeof (match as Record<string, unknown>).teamB === 'string';
    entries.push(named ? { username, totalPoints, match: { teamA: (match as { teamA: string }).teamA, teamB: (match as { teamB: string }).teamB } } : { username, totalPoints });
  }
  return entries;
}

/**
 * The overall table ranked in the order received (the spec's rule). Names can repeat (two people
 * called Rahul Sharma): the nth of a name gets its own key.
 */
export function rankInOrder(entries: readonly LeaderboardEntry[]): BoardRow[] {
  const seen = new Map<string, number>();
  return entries.map((entry, index) => {
    const count = (seen.get(entry.username) ?? 0) + 1;
    seen.set(entry.username, count);
    return { key: `${entry.username}#${count}`, rank: index + 1, username: entry.username, totalPoints: entry.totalPoints };
  });
}

/** A contest's rows as the board draws them, keyed by entry (one person may have several), the caller's own marked. */
export function boardRowsOf(rows: readonly LeaderboardRowView[], ownEntryIds: ReadonlySet<number>): BoardRow[] {
  return rows.map((row) => ({
    key: `entry-${row.entryId}`,
    rank: row.rank,
    username: row.username,
    totalPoints: row.totalPoints,
    mine: row.mine || ownEntryIds.has(row.entryId),
    prize: row.prize,
    entryId: row.entryId,
  }));
}
