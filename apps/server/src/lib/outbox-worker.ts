import type { FastifyBaseLogger } from 'fastify';

export interface OutboxWorkerOptions<Item> {
  /** What it delivers, for the logs. */
  label: string;
  log: FastifyBaseLogger;
  /**
   * Takes up to `limit` items that are due, so no other worker (of any process) takes them
   * meanwhile: rows locked `FOR UPDATE SKIP LOCKED` and moved past a lease in one statement.
   */
  claim(limit: number): Promise<Item[]>;
  /** Delivers what was taken; records each item's outcome (done, or due again later). */
  deliver(items: Item[]): Promise<void>;
  batchSize: number;
  /** How many batches this process works on at once. */
  concurrency: number;
  /** How often an idle worker looks again (what another process wrote, a retry coming due). */
  idleMs: number;
}

/**
 * The loop of an outbox: rows written in the transaction of the change that caused them, taken
 * by any number of workers in any number of processes (each row by one, through SKIP LOCKED),
 * delivered, and marked done or due again after a backoff. `wake()` after a commit that wrote
 * rows starts the work at once rather than at the next look.
 */
export class OutboxWorker<Item> {
  private running = 0;
  private stopped = false;
  private readonly timer: NodeJS.Timeout;
  private readonly idle = new Set<() => void>();
  private active: Promise<void>[] = [];

  constructor(private readonly options: OutboxWorkerOptions<Item>) {
    this.timer = setInterval(() => this.wake(), options.idleMs);
    this.timer.unref();
  }

  /** Starts the workers (until `stop`). */
  start(): void {
    for (let i = this.running; i < this.options.concurrency; i += 1) {
      this.running += 1;
      this.active.push(this.loop());
    }
  }

  /** There may be work: idle workers look now. */
  wake(): void {
    for (const resume of [...this.idle]) resume();
  }

  /** Works until nothing is due now (tests and commands; workers need not be started). */
  async drain(): Promise<void> {
    while (await this.once()) {
      // another batch
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.wake();
    await Promise.all(this.active);
    this.active = [];
    this.running = 0;
  }

  /** One batch: answers whether there was one. */
  private async once(): Promise<boolean> {
    const items = await this.options.claim(this.options.batchSize);
    if (items.length === 0) return false;
    await this.options.deliver(items);
    return true;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.once();
      } catch (error) {
        this.options.log.error({ err: error }, `${this.options.label}: a batch failed; its items come due again after their lease`);
      }
      if (!worked && !this.stopped) await new Promise<void>((resolve) => {
        const resume = () => {
          this.idle.delete(resume);
          resolve();
        };
        this.idle.add(resume);
      });
    }
  }
}

/** The wait before the n-th retry (n from 1): doubling from `baseMs`, at most `maxMs`. */
export function backoffMs(attempt: number, baseMs = 5_000, maxMs = 30 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
