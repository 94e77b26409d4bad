import type { Clock } from '../src/lib/clock.ts';

/** A clock a test moves by hand, past a deadline, without waiting for it. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Moves to just after `time`. */
  passTo(time: string | Date): void {
    const target = new Date(time).getTime() + 1;
    this.offsetMs = Math.max(this.offsetMs, target - Date.now());
  }
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** An ISO time `ms` from now (by the real clock). */
export const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
