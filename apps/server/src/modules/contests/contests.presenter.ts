import { contestStatusAt, matchStateAt, privatePrizes, toRupees, type ContestStatus, type ContestView } from '@crease/game';
import { presentMatchSummary } from '../matches/matches.presenter.ts';
import type { MatchRow } from '../matches/matches.service.ts';
import type { ContestRow } from './contests.queries.ts';
import type { StoredPrize } from './contests.schema.ts';

export function contestStatusOf(contest: ContestRow, match: MatchRow, entries: number, now: Date) {
  return contestStatusAt({ ...contest, entries }, match, now);
}

/**
 * What a contest pays, in paise: its prize table. A private contest's comes from its template:
 * over its spots until the deadline (what it pays when full), over the entries it has from then
 * on (no one joins after it), so a contest that did not fill pays from the fees it took.
 */
export function prizesOf(contest: ContestRow, status: ContestStatus, entries: number): { poolPaise: number; prizes: StoredPrize[] } {
  if (!contest.isPrivate || !contest.prizeTemplate) return { poolPaise: contest.prizePoolPaise, prizes: contest.prizes };
  const teams = status === 'UPCOMING' || status === 'CANCELLED' ? (contest.spots ?? entries) : entries;
  return privatePrizes(contest.prizeTemplate, teams, contest.entryFeePaise, contest.platformShareBps ?? 0);
}

/** A contest as readers see it at `now`; a private one also with its code, template and maker (its readers are its entrants). */
export function presentContest(contest: ContestRow, match: MatchRow, entries: number, now: Date, creatorName = ''): ContestView {
  const status = contestStatusOf(contest, match, entries, now);
  const { poolPaise, prizes } = prizesOf(contest, status, entries);
  const view: ContestView = {
    id: contest.id,
    name: contest.name,
    entryFee: toRupees(contest.entryFeePaise),
    prizePool: toRupees(poolPaise),
    status,
    resultDistributed: contest.resultDistributed,
    matchId: contest.matchId,
    match: { ...presentMatchSummary(match), state: matchStateAt(match.state, match.startTime, now) },
    spots: contest.spots,
    entries,
    maxTeamsPerUser: contest.maxTeamsPerUser,
    flexible: contest.flexible,
    prizes: prizes.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amount: toRupees(prize.amountPaise) })),
  };
  if (!contest.isPrivate) return view;
  return {
    ...view,
    private: true,
    inviteCode: contest.inviteCode!,
    prizeTemplate: contest.prizeTemplate!,
    creatorId: contest.creatorId!,
    creatorName,
  };
}
