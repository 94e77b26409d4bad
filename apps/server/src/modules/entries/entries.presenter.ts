import { JOIN_SUCCESS_MESSAGE, toRupees, type ContestView, type JoinedContestView, type JoinInput, type JoinPreviewView, type JoinView } from '@crease/game';
import { presentMatchSummary } from '../matches/matches.presenter.ts';
import type { MatchRow } from '../matches/matches.service.ts';
import type { EntryRow, JoinOutcome } from './entries.queries.ts';

/** A join that went through: the spec's success message, the entry, and the balance left. */
export function presentJoin(joined: JoinOutcome, input: JoinInput): JoinView {
  return {
    message: JOIN_SUCCESS_MESSAGE,
    entryId: joined.entry_id!,
    contestId: input.contestId,
    teamId: input.teamId,
    balance: toRupees(Number(joined.balance_paise)),
  };
}

/**
 * One entry as My Joined Contests lists it: the fee it paid, from all the parts it came from,
 * and where it stands: live (`live`, from the leaderboard), final once its prize is fixed, or
 * nowhere yet (before the deadline, or cancelled).
 */
export function presentJoinedContest(
  entry: EntryRow,
  contest: ContestView,
  match: MatchRow,
  teamName: string,
  live: { rank: number; totalPoints: number } | undefined,
): JoinedContestView {
  const fixed = entry.prizePaise !== null;
  return {
    entryId: entry.id,
    contestName: contest.name,
    contestId: contest.id,
    status: contest.status,
    matchId: contest.matchId,
    teamId: entry.teamId,
    teamName,
    entryFee: toRupees(entry.feeBonusPaise + entry.feeDepositPaise + entry.feeWinningsPaise),
    match: presentMatchSummary(match),
    joinedAt: entry.createdAt.toISOString(),
    rank: fixed ? entry.rank : (live?.rank ?? null),
    totalPoints: fixed ? entry.points : (live?.totalPoints ?? 0),
    prize: fixed ? toRupees(entry.prizePaise!) : null,
  };
}

/** The join sheet: the fee and what each part of the wallet gives to it, in rupees. */
export function presentJoinPreview(feePaise: number, split: { bonus: number; deposit: number; winnings: number; short: number }): JoinPreviewView {
  return {
    entryFee: toRupees(feePaise),
    bonusUsed: toRupees(split.bonus),
    depositUsed: toRupees(split.deposit),
    winningsUsed: toRupees(split.winnings),
    shortBy: toRupees(split.short),
  };
}
