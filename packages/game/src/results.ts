// Results: competition ranks and the prizes they win, with ties sharing the prizes of the ranks
// they cover. Pure and in whole paise, so the server settles exactly what a test computes.

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
