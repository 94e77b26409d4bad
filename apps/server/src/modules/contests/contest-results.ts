import type { ContestStatus, MatchType } from '@crease/game';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import type { RankedContest } from './contest-types.ts';
import { contestStatusOf, prizesOf } from './contests.presenter.ts';
import { entryCounts, findContest, listContests, listFixedContestIds, listUnsettledContestIds, updateContest, type ContestRow } from './contests.queries.ts';

export interface ContestResultsDeps {
  matches: MatchesService;
  clock: Clock;
}

/** A contest locked for settling it, with what settlement needs of it and its match. */
export interface SettlingContest extends RankedContest {
  /** Its match's format: the Captain's and Vice-Captain's multipliers come from it. */
  matchType: MatchType;
}

/**
 * What the leaderboard and settlement read and write of contests: which of a match's contests
 * rank and what they pay, which wait to be settled, and the two marks settlement leaves (results
 * fixed, every prize paid).
 */
export class ContestResults {
  constructor(private readonly deps: ContestResultsDeps) {}

  /** A match's contests with their status now (the leaderboard ranks the LIVE and COMPLETED ones). */
  async rankedOf(db: Db, match: MatchRow): Promise<RankedContest[]> {
    const rows = await listContests(db, { matchId: match.id });
    const entries = await entryCounts(db, rows.map((row) => row.id));
    const now = this.deps.clock.now();
    return rows.map((row) => ranked(row, contestStatusOf(row, match, entries.get(row.id) ?? 0, now), entries.get(row.id) ?? 0));
  }

  /** One contest with its status now, and its match. */
  async rankedWithMatch(db: Db, id: number): Promise<{ contest: RankedContest; match: MatchRow } | undefined> {
    const contest = await findContest(db, id);
    if (!contest) return undefined;
    const match = (await this.deps.matches.find(db, contest.matchId))!;
    const entries = (await entryCounts(db, [id])).get(id) ?? 0;
    return { contest: ranked(contest, contestStatusOf(contest, match, entries, this.deps.clock.now()), entries), match };
  }

  /** Completed contests whose prizes are not all paid yet (what settlement works through). */
  unsettledIds(db: Db): Promise<number[]> {
    return listUnsettledContestIds(db);
  }

  /** Completed contests whose final tables are fixed. */
  fixedIds(db: Db): Promise<number[]> {
    return listFixedContestIds(db);
  }

  /**
   * Locks a contest for settling it: its row as stored (its match is COMPLETED, so nothing else
   * moves it), its prizes over its entries, and its match's format.
   */
  async lockForSettlement(tx: Db, id: number): Promise<SettlingContest | undefined> {
    const row = await findContest(tx, id, { lock: true });
    if (!row) return undefined;
    const entries = (await entryCounts(tx, [id])).get(id) ?? 0;
    const match = (await this.deps.matches.find(tx, row.matchId))!;
    return { ...ranked(row, row.status, entries), matchType: match.matchType };
  }

  /** The final table is written: the contest's results are fixed. */
  async markResultsFixed(tx: Db, id: number, at: Date): Promise<void> {
    await updateContest(tx, id, { resultsAt: at });
  }

  /** Every prize is paid. */
  async markDistributed(tx: Db, id: number): Promise<void> {
    await updateContest(tx, id, { resultDistributed: true });
  }
}

function ranked(row: ContestRow, status: ContestStatus, entries: number): RankedContest {
  return {
    id: row.id,
    name: row.name,
    matchId: row.matchId,
    status,
    prizes: prizesOf(row, status, entries).prizes,
    resultsAt: row.resultsAt,
    resultDistributed: row.resultDistributed,
    isPrivate: row.isPrivate,
  };
}
