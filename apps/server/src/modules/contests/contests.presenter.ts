import { contestStatusAt, matchStateAt, toRupees, type ContestView } from '@crease/game';
import { presentMatchSummary } from '../matches/matches.presenter.ts';
import type { MatchRow } from '../matches/matches.service.ts';
import type { ContestRow } from './contests.queries.ts';

export function contestStatusOf(contest: ContestRow, match: MatchRow, entries: number, now: Date) {
  return contestStatusAt({ ...contest, entries }, match, now);
}

export function presentContest(contest: ContestRow, match: MatchRow, entries: number, now: Date): ContestView {
  return {
    id: contest.id,
    name: contest.name,
    entryFee: toRupees(contest.entryFeePaise),
    prizePool: toRupees(contest.prizePoolPaise),
    status: contestStatusOf(contest, match, entries, now),
    resultDistributed: contest.resultDistributed,
    matchId: contest.matchId,
    match: { ...presentMatchSummary(match), state: matchStateAt(match.state, match.startTime, now) },
    spots: contest.spots,
    entries,
    maxTeamsPerUser: contest.maxTeamsPerUser,
    flexible: contest.flexible,
    prizes: contest.prizes.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amount: toRupees(prize.amountPaise) })),
  };
}
