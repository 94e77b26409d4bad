import { formatIndianTime } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { signInsPausedNotice } from './account-notices.ts';
import type { UserRow } from './auth.queries.ts';

/** Wrong passwords one account takes in a window before its password checks pause. */
export const PASSWORD_TRIES = { max: 10, windowMs: 15 * 60_000 };

export interface PasswordChecksDeps {
  db: Db;
  /** The same counters as the per-address limit (Redis when there are several processes). */
  counter: RateCounter;
  mailer: Mailer;
}

/**
 * Every check of an account's password (a sign-in, or the current password that confirms a
 * change) counts against the account, besides the per-address limit: at most
 * PASSWORD_TRIES.max wrong ones in a window. Each try is counted before the password is
 * checked, atomically, so tries sent at once cannot slip past the count; a right one is taken
 * back. The owner is e-mailed once per window, when it trips.
 */
export class PasswordChecks {
  constructor(private readonly deps: PasswordChecksDeps) {}

  /** Whether `password` is the account's; a 429 saying when to try again once the account has had too many wrong ones. */
  async verify(email: string, user: UserRow | undefined, password: string): Promise<boolean> {
    const key = `password-tries:${email}`;
    const { count, resetInMs } = await this.deps.counter.hit(key, PASSWORD_TRIES.windowMs);
    if (count > PASSWORD_TRIES.max) {
      const opensAt = new Date(Date.now() + resetInMs);
      if (count === PASSWORD_TRIES.max + 1 && user) await this.warnOwner(user, opensAt);
      const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
      throw new AppError(
        429,
        'TOO_MANY_PASSWORD_TRIES',
        `Too many wrong passwords for this account. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, at ${formatIndianTime(opensAt)}, or reset your password.`,
        { 'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
      );
    }
    const right = await verifyPassword(user?.passwordHash, password);
    if (right) await this.deps.counter.undo(key);
    return right;
  }

  /**
   * Forgets an account's wrong passwords: a reset by the link sent to its address proves the
   * owner, who then signs in with the new password at once, whoever was guessing before.
   */
  async forgive(email: string): Promise<void> {
    await this.deps.counter.clear(`password-tries:${email}`);
  }

  private async warnOwner(user: UserRow, opensAt: Date): Promise<void> {
    const { db, mailer } = this.deps;
    const id = await mailer.queue(db, { to: user.email, ...signInsPausedNotice(user, PASSWORD_TRIES.max, opensAt) });
    await mailer.deliver([id]);
  }
}
