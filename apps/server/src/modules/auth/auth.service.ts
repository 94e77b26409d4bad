import crypto from 'node:crypto';
import type { AccountView, Role } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, invalidToken, notFound, unauthorized } from '../../errors.ts';
import { SERVER_ACTOR, type Actor, type SignedInActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { Listeners } from '../../lib/listeners.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { emailChangedNotice, passwordChangedNotice } from './account-notices.ts';
import { presentAccount, presentAccountRecord, type AccountRecord } from './auth.presenter.ts';
import type { GoogleVerifier } from './google-identity.ts';
import type { PasswordChecks } from './password-checks.ts';
import type { SessionsService } from './sessions.service.ts';
import {
  consumeAuthToken,
  countUsers,
  findAuthToken,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  findUsersByIds,
  insertAuthToken,
  insertUser,
  listNames,
  listUsers,
  retireAuthTokens,
  updateUser,
  type TokenPurpose,
  type UserRow,
} from './auth.queries.ts';

const HOUR = 3600_000;
const LINK_LIFETIME: Record<TokenPurpose, number> = { VERIFY_EMAIL: 48 * HOUR, RESET_PASSWORD: 1 * HOUR };
const LINK_PATH: Record<TokenPurpose, string> = { VERIFY_EMAIL: '/verify-email', RESET_PASSWORD: '/reset-password' };

export type { AccountRecord };

export const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';
export const RESET_REQUESTED =
  'If an account exists for that e-mail, we have sent it a link to reset the password. The link works once, within 1 hour.';

const hashLinkToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface AuthDeps {
  db: Db;
  sessions: SessionsService;
  passwords: PasswordChecks;
  audit: AuditService;
  mailer: Mailer;
  /** Where links in e-mails point, e.g. https://crease.in */
  publicUrl: string;
  google: GoogleVerifier | undefined;
  /** When a link sent by e-mail expires, and whether it has. */
  clock: Clock;
}

/**
 * Accounts: sign-up, sign-in (each a session, see SessionsService), e-mail verification, the
 * password (changed with the current one, or reset by a link) and the e-mail address (changed
 * with the password), Google sign-in, admins. A password change or reset ends the other
 * sessions; each such change is recorded in the audit log and e-mailed to the owner, in its
 * transaction.
 */
/** How a new account signed up: a friend's referral code, if any, and from where and when. */
export interface SignUp {
  referralCode: string | undefined;
  ip: string | null;
  at: Date;
}

export class AuthService {
  /** In the transaction that creates an account (the wallet opens with the welcome bonus; app.ts wires who). */
  readonly accountOpening = new Listeners<[tx: Db, user: UserRow]>();
  /** In the transaction of a sign-up, after the account opened (Refer and Earn links the friend, or refuses an unknown code). */
  readonly signingUp = new Listeners<[tx: Db, user: UserRow, signUp: SignUp]>();
  /** In the transaction that verifies an address for the first time (Refer and Earn may reward the referral). */
  readonly emailVerifying = new Listeners<[tx: Db, userId: number]>();

  constructor(private readonly deps: AuthDeps) {}

  private async createAccount(tx: Db, values: Parameters<typeof insertUser>[1]): Promise<UserRow> {
    const row = await insertUser(tx, values);
    await this.accountOpening.emit(tx, row);
    return row;
  }

  async register(input: { name: string; email: string; password: string; referralCode?: string | undefined }, client: Actor = SERVER_ACTOR): Promise<AccountView> {
    const { db, mailer } = this.deps;
    const passwordHash = await hashPassword(input.password);
    const taken = () => conflict('An account with this e-mail already exists. Sign in instead, or reset your password.');
    const mailIds: number[] = [];
    const user = await db
      .transaction(async (tx) => {
        if (await findUserByEmail(tx, input.email)) throw taken();
        const row = await this.createAccount(tx, { name: input.name, email: input.email, passwordHash, role: 'ROLE_USER' });
        await this.signingUp.emit(tx, row, { referralCode: input.referralCode, ip: client.ip, at: this.deps.clock.now() });
        mailIds.push(await this.sendLink(tx, row, 'VERIFY_EMAIL'));
        return row;
      })
      .catch((error: unknown) => {
        // Two sign-ups racing for one address: the unique index decides.
        throw isUniqueViolation(error) ? taken() : error;
      });
    await mailer.deliver(mailIds);
    return presentAccount(user);
  }

  async login(input: { email: string; password: string }, client: Actor): Promise<string> {
    const user = await findUserByEmail(this.deps.db, input.email);
    const ok = await this.deps.passwords.verify(input.email, user, input.password);
    if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
    return this.deps.db.transaction((tx) => this.deps.sessions.open(tx, presentAccount(user), client, 'password'));
  }

  async loginWithGoogle(credential: string, client: Actor, referralCode?: string): Promise<string> {
    const { db, google } = this.deps;
    if (!google) throw notFound('Google sign-in is not configured on this server.');
    const identity = await google(credential).catch(() => {
      throw unauthorized('Google did not confirm this sign-in. Try again.', 'GOOGLE_REJECTED');
    });
    if (!identity.emailVerified) throw unauthorized('Your Google account has no verified e-mail address.', 'GOOGLE_UNVERIFIED');
    const user = await db
      .transaction(async (tx) => {
        const linked = await findUserByGoogleSubject(tx, identity.subject);
        if (linked) return linked;
        const existing = await findUserByEmail(tx, identity.email);
        // Google vouches for the address, so the account of that address is this person's.
        if (existing) {
          return updateUser(tx, existing.id, {
            googleSubject: identity.subject,
            emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          });
        }
        const created = await this.createAccount(tx, {
          name: identity.name?.trim().slice(0, 60) || identity.email.split('@')[0]!,
          email: identity.email,
          passwordHash: null,
          role: 'ROLE_USER',
          emailVerifiedAt: new Date(),
          googleSubject: identity.subject,
        });
        await this.signingUp.emit(tx, created, { referralCode, ip: client.ip, at: this.deps.clock.now() });
        return created;
      })
      .catch(async (error: unknown) => {
        // A first Google sign-in racing with itself: the other request created the account.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findUserByGoogleSubject(db, identity.subject);
        if (!winner) throw error;
        return winner;
      });
    return db.transaction((tx) => this.deps.sessions.open(tx, presentAccount(user), client, 'google'));
  }

  /**
   * Refuses (403 naming `currentPassword`) unless `password` is the account's: what a signed-in
   * person types again to change their password, e-mail address or payout destination. Counted
   * against the account like a sign-in (429 after too many wrong ones). `db` may be a transaction.
   */
  async confirmPassword(db: Db, userId: number, password: string | undefined, purpose: string): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user) throw invalidToken('Your account no longer exists. Sign in again.', 'NO_ACCOUNT');
    if (!user.passwordHash) {
      throw forbidden(
        `Your account signs in with Google and has no password yet: choose one with "Forgot password?" on the sign-in page, then give it as currentPassword ${purpose}.`,
        'CURRENT_PASSWORD',
      );
    }
    if (!password) throw forbidden(`currentPassword is required ${purpose}: type the password you sign in with.`, 'CURRENT_PASSWORD');
    if (!(await this.deps.passwords.verify(user.email, user, password))) {
      throw forbidden('currentPassword does not match your password. Type the password you sign in with.', 'CURRENT_PASSWORD');
    }
  }

  /** A new password, confirmed by the current one: every other session ends, this one stays. */
  async changePassword(actor: SignedInActor, input: { currentPassword: string; newPassword: string }): Promise<void> {
    const { db, sessions, mailer } = this.deps;
    await this.confirmPassword(db, actor.userId, input.currentPassword, 'to change your password');
    const passwordHash = await hashPassword(input.newPassword);
    const { ended, mailIds } = await db.transaction(async (tx) => {
      const user = await updateUser(tx, actor.userId, { passwordHash });
      const ended = await sessions.endIn(tx, user.id, { except: actor.sessionId }, 'PASSWORD_CHANGED', actor);
      await this.deps.audit.record(tx, { kind: 'password.changed', actor, subjectUserId: user.id, details: { sessionsEnded: ended.length } });
      const notice = passwordChangedNotice(user, actor, new Date(), 'changed', this.deps.publicUrl);
      return { ended, mailIds: [await mailer.queue(tx, { to: user.email, ...notice })] };
    });
    await sessions.announce(actor.userId, ended);
    await mailer.deliver(mailIds);
  }

  /**
   * A new e-mail address, confirmed by the password: it must be verified again (a link goes to
   * it), and the old address is told.
   */
  async changeEmail(actor: SignedInActor, input: { email: string; currentPassword: string }): Promise<AccountView> {
    const { db, mailer } = this.deps;
    await this.confirmPassword(db, actor.userId, input.currentPassword, 'to change your e-mail address');
    const taken = () => conflict('Another account has this e-mail address. Sign in to that one, or choose another address.', 'EMAIL_TAKEN');
    const mailIds: number[] = [];
    const changed = await db
      .transaction(async (tx) => {
        const before = (await findUserById(tx, actor.userId))!;
        if (before.email === input.email) throw conflict(`${input.email} is already your e-mail address.`, 'SAME_EMAIL');
        if (await findUserByEmail(tx, input.email)) throw taken();
        const after = await updateUser(tx, actor.userId, { email: input.email, emailVerifiedAt: null });
        await retireAuthTokens(tx, after.id, 'VERIFY_EMAIL');
        await retireAuthTokens(tx, after.id, 'RESET_PASSWORD');
        mailIds.push(await this.sendLink(tx, after, 'VERIFY_EMAIL'));
        const notice = emailChangedNotice(before, { from: before.email, to: after.email }, actor, new Date());
        mailIds.push(await mailer.queue(tx, { to: before.email, ...notice }));
        await this.deps.audit.record(tx, { kind: 'email.changed', actor, subjectUserId: after.id, details: { before: before.email, after: after.email } });
        return after;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error;
      });
    await mailer.deliver(mailIds);
    return presentAccount(changed);
  }

  async profile(userId: number): Promise<AccountView> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw invalidToken('Your account no longer exists. Sign in again.', 'NO_ACCOUNT');
    return presentAccount(user);
  }

  /**
   * An account as the caller's transaction sees it: other modules check e-mail verification
   * inside their own transactions (a query on the outer database would wait on PGlite forever).
   */
  async accountIn(db: Db, userId: number): Promise<AccountView | undefined> {
    const user = await findUserById(db, userId);
    return user && presentAccount(user);
  }

  /** Accounts by id, as admin tables show who they are. */
  async accountsOf(ids: readonly number[]): Promise<Map<number, AccountView>> {
    return new Map((await findUsersByIds(this.deps.db, ids)).map((user) => [user.id, presentAccount(user)]));
  }

  /** Changes an account's name, in the caller's transaction (the profile page saves it with the rest). */
  async rename(tx: Db, userId: number, name: string): Promise<AccountView> {
    return presentAccount(await updateUser(tx, userId, { name }));
  }

  /** The account of an e-mail address, if there is one (for the demo seed; the API never tells). */
  async findAccount(email: string): Promise<AccountView | undefined> {
    const user = await findUserByEmail(this.deps.db, email.toLowerCase());
    return user && presentAccount(user);
  }

  /** Users' names, as tables show them. */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    return new Map((await listNames(this.deps.db, ids)).map((row) => [row.id, row.name]));
  }

  /** Accounts whose address starts with `emailPrefix` (all without), newest first, for admins. */
  async findAccounts(filter: { emailPrefix?: string | undefined }, page: { limit: number; before?: number | undefined }): Promise<AccountRecord[]> {
    return (await listUsers(this.deps.db, filter, page)).map(presentAccountRecord);
  }

  /** One account as admins see it; undefined when there is none. */
  async accountRecord(userId: number): Promise<AccountRecord | undefined> {
    const user = await findUserById(this.deps.db, userId);
    return user && presentAccountRecord(user);
  }

  /** How many accounts there are (the demo seeds only an empty database). */
  countAccounts(): Promise<number> {
    return countUsers(this.deps.db);
  }

  /** Answers the same whether or not the address has an account. */
  async requestPasswordReset(email: string): Promise<void> {
    const { db, mailer } = this.deps;
    const mailIds = await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return [];
      await retireAuthTokens(tx, user.id, 'RESET_PASSWORD');
      return [await this.sendLink(tx, user, 'RESET_PASSWORD')];
    });
    await mailer.deliver(mailIds);
  }

  /** A new password from the link in a reset e-mail: every session of the account ends. */
  async resetPassword(token: string, password: string, actor: Actor): Promise<void> {
    const { db, sessions, mailer } = this.deps;
    const passwordHash = await hashPassword(password);
    const { userId, ended, mailIds } = await db.transaction(async (tx) => {
      const userId = await this.consumeLink(tx, token, 'RESET_PASSWORD');
      const user = await findUserById(tx, userId);
      // The link came by e-mail, so whoever holds it controls the address.
      const updated = await updateUser(tx, userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? new Date() });
      await retireAuthTokens(tx, userId, 'RESET_PASSWORD');
      const ended = await sessions.endIn(tx, userId, {}, 'PASSWORD_RESET', actor);
      await this.deps.audit.record(tx, { kind: 'password.reset', actor, subjectUserId: userId, details: { sessionsEnded: ended.length } });
      const notice = passwordChangedNotice(updated, actor, new Date(), 'reset', this.deps.publicUrl);
      return { userId, ended, mailIds: [await mailer.queue(tx, { to: updated.email, ...notice })] };
    });
    await sessions.announce(userId, ended);
    await mailer.deliver(mailIds);
  }

  async verifyEmail(token: string): Promise<AccountView> {
    return this.deps.db.transaction(async (tx) => {
      const userId = await this.consumeLink(tx, token, 'VERIFY_EMAIL');
      const user = await findUserById(tx, userId);
      const verified = await updateUser(tx, userId, { emailVerifiedAt: user?.emailVerifiedAt ?? new Date() });
      await retireAuthTokens(tx, userId, 'VERIFY_EMAIL');
      if (!user?.emailVerifiedAt) await this.emailVerifying.emit(tx, userId);
      return presentAccount(verified);
    });
  }

  async resendVerification(userId: number): Promise<string> {
    const { db, mailer } = this.deps;
    const { email, mailIds } = await db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw invalidToken('Your account no longer exists. Sign in again.', 'NO_ACCOUNT');
      if (user.emailVerifiedAt) throw conflict('Your e-mail address is already verified.', 'ALREADY_VERIFIED');
      await retireAuthTokens(tx, user.id, 'VERIFY_EMAIL');
      return { email: user.email, mailIds: [await this.sendLink(tx, user, 'VERIFY_EMAIL')] };
    });
    await mailer.deliver(mailIds);
    return email;
  }

  /** Creates the configured admin, or brings an existing account of that e-mail up to it. */
  async ensureAdmin(admin: { email: string; password: string; name: string }, actor: Actor = SERVER_ACTOR): Promise<AccountView> {
    return this.ensureAccount({ ...admin, role: 'ROLE_ADMIN' }, actor);
  }

  /**
   * An account with exactly this role and password, verified (used for admins and demo data).
   * A new role is recorded as `role.changed`; a new password ends the account's sessions.
   */
  async ensureAccount(account: { email: string; password: string; name: string; role: Role }, actor: Actor = SERVER_ACTOR): Promise<AccountView> {
    const { db, sessions } = this.deps;
    const email = account.email.toLowerCase();
    const existing = await findUserByEmail(db, email);
    const passwordKept = await verifyPassword(existing?.passwordHash, account.password);
    const passwordHash = passwordKept ? existing!.passwordHash : await hashPassword(account.password);
    const { row, ended } = await db.transaction(async (tx) => {
      const row = existing
        ? await updateUser(tx, existing.id, { role: account.role, passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
        : await this.createAccount(tx, { name: account.name, email, passwordHash, role: account.role, emailVerifiedAt: new Date() });
      if (existing?.role !== row.role && (existing || row.role !== 'ROLE_USER')) {
        await this.deps.audit.record(tx, { kind: 'role.changed', actor, subjectUserId: row.id, details: { before: existing?.role ?? null, after: row.role } });
      }
      if (!existing || passwordKept) return { row, ended: [] };
      const ended = await sessions.endIn(tx, row.id, {}, 'PASSWORD_CHANGED', actor);
      await this.deps.audit.record(tx, { kind: 'password.changed', actor, subjectUserId: row.id, details: { sessionsEnded: ended.length } });
      return { row, ended };
    });
    await sessions.announce(row.id, ended);
    return presentAccount(row);
  }

  /**
   * An account nobody signs in to (no password): the demo's rivals, who enter contests through
   * the services. Made once; its wallet opens with the welcome bonus like any account's.
   */
  async ensurePasswordless(account: { email: string; name: string }): Promise<AccountView> {
    const { db } = this.deps;
    const email = account.email.toLowerCase();
    const existing = await findUserByEmail(db, email);
    if (existing) return presentAccount(existing);
    const row = await db.transaction((tx) =>
      this.createAccount(tx, { name: account.name, email, passwordHash: null, role: 'ROLE_USER', emailVerifiedAt: new Date() }),
    );
    return presentAccount(row);
  }

  private async sendLink(tx: Db, user: UserRow, purpose: TokenPurpose): Promise<number> {
    const token = crypto.randomBytes(32).toString('base64url');
    await insertAuthToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(this.deps.clock.now().getTime() + LINK_LIFETIME[purpose]),
    });
    const link = `${this.deps.publicUrl}${LINK_PATH[purpose]}?token=${token}`;
    const message =
      purpose === 'VERIFY_EMAIL'
        ? {
            subject: 'Verify your e-mail address for Crease',
            text:
              `Hi ${user.name},\n\nWelcome to Crease. Please confirm that this is your e-mail address by opening this link:\n\n` +
              `${link}\n\nThe link works once, within 48 hours. If you did not sign up for Crease, you can ignore this e-mail.\n\n— Crease`,
          }
        : {
            subject: 'Reset your Crease password',
            text:
              `Hi ${user.name},\n\nSomeone, hopefully you, asked to reset the password of your Crease account. ` +
              `Open this link to choose a new one:\n\n${link}\n\nThe link works once, within 1 hour. ` +
              `If you did not ask for it, ignore this e-mail and your password stays as it is.\n\n— Crease`,
          };
    return this.deps.mailer.queue(tx, { to: user.email, ...message });
  }

  private async consumeLink(tx: Db, token: string, purpose: TokenPurpose): Promise<number> {
    const tokenHash = hashLinkToken(token);
    const consumed = await consumeAuthToken(tx, tokenHash, purpose, this.deps.clock.now());
    if (consumed) return consumed.userId;
    const what = purpose === 'RESET_PASSWORD' ? 'reset link' : 'verification link';
    const again = purpose === 'RESET_PASSWORD' ? 'Ask for a new one.' : 'Sign in and ask for a new one.';
    const known = await findAuthToken(tx, tokenHash);
    if (known && known.purpose === purpose && !known.usedAt) throw badRequest(`This ${what} has expired. ${again}`, 'LINK_EXPIRED');
    if (known && known.purpose === purpose) throw badRequest(`This ${what} has already been used. ${again}`, 'LINK_USED');
    throw badRequest(`This ${what} is not valid. ${again}`, 'LINK_INVALID');
  }
}
