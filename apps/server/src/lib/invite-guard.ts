import { tooManyRequests } from '../errors.ts';
import type { RateCounter } from './rate-counter.ts';

/** Wrong invite codes a player may try in a window before every code is refused until it ends. */
export const WRONG_CODES_ALLOWED = 10;
export const WRONG_CODES_WINDOW_MS = 15 * 60_000;

/**
 * Keeps invite codes (private contests', leagues') from being found by trying: each wrong code
 * a player sends counts, and past the limit every code they send, right or wrong, is a 429 until
 * the window ends. A wrong code is otherwise answered exactly as an unknown one. Counted in the
 * process, or in Redis for every process of a deployment.
 */
export class InviteGuard {
  constructor(
    private readonly counter: RateCounter,
    private readonly limit: { max: number; windowMs: number } = { max: WRONG_CODES_ALLOWED, windowMs: WRONG_CODES_WINDOW_MS },
  ) {}

  /** Refuses a player who has tried too many wrong codes lately. */
  async assertMayTry(userId: number): Promise<void> {
    const { count, resetInMs } = await this.counter.peek(this.key(userId));
    if (count < this.limit.max) return;
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    throw tooManyRequests(`Too many wrong invite codes. Wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and check the code with the friend who sent it.`);
  }

  /** Counts a wrong code. */
  async missed(userId: number): Promise<void> {
    await this.counter.hit(this.key(userId), this.limit.windowMs);
  }

  private key(userId: number): string {
    return `invite-miss:${userId}`;
  }
}
