import { describe, expect, it } from 'vitest';
import type { BoardRow } from './leaderboard-entry.ts';
import { prizesAsTheyStand } from './standing-prizes.ts';

const row = (key: string, rank: number): BoardRow => ({ key, rank, username: key, totalPoints: 0 });
const prizes = [
  { fromRank: 1, toRank: 1, amount: 100 },
  { fromRank: 2, toRank: 3, amount: 50 },
];

describe('prizes as the table stands', () => {
  it('pays each rank of the winning zone its prize and nothing below it', () => {
    const standing = prizesAsTheyStand([row('a', 1), row('b', 2), row('c', 3), row('d', 4)], prizes);
    expect([...standing]).toEqual([
      ['a', 100],
      ['b', 50],
      ['c', 50],
    ]);
  });

  it('shares the prizes of the ranks a tie covers, rounded down to the paisa', () => {
    const standing = prizesAsTheyStand([row('a', 1), row('b', 1), row('c', 1), row('d', 4)], prizes);
    // Ranks 1-3 pay 100 + 50 + 50 = 200 between three: 66.66 each.
    expect([...standing]).toEqual([
      ['a', 66.66],
      ['b', 66.66],
      ['c', 66.66],
    ]);
  });
});
