import { describe, expect, it } from 'vitest';
import { competitionRanks, prizesForRanks, splitPrizes, type PaisePrize } from './results.ts';

const rupees = (paise: ArrayLike<number>) => Array.from(paise, (value) => value / 100);

describe('competition ranks', () => {
  it.each([
    [[90, 80, 80, 70], [1, 2, 2, 4]],
    [[50, 50, 50], [1, 1, 1]],
    [[100, 90, 80], [1, 2, 3]],
    [[10, 10, 5, 5, 5, 1], [1, 1, 3, 3, 3, 6]],
    [[], []],
  ])('%j ranks as %j', (scores, ranks) => {
    expect(Array.from(competitionRanks(scores))).toEqual(ranks);
  });
});

describe('prizes for a run of ranks', () => {
  const table: PaisePrize[] = [
    { fromRank: 1, toRank: 1, amountPaise: 10_000 },
    { fromRank: 2, toRank: 2, amountPaise: 5_000 },
    { fromRank: 3, toRank: 10, amountPaise: 1_000 },
  ];
  it.each([
    [1, 1, 10_000],
    [1, 2, 15_000],
    [2, 4, 7_000],
    [10, 12, 1_000],
    [11, 20, 0],
  ])('ranks %i to %i win %i paise together', (from, to, total) => {
    expect(prizesForRanks(table, from, to)).toBe(total);
  });
});

describe('splitting prizes among tied teams', () => {
  const table: PaisePrize[] = [
    { fromRank: 1, toRank: 1, amountPaise: 10_000 },
    { fromRank: 2, toRank: 2, amountPaise: 5_000 },
    { fromRank: 3, toRank: 3, amountPaise: 2_500 },
  ];

  it('pays each rank its prize when nobody is tied', () => {
    expect(rupees(splitPrizes([90, 80, 70, 60], table))).toEqual([100, 50, 25, 0]);
  });

  it('shares the prizes of the ranks a tie covers: two tied for 1st with ₹100 and ₹50 get ₹75 each', () => {
    expect(rupees(splitPrizes([90, 90, 70], table))).toEqual([75, 75, 25]);
  });

  it('rounds a share down to the paisa, never paying more than the table', () => {
    const paid = splitPrizes([50, 50, 50], table);
    expect(rupees(paid)).toEqual([58.33, 58.33, 58.33]);
    expect(paid.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(17_500);
  });

  it('shares a paid rank with the unpaid ranks a tie runs into', () => {
    expect(rupees(splitPrizes([90, 80, 70, 70, 70, 10], table))).toEqual([100, 50, 8.33, 8.33, 8.33, 0]);
  });

  it('pays nothing with an empty table or no entries', () => {
    expect(rupees(splitPrizes([5, 4], []))).toEqual([0, 0]);
    expect(splitPrizes([], table)).toHaveLength(0);
  });

  it('stops at the last paid rank, however many entries there are', () => {
    const scores = Array.from({ length: 100_000 }, (_, index) => 100_000 - index);
    const paid = splitPrizes(scores, [{ fromRank: 1, toRank: 5_000, amountPaise: 4_000 }]);
    expect(paid[4_999]).toBe(4_000);
    expect(paid[5_000]).toBe(0);
    expect(paid.reduce((sum, value) => sum + value, 0)).toBe(5_000 * 4_000);
  });
});
