import { tooManyRequests } from '../errors.ts';
import type { RateCounter } from './rate-counter.ts';

/** Wrong invite codes a player may try in a window before every code is refused until it ends. */
export const WRONG_CODES_ALLOWED = 10;
export const WRONG_CODES_WINDOW_MS = 15 * 60_000;

/** One counted try at a code. */
export interface CodeTry {
  /** What the code was sent for turned out to be the player's to see: the try is given back. */
  succeeded(): Promise<void>;
}

/**
 * Keeps invite codes (private contests', leagues') from being found by trying. Every request
 * that carries a code counts as a try first, in one atomic step with the check of the limit,
 * before the code is looked at: past the limit every code a player sends, right or wrong, is a
 * 429 until the window ends, and tries sent at once cannot all slip in before the count (64 at
 * once get at most 10 answers). A wrong code is otherwise answered exactly as an unknown one.
 *
 * A code that opens what it was sent for gives its try back, so the limit counts wrong codes
 * only: a friend's link sends the right code five or six times on its way to a join (the
 * invitation, the contest, its players, the team, the join), and two invitations in a quarter
 * of an hour must not lock a player out. Giving back after the answer cannot let more wrong
 * codes through: a wrong try is never given back, and each one answered was counted before it,
 * so at most 10 wrong codes are ever answered in a window. Counted in the process, or in Redis
 * for every process of a deployment.
 */
export class InviteGuard {
  constructor(
    private readonly counter: RateCounter,
    private readonly limit: { max: number; windowMs: number } = { max: WRONG_CODES_ALLOWED, windowMs: WRONG_CODES_WINDOW_MS },
  ) {}

  /** Counts a try at a code now; refuses a player past the limit. */
  async attempt(userId: number): Promise<CodeTry> {
    const key = this.key(userId);
    const { count, resetInMs } = await this.counter.hit(key, this.limit.windowMs);
    if (count > this.limit.max) {
      const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
      throw tooManyRequests(`Too many wrong invite codes. Wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and check the code with the friend who sent it.`);
    }
    let givenBack = false;
    return {
      succeeded: async () => {
        if (givenBack) return;
        givenBack = true;
        await this.counter.undo(key);
      },
    };
  }

  private key(userId: number): string {
    return `invite-miss:${userId}`;
  }
}
