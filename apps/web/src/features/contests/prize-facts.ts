import { paidRanks, type ContestView, type PrizeRange } from '@crease/game';

export interface PrizeFacts {
  /** What rank 1 wins; 0 when nothing is paid. */
  firstPrize: number;
  /** How many ranks are paid. */
  winners: number;
  /** What they are counted against: every spot before the start, the entries once it is on. */
  outOf: { count: number; noun: 'spots' | 'entries' } | null;
  /** The winners' share of that, in whole percent (at most 100); null without a count. */
  sharePercent: number | null;
}

/**
 * The headline of a prize table: the first prize, how many win, and what share of the contest
 * that is. Before the start a contest with spots is counted full (the table is made for it);
 * afterwards, and for unlimited contests, over the entries it has.
 */
export function prizeFacts(contest: Pick<ContestView, 'prizes' | 'spots' | 'entries' | 'status'>): PrizeFacts {
  const winners = paidRanks(contest.prizes);
  const firstPrize = contest.prizes.find((prize) => prize.fromRank <= 1 && prize.toRank >= 1)?.amount ?? 0;
  const outOf =
    contest.status === 'UPCOMING' && contest.spots !== null
      ? { count: contest.spots, noun: 'spots' as const }
      : contest.entries > 0
        ? { count: contest.entries, noun: 'entries' as const }
        : null;
  const paid = outOf ? Math.min(winners, outOf.count) : winners;
  const sharePercent = outOf ? Math.min(100, Math.round((paid / outOf.count) * 1000) / 10) : null;
  return { firstPrize, winners: paid, outOf, sharePercent };
}

/** '#1' or '#4–10'. */
export const rankRange = ({ fromRank, toRank }: Pick<PrizeRange, 'fromRank' | 'toRank'>) => (fromRank === toRank ? `#${fromRank}` : `#${fromRank}–${toRank}`);
