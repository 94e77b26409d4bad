import type { PlayRules } from '@crease/game';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation, retryingConflicts } from '../../lib/db-errors.ts';
import { callJoin, callJoinBatch, type JoinOutcome } from './entries.queries.ts';

export interface JoinRequest {
  userId: number;
  contestId: number;
  teamId: number;
  inviteCode: string | null;
}

export interface JoinBatchOptions {
  /** How long the first join of a quiet moment waits for others to go with it (0: each join alone). */
  windowMs: number;
  /** The most joins in one call. */
  maxSize: number;
  /** Batches in the database at once; joins that arrive meanwhile wait and go in the next, bigger one. */
  maxInFlight: number;
}

interface Pending {
  request: JoinRequest;
  at: Date;
  resolve: (outcome: JoinOutcome | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Joins that arrive together go to the database together: one call of crease_join_batch (one
 * transaction, one commit) applies each join's checks in turn, at the time it arrived, and
 * answers each with its own outcome, the same rules and ledger rows as a join alone. A deadline
 * surge then costs a transaction per batch, not per join. While the database is busy with as
 * many batches as it may have, new joins gather into the next one, so batches grow with the load.
 *
 * A user's joins keep their order; users go in id order, so two batches lock wallets in one
 * order. A batch that meets another at a deadlock is sent again; one that meets another over the
 * same entry (a unique index) is undone whole, and its joins are sent one by one.
 */
export class JoinBatcher {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  /** Since start: joins asked, joins that took a spot, and calls to the database (the metrics read them). */
  readonly counts = { asked: 0, joined: 0, batches: 0 };

  constructor(
    private readonly database: Pick<Database, 'prepared'>,
    private readonly rules: () => PlayRules,
    private readonly clock: Clock,
    private readonly options: JoinBatchOptions,
  ) {}

  join(request: JoinRequest): Promise<JoinOutcome | undefined> {
    this.counts.asked += 1;
    if (this.options.windowMs <= 0) return this.alone(request, this.clock.now()).then(this.counted);
    return new Promise((resolve, reject) => {
      this.queue.push({ request, at: this.clock.now(), resolve: (outcome) => resolve(this.counted(outcome)), reject });
      if (this.queue.length >= this.options.maxSize) this.flush();
      else this.schedule();
    });
  }

  /** Joins waiting for a batch, and batches in the database (for tests and metrics). */
  get pending(): { queued: number; inFlight: number } {
    return { queued: this.queue.length, inFlight: this.inFlight };
  }

  private readonly counted = (outcome: JoinOutcome | undefined): JoinOutcome | undefined => {
    if (outcome?.outcome === 'JOINED') this.counts.joined += 1;
    return outcome;
  };

  private schedule(): void {
    if (this.timer || this.inFlight >= this.options.maxInFlight) return;
    this.timer = setTimeout(() => this.flush(), this.options.windowMs);
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length > 0 && this.inFlight < this.options.maxInFlight) {
      const batch = this.queue.splice(0, this.options.maxSize);
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length >= this.options.maxSize) this.flush();
        else if (this.queue.length > 0) this.schedule();
      });
    }
  }

  private async send(batch: Pending[]): Promise<void> {
    // Users in id order, each user's joins in the order they came (the sort is stable).
    const ordered = [...batch].sort((a, b) => a.request.userId - b.request.userId);
    this.counts.batches += 1;
    try {
      const rules = this.rules();
      const rows = await retryingConflicts(() => callJoinBatch(this.database, ordered.map((one) => ({ ...one.request, at: one.at })), rules));
      const byIndex = new Map(rows.map((row) => [Number(row.idx), row]));
      ordered.forEach((one, index) => one.resolve(byIndex.get(index + 1)));
    } catch (error) {
      if (!isUniqueViolation(error)) {
        for (const one of batch) one.reject(error);
        return;
      }
      // Another batch entered one of these teams meanwhile: each join on its own says which.
      for (const one of ordered) await this.alone(one.request, one.at).then(one.resolve, one.reject);
    }
  }

  private alone(request: JoinRequest, at: Date): Promise<JoinOutcome | undefined> {
    this.counts.batches += 1;
    return retryingConflicts(() => callJoin(this.database, request.userId, request.contestId, request.teamId, at, this.rules(), request.inviteCode));
  }
}
