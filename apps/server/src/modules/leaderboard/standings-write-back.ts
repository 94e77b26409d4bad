import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { MatchBoard } from './match-board.ts';

/** Entries written back per statement. */
const WRITE_BACK_CHUNK = 5_000;

export interface StandingsWriteBackDeps {
  db: Db;
  entries: EntriesService;
  log: FastifyBaseLogger;
  /** The board of a match this process keeps now (a board dropped meanwhile is not written). */
  boardOf: (matchId: number) => MatchBoard | undefined;
  /** How long after a change the live points and ranks are written back to the entries. */
  delayMs: number;
}

/**
 * Live points and ranks written back to the entries (for My Joined Contests and anyone reading
 * the database), a few seconds after they move and never on a delivery's path: only the entries
 * that moved since they were last written, a chunk per transaction, one writer per contest
 * across processes (the entries module's lock).
 */
export class StandingsWriteBack {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly running = new Map<number, Promise<void>>();

  constructor(private readonly deps: StandingsWriteBackDeps) {}

  /** Whether a match's board has a write-back waiting or under way. */
  busy(matchId: number): boolean {
    return this.timers.has(matchId) || this.running.has(matchId);
  }

  /** A board moved: its standings are written back after the delay (once, however many moves come meanwhile). */
  schedule(board: MatchBoard): void {
    if (this.timers.has(board.matchId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(board.matchId);
      void this.writeBack(board.matchId);
    }, this.deps.delayMs);
    timer.unref();
    this.timers.set(board.matchId, timer);
  }

  /** Writes back now what is waiting, after what is under way (tests, and a graceful stop). */
  async flush(): Promise<void> {
    await Promise.all(this.running.values());
    for (const [matchId, timer] of [...this.timers]) {
      clearTimeout(timer);
      this.timers.delete(matchId);
      await this.writeBack(matchId);
    }
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private writeBack(matchId: number): Promise<void> {
    const board = this.deps.boardOf(matchId);
    if (!board) return Promise.resolve();
    const running = this.running.get(matchId);
    if (running) {
      // One at a time per board: what moves meanwhile is written by the next one.
      this.schedule(board);
      return running;
    }
    const work = this.write(board).finally(() => this.running.delete(matchId));
    this.running.set(matchId, work);
    return work;
  }

  private async write(board: MatchBoard): Promise<void> {
    const { db, entries, log } = this.deps;
    try {
      for (const contest of board.contests.values()) {
        const { rows, commit } = board.unwritten(contest);
        let wrote = true;
        for (let start = 0; wrote && start < rows.length; start += WRITE_BACK_CHUNK) {
          const chunk = rows.slice(start, start + WRITE_BACK_CHUNK);
          wrote = await db.transaction((tx) => entries.writeStandings(tx, contest.id, chunk));
          // What else waits for the database goes first (the embedded one has one connection).
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (wrote) commit();
      }
    } catch (error) {
      log.error({ err: error, matchId: board.matchId }, 'writing live ranks back failed');
    }
  }
}
