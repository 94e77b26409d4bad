// Results: competition ranks and the prizes they win, with ties sharing the prizes of the ranks
// they cover. Pure and in whole paise, so the server settles exactly what a test computes.

import { POINTS_SYSTEM, type MatchType } from './points-system.ts';
import { halfWeights, type Multipliers, type RankedEntry, type RankedTeam, type Standing } from './ranking.ts';

/** A prize table row in paise: every rank from `fromRank` to `toRank` wins `amountPaise`. */
export interface PaisePrize {
  fromRank: number;
  toRank: number;
  amountPaise: number;
}

/**
 * Competition ranks (1, 2, 2, 4) for scores sorted best first: a score's rank is one more than
 * the number of scores above it.
 */
export function competitionRanks(scoresBestFirst: ArrayLike<number>): Int32Array {
  const ranks = new Int32Array(scoresBestFirst.length);
  for (let i = 0; i < scoresBestFirst.length; i += 1) {
    ranks[i] = i > 0 && scoresBestFirst[i] === scoresBestFirst[i - 1] ? ranks[i - 1]! : i + 1;
  }
  return ranks;
}

/** What a prize table pays to ranks `from`..`to` together, in paise. */
export function prizesForRanks(prizes: readonly PaisePrize[], from: number, to: number): number {
  let total = 0;
  for (const prize of prizes) {
    const low = Math.max(from, prize.fromRank);
    const high = Math.min(to, prize.toRank);
    if (low <= high) total += (high - low + 1) * prize.amountPaise;
  }
  return total;
}

/**
 * Each entry's prize, for scores sorted best first: the teams tied on a score cover as many
 * ranks as there are of them, and share the prizes of those ranks equally, rounded down to the
 * paisa (two teams tied for 1st with prizes of ₹100 and ₹50 get ₹75 each). Whatever the
 * rounding leaves stays with the platform; nobody is paid more than the table.
 */
export function splitPrizes(scoresBestFirst: ArrayLike<number>, prizes: readonly PaisePrize[]): Float64Array {
  const paid = new Float64Array(scoresBestFirst.length);
  const lastPaidRank = prizes.reduce((most, prize) => Math.max(most, prize.toRank), 0);
  let start = 0;
  while (start < scoresBestFirst.length && start < lastPaidRank) {
    let end = start + 1;
    while (end < scoresBestFirst.length && scoresBestFirst[end] === scoresBestFirst[start]) end += 1;
    const share = Math.floor(prizesForRanks(prizes, start + 1, end) / (end - start));
    paid.fill(share, start, end);
    start = end;
  }
  return paid;
}

/** The Captain's and Vice-Captain's multipliers in a format (2x and 1.5x in each today). */
export function multipliersFor(matchType: MatchType): Multipliers {
  const format = POINTS_SYSTEM.formats[matchType];
  return { captain: format.captainMultiplier, viceCaptain: format.viceCaptainMultiplier };
}

/** What a contest's final table is computed from: its entries, their teams, every player's points. */
export interface FinalTableInput {
  teams: readonly RankedTeam[];
  entries: readonly RankedEntry[];
  /** Players' points (whole points, as the points system gives them); a player not named has none. */
  points: Iterable<readonly [playerId: number, points: number]>;
  multipliers: Multipliers;
}

/**
 * A contest's final table, worked out directly: each team's score summed from its players'
 * points (in half points, as the live ranking keeps them), the entries sorted best first with
 * ties by entry id (the order they joined), and competition ranks. Settlement pays by it; the
 * live ranking (`ContestRanking`) reaches the same table by counting, which a property test holds.
 */
export function finalTable({ teams, entries, points, multipliers }: FinalTableInput): Standing[] {
  const weights = halfWeights(multipliers);
  const pointsOf = new Map(points);
  const scoreOf = new Map<number, number>();
  for (const team of teams) {
    let score = 0;
    for (const playerId of team.playerIds) {
      const weight = playerId === team.captainId ? weights.captain : playerId === team.viceCaptainId ? weights.vice : weights.player;
      score += weight * (pointsOf.get(playerId) ?? 0);
    }
    scoreOf.set(team.teamId, score);
  }
  const rows = entries.map((entry) => {
    const score = scoreOf.get(entry.teamId);
    if (score === undefined) throw new Error(`entry ${entry.entryId}: team ${entry.teamId} is not among the teams`);
    return { entryId: entry.entryId, userId: entry.userId, teamId: entry.teamId, score };
  });
  rows.sort((a, b) => b.score - a.score || a.entryId - b.entryId);
  const ranks = competitionRanks(rows.map((row) => row.score));
  return rows.map((row, index) => ({ ...row, rank: ranks[index]! }));
}
