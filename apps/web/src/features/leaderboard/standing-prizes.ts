import { paidRanks, prizesForRanks, toPaise, toRupees, type PrizeRange } from '@crease/game';
import type { BoardRow } from './leaderboard-entry.ts';

/**
 * What each row would win if the table stood as it is now, by the settlement's rule: the teams
 * tied on a rank share the prizes of the ranks they cover, rounded down to the paisa. Ties are
 * counted among the rows at hand. Rows outside the winning zone are left out.
 */
export function prizesAsTheyStand(rows: readonly BoardRow[], prizes: readonly PrizeRange[]): Map<string, number> {
  const last = paidRanks(prizes);
  const table = prizes.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amountPaise: toPaise(prize.amount) }));
  const tied = new Map<number, number>();
  for (const row of rows) tied.set(row.rank, (tied.get(row.rank) ?? 0) + 1);
  const standing = new Map<string, number>();
  for (const row of rows) {
    if (row.rank > last) continue;
    const count = tied.get(row.rank)!;
    const share = Math.floor(prizesForRanks(table, row.rank, row.rank + count - 1) / count);
    if (share > 0) standing.set(row.key, toRupees(share));
  }
  return standing;
}
