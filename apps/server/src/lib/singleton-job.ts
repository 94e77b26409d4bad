import type { FastifyBaseLogger } from 'fastify';
import type { Database, LockKey, SessionLock } from '../db/client.ts';

/** Starts the job's work; answers how to stop it. */
export type JobRunner = () => Promise<() => void>;

export interface SingletonJobOptions {
  key: LockKey;
  /** What the job is, for the logs and the lock's connection. */
  label: string;
  log: FastifyBaseLogger;
  run: JobRunner;
  /** After a failure (the database unreachable, the work failing at a takeover): how long before trying again. */
  retryMs?: number;
}

/**
 * Background work that one process of a deployment does at a time (the demo's seed and
 * replay). The process that holds the job's session-level advisory lock does it; every other
 * process waits for the lock on a connection of its own, and the first in line takes over the
 * moment the holder's connection ends: its process stopped, or died (SIGKILL included: the
 * operating system closes the socket, and PostgreSQL lets the lock go with the session).
 *
 * A holder that loses its connection (the network, a restart of PostgreSQL) stops the work and
 * waits in line again, since by then another process may hold the lock. Until it hears of the
 * loss, both may run for a moment; and a process may die anywhere in its work. So the work must
 * stand being cut off anywhere and carried on by another process from what the database holds,
 * and each of its writes must be safe to meet twice (the demo's deliveries are stored by
 * position; a second completion is a 409).
 */
export class SingletonJob {
  private lock: SessionLock | undefined;
  private stopWork: (() => void) | undefined;
  private waiting: AbortController | undefined;
  private wakeFromPause: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly options: SingletonJobOptions,
  ) {}

  /**
   * Takes the lock and starts the work if no other process holds it (a failure to start then
   * is thrown, as any start-up failure); otherwise waits for it in the background. Answers
   * whether this process runs the job now.
   */
  async start(): Promise<boolean> {
    const lock = await this.database.sessionLock(this.options.key, { wait: false, label: this.options.label });
    if (!lock) {
      this.options.log.info(`${this.options.label}: another process runs it; this one takes over if that one stops`);
      void this.standBy();
      return false;
    }
    try {
      await this.lead(lock);
    } catch (error) {
      await lock.release();
      throw error;
    }
    return true;
  }

  /** Whether this process runs the job now. */
  get running(): boolean {
    return this.stopWork !== undefined;
  }

  /** Stops the work (if it runs here) and lets the lock go, or stops waiting for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting?.abort();
    this.wakeFromPause?.();
    this.stopWork?.();
    this.stopWork = undefined;
    await this.lock?.release();
    this.lock = undefined;
  }

  private async lead(lock: SessionLock): Promise<void> {
    this.lock = lock;
    const stopWork = await this.options.run();
    if (this.stopped) {
      // Stopped while the work was starting (a shutdown during the demo's seed).
      stopWork();
      return;
    }
    this.stopWork = stopWork;
    void lock.lost.then(() => {
      if (this.stopped || this.lock !== lock) return;
      this.options.log.warn(`${this.options.label}: the lock's database connection was lost; stopping, and waiting to take over again`);
      this.stopWork?.();
      this.stopWork = undefined;
      this.lock = undefined;
      void this.standBy();
    });
  }

  /** Waits in line for the lock, then runs the job; tries again after a failure. */
  private async standBy(): Promise<void> {
    const { key, label, log } = this.options;
    while (!this.stopped) {
      this.waiting = new AbortController();
      let lock: SessionLock | undefined;
      try {
        lock = await this.database.sessionLock(key, { wait: true, label, signal: this.waiting.signal });
      } catch (error) {
        log.warn({ err: error }, `${label}: waiting for the lock failed; trying again`);
        await this.pause();
        continue;
      }
      if (!lock) return; // stopped while waiting
      if (this.stopped) {
        await lock.release();
        return;
      }
      try {
        await this.lead(lock);
        log.info(`${label}: this process has taken it over`);
        return;
      } catch (error) {
        log.error({ err: error }, `${label}: starting it failed; letting another process try`);
        this.stopWork = undefined;
        this.lock = undefined;
        await lock.release();
        await this.pause();
      }
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakeFromPause = undefined;
        resolve();
      };
      const timer = setTimeout(wake, this.options.retryMs ?? 5_000);
      timer.unref();
      this.wakeFromPause = wake;
    });
  }
}
