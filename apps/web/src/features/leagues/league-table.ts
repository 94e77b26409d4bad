import type { LeagueTableRowView } from '@crease/game';

export const leagueTopic = (id: number) => `/topic/leagues/${id}/leaderboard`;

/** Where a league's share link leads: My Leagues with its code in the join form. */
export const leagueInvitePath = (code: string) => `/leagues?code=${code}`;

/** A pushed league table, or null when the body is not one (it is then ignored, not shown half-read). */
export function parseLeagueTable(body: string): LeagueTableRowView[] | null {
  let rows: unknown;
  try {
    rows = JSON.parse(body);
  } catch {
    return null;
  }
  if (!Array.isArray(rows)) return null;
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return null;
    const { rank, userId, username, totalPoints, perMatch } = row as Record<string, unknown>;
    if (typeof rank !== 'number' || typeof userId !== 'number' || typeof username !== 'string' || typeof totalPoints !== 'number' || !Array.isArray(perMatch)) return null;
    if (!perMatch.every((cell) => typeof cell === 'object' && cell !== null && typeof cell.matchId === 'number' && typeof cell.points === 'number')) return null;
  }
  return rows as LeagueTableRowView[];
}

/**
 * A side's short name for a narrow column: the initials of a name of several words ('Chennai
 * Super Kings' → 'CSK', 'South Africa' → 'SA'), the first three letters of one word ('India' →
 * 'IND'). Words that are numbers or in brackets are left out.
 */
export function shortSideName(side: string): string {
  const words = side
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  if (words.length === 0) return side.slice(0, 3).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 3).toUpperCase();
  return words
    .slice(0, 4)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}

/** 'IND vs SA': a match in a table's column head. */
export const shortMatchLabel = (match: { teamA: string; teamB: string }) => `${shortSideName(match.teamA)} vs ${shortSideName(match.teamB)}`;

/** Points as a table shows them: 54, 54.5, 1,204. */
export const formatPoints = (points: number) => points.toLocaleString('en-IN', { maximumFractionDigits: 2 });
