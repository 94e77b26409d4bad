export interface LeaderboardEntry {
  username: string;
  totalPoints: number;
}

export const OVERALL_LEADERBOARD_TOPIC = '/topic/leaderboard';

/** A pushed table, or null when the body is not one (it is then ignored, not shown half-read). */
export function parseLeaderboard(body: string): LeaderboardEntry[] | null {
  try {
    const rows: unknown = JSON.parse(body);
    if (!Array.isArray(rows)) return null;
    const entries: LeaderboardEntry[] = [];
    for (const row of rows) {
      if (typeof row !== 'object' || row === null) return null;
      const { username, totalPoints } = row as Record<string, unknown>;
      if (typeof username !== 'string' || typeof totalPoints !== 'number') return null;
      entries.push({ username, totalPoints });
    }
    return entries;
  } catch {
    return null;
  }
}
