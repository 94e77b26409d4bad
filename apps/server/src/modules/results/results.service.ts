import type { FastifyBaseLogger } from 'fastify';
import { halfWeights, multipliersFor } from '@crease/game';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { Listeners } from '../../lib/listeners.ts';
import { retryingConflicts } from '../../lib/db-errors.ts';
import type { ContestResults, SettlingContest } from '../contests/contests.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

export interface ResultsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  contests: ContestResults;
  /** The lists show a contest's prizes as distributed once it is. */
  listsChanged: () => Promise<void>;
  entries: EntriesService;
  players: PlayersService;
  wallet: WalletService;
  /** Every process ranks the contest from its final table once it is fixed (after the commit). */
  resultsFixed: (matchId: number) => Promise<void>;
  /** Prizes paid per transaction (SETTLEMENT_BATCH_SIZE). */
  payBatch: number;
}

/**
 * Settlement: once a match completes (its contests COMPLETED in the same transaction), each
 * contest is ranked and paid, exactly once, however many processes run this at once and
 * wherever one of them dies:
 *
 * 1. Fix the results, if they are not: lock the contest, and write the final table from the
 *    players' stored points (deterministic: the match is over) in one statement where the rows
 *    are (`EntriesService.writeFinalTable`: the table of `finalTable` and `splitPrizes` in
 *    packages/game, held to them by final-table.test.ts), with the contest's results_at, in one
 *    transaction.
 * 2. Pay in batches (SETTLEMENT_BATCH_SIZE, 5,000 by default), three statements each: take the
 *    next unpaid prizes in entry order and mark them paid (locked as taken, SKIP LOCKED, so two
 *    settlers take different ones), credit the winners' wallets (once per user, in user order),
 *    and write one WINNING ledger row per prize (a unique index on the reference is the last
 *    guard); commit.
 * 3. When none is left unpaid, set resultDistributed.
 *
 * It runs after a completion, at start-up and on the clock's tick, for every completed contest
 * not yet distributed: a process killed mid-way leaves only whole batches behind, and the next
 * run picks up from there.
 */
export class ResultsService {
  // Who follows a settlement (app.ts wires who).
  /** In the transaction that closes a contest, every prize paid: its entrants can be told their rank and prize. */
  readonly distributing = new Listeners<[tx: Db, contest: { id: number; matchId: number; name: string }]>();
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Since start, and the run under way (the metrics): contests left in it, contests distributed, prizes paid. */
  readonly progress = { pending: 0, settled: 0, prizesPaid: 0, failures: 0 };

  constructor(private readonly deps: ResultsDeps) {}

  /** Starts settling what is pending, unless a run is under way (then it runs once more after). */
  settleSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.settlePending();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Settles every completed contest that is not distributed yet; answers how many it finished. */
  async settlePending(): Promise<number> {
    let finished = 0;
    let pending: number[];
    try {
      pending = await this.deps.contests.unsettledIds(this.deps.db);
    } catch (error) {
      this.progress.failures += 1;
      this.deps.log.error({ err: error }, 'listing the contests to settle failed');
      return 0;
    }
    this.progress.pending = pending.length;
    for (const contestId of pending) {
      if (this.stopped) break;
      try {
        if (await this.settle(contestId)) {
          finished += 1;
          this.progress.settled += 1;
        }
      } catch (error) {
        this.progress.failures += 1;
        this.deps.log.error({ err: error, contestId }, 'settling a contest failed; the next run takes it up again');
      } finally {
        this.progress.pending -= 1;
      }
    }
    this.progress.pending = 0;
    return finished;
  }

  /** Waits for the run under way, and starts no other (a graceful stop). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Waits until no run is under way (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Fixes, pays and closes one contest; answers whether it is distributed now. */
  async settle(contestId: number): Promise<boolean> {
    const fixed = await this.fixResults(contestId);
    if (!fixed) return false;
    if (fixed.now) await this.deps.resultsFixed(fixed.contest.matchId);
    while (!this.stopped && (await this.payBatch(contestId, fixed.contest.name)) > 0) {
      // Between two batches, whatever else waits for the database goes first (on the embedded
      // database, one connection: otherwise every request would wait for the whole contest).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.stopped) return false;
    return this.finish(contestId);
  }

  /**
   * Step 1: the final table, once. Answers the contest as its lock read it (undefined when it is
   * not there to settle), and whether this call fixed its results.
   */
  private async fixResults(contestId: number): Promise<{ contest: SettlingContest; now: boolean } | undefined> {
    const { db, contests, entries, players, clock } = this.deps;
    return retryingConflicts(() =>
      db.transaction(async (tx) => {
        const contest = await contests.lockForSettlement(tx, contestId);
        if (!contest || (contest.status !== 'COMPLETED' && !contest.resultsAt)) return undefined;
        if (contest.resultsAt) return { contest, now: false };
        const squad = await players.squadOf(tx, contest.matchId);
        const weights = halfWeights(multipliersFor(contest.matchType));
        await entries.writeFinalTable(tx, contestId, {
          points: squad.map((player) => [player.id, player.points] as const),
          weights: { captain: weights.captain, vice: weights.vice },
          prizes: contest.prizes,
        });
        await contests.markResultsFixed(tx, contestId, clock.now());
        return { contest, now: true };
      }),
    );
  }

  /** Step 2: one batch of prizes; answers how many it paid (0 when none is left that nobody holds). */
  private async payBatch(contestId: number, name: string): Promise<number> {
    const { db, entries, wallet, clock } = this.deps;
    return retryingConflicts(() =>
      db.transaction(async (tx) => {
        const taken = await entries.takePrizesToPay(tx, contestId, this.deps.payBatch, clock.now());
        if (taken.length === 0) return 0;
        // Counted once committed (below): a batch undone is paid again by the next run.
        await wallet.creditWinnings(
          tx,
          taken.map((prize) => ({
            userId: prize.user_id,
            amountPaise: Number(prize.prize_paise),
            reference: `entry:${prize.id}:prize`,
            description: `Winnings: ${name}, rank ${prize.rank}`,
          })),
        );
        return taken.length;
      }),
    ).then((paid) => {
      this.progress.prizesPaid += paid;
      return paid;
    });
  }

  /** Step 3: distributed once nothing is left to pay (another settler may still hold a batch: then it finishes). */
  private async finish(contestId: number): Promise<boolean> {
    const { db, contests, entries, listsChanged } = this.deps;
    const done = await db.transaction(async (tx) => {
      const contest = await contests.lockForSettlement(tx, contestId);
      if (!contest?.resultsAt) return false;
      if (contest.resultDistributed) return true;
      if ((await entries.countUnpaidPrizes(tx, contestId)) > 0) return false;
      await contests.markDistributed(tx, contestId);
      await this.distributing.emit(tx, { id: contestId, matchId: contest.matchId, name: contest.name });
      return true;
    });
    if (done) await listsChanged();
    return done;
  }
}
