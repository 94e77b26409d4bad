// A league's table: each member's best team in each match of the series, added up. Pure, so the
// server computes the table a test computes by hand.

import { competitionRanks } from './results.ts';

export interface LeagueTeam {
  userId: number;
  matchId: number;
  playerIds: readonly number[];
  captainId: number;
  viceCaptainId: number;
}

export interface LeagueTableRow {
  rank: number;
  userId: number;
  username: string;
  totalPoints: number;
  perMatch: { matchId: number; points: number }[];
}

/** A team's points: each player's points, the Captain's times `captain`, the Vice-Captain's times `viceCaptain`. */
export function teamPoints(team: Pick<LeagueTeam, 'playerIds' | 'captainId' | 'viceCaptainId'>, points: (playerId: number) => number, multipliers: { captain: number; viceCaptain: number }): number {
  let total = 0;
  for (const id of team.playerIds) {
    const weight = id === team.captainId ? multipliers.captain : id === team.viceCaptainId ? multipliers.viceCaptain : 1;
    total += points(id) * weight;
  }
  return total;
}

/**
 * The table: for every member, per match (in the order given) the best of their teams for it (0
 * without one), and the sum; best first with competition ranks (1, 2, 2, 4), ties by name.
 * `multipliersOf` gives each match's Captain and Vice-Captain weights (its format's).
 */
export function leagueTable(
  members: readonly { userId: number; username: string }[],
  matchIds: readonly number[],
  teams: readonly LeagueTeam[],
  points: (playerId: number) => number,
  multipliersOf: (matchId: number) => { captain: number; viceCaptain: number },
): LeagueTableRow[] {
  const best = new Map<string, number>();
  for (const team of teams) {
    const key = `${team.userId}:${team.matchId}`;
    const scored = teamPoints(team, points, multipliersOf(team.matchId));
    if (!best.has(key) || scored > best.get(key)!) best.set(key, scored);
  }
  const rows = members.map(({ userId, username }) => {
    const perMatch = matchIds.map((matchId) => ({ matchId, points: best.get(`${userId}:${matchId}`) ?? 0 }));
    return { userId, username, totalPoints: perMatch.reduce((sum, match) => sum + match.points, 0), perMatch };
  });
  rows.sort((a, b) => b.totalPoints - a.totalPoints || a.username.localeCompare(b.username) || a.userId - b.userId);
  const ranks = competitionRanks(rows.map((row) => row.totalPoints));
  return rows.map((row, index) => ({ rank: ranks[index]!, ...row }));
}
