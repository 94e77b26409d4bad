import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser, SessionEndReason, SessionView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AccessTokens, Authentication } from '../../lib/access-tokens.ts';
import type { Actor, SignedInActor } from '../../lib/actor.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { Listeners } from '../../lib/listeners.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { presentSession } from './auth.presenter.ts';
import {
  endSessions,
  findSessionState,
  hasSignedInFrom,
  insertSession,
  listLiveSessions,
  touchSessions,
  usedAddressBetween,
  type SessionPosition,
  type SessionRow,
} from './auth.queries.ts';

export type { SessionPosition };

/** Sessions that ended, as every process hears it. */
export interface SessionsEnded {
  userId: number;
  sessionIds: string[];
}

export interface SessionsDeps {
  db: Db;
  tokens: AccessTokens;
  /** Tells every process which sessions ended (Redis when there are several). */
  bus: EventBus;
  audit: AuditService;
  log: FastifyBaseLogger;
}

const ENDED_CHANNEL = 'sessions:ended';
/** How often a session's last use is written, at most (off the request path, in batches). */
const TOUCH_EVERY_MS = 60_000;
const FLUSH_EVERY_MS = 15_000;
/** Sessions kept in memory; past it the oldest go (and cost one read when they come back). */
const CACHE_SIZE = 100_000;

interface Known {
  /** 0 for a session that is not in the database (its account gone). */
  userId: number;
  ended: boolean;
  /** When this process last marked it seen (Date.now()). */
  touchedAt: number;
}

/**
 * Where each account is signed in. Every sign-in opens a session, named by its token's `sid`;
 * a token is accepted only while its session has not ended.
 *
 * Checking costs no database read per request: each process keeps the sessions it has checked in
 * memory (one read the first time). A session ends in one transaction (logout, signed out by its
 * owner, a password change or reset); the process that ended it refuses it at once, and every
 * process hears of it on the event bus (`sessions:ended`: Redis pub/sub when there are several,
 * milliseconds apart), marks it ended, and tells `ended`'s listeners (the live channel closes its
 * connections). Last use is written at most once a minute per session, in batches; a session the
 * batch finds ended (a message missed) is refused from then on too.
 *
 * Session times are the real time, not the services' clock: they follow the token's expiry,
 * which is the real time.
 */
export class SessionsService {
  /** In every process, after sessions ended in any (app.ts wires the live channel to it). */
  readonly ended = new Listeners<[event: SessionsEnded]>();
  private readonly known = new Map<string, Known>();
  private readonly loading = new Map<string, Promise<Known>>();
  private readonly seen = new Set<string>();
  private readonly flushTimer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: SessionsDeps) {
    this.unsubscribe = deps.bus.subscribe(ENDED_CHANNEL, (message) => {
      const event = message as SessionsEnded;
      this.markEnded(event.sessionIds);
      this.ended.emit(event).catch((error: unknown) => deps.log.error({ err: error }, 'following ended sessions failed'));
    });
    this.flushTimer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.flushTimer.unref();
  }

  /**
   * Opens a session for a sign-in, in the caller's transaction, and records a sign-in from a
   * browser and address this account has not signed in from before. Returns the token.
   */
  /**
   * Whether one of the user's sessions was in use from this address within `windowMs` of `at`
   * (Refer and Earn holds a friend who signed up from the referrer's address). `db` may be a transaction.
   */
  usedAddressNear(db: Db, userId: number, ip: string, at: Date, windowMs: number): Promise<boolean> {
    return usedAddressBetween(db, userId, ip, { from: new Date(at.getTime() - windowMs), to: new Date(at.getTime() + windowMs) });
  }

  async open(tx: Db, user: AuthUser, client: Actor, method: 'password' | 'google'): Promise<string> {
    const now = new Date();
    const device = { userAgent: client.userAgent, ip: client.ip };
    const newDevice = !(await hasSignedInFrom(tx, user.id, device));
    const session = await insertSession(tx, {
      id: crypto.randomBytes(16).toString('base64url'),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.deps.tokens.ttlSeconds * 1000),
      ...device,
    });
    if (newDevice) {
      await this.deps.audit.record(tx, {
        kind: 'sign_in.new_device',
        actor: { ...client, userId: user.id, sessionId: session.id },
        subjectUserId: user.id,
        details: { sessionId: session.id, method, userAgent: device.userAgent },
      });
    }
    return this.deps.tokens.sign(user, session);
  }

  /**
   * The one check of a bearer token, for every route and the live channel: signed by this server,
   * not expired, and its session not ended (from memory after the first time).
   */
  async authenticate(token: string): Promise<Authentication> {
    const check = await this.deps.tokens.check(token);
    if (!check.ok) return check;
    const sessionId = check.sessionId;
    if (!sessionId) return { ok: false, reason: 'invalid' };
    const session = this.known.get(sessionId) ?? (await this.load(sessionId));
    if (session.userId !== check.user.id) return { ok: false, reason: 'invalid' };
    if (session.ended) return { ok: false, reason: 'ended' };
    const now = Date.now();
    if (now - session.touchedAt >= TOUCH_EVERY_MS) {
      session.touchedAt = now;
      this.seen.add(sessionId);
    }
    return { ok: true, user: check.user, sessionId };
  }

  /** A person's sessions that have not ended, newest first; `current` marks the caller's. */
  async list(userId: number, currentId: string, page: { limit: number; before?: SessionPosition | undefined }): Promise<SessionView[]> {
    const rows = await listLiveSessions(this.deps.db, userId, new Date(), page);
    return rows.map((row) => presentSession(row, currentId));
  }

  /** Ends one of the caller's own sessions (404 for one that is not theirs or has ended). */
  async endOne(actor: SignedInActor, sessionId: string, how: 'LOGOUT' | 'SIGNED_OUT'): Promise<void> {
    const ended = await this.deps.db.transaction((tx) => this.endIn(tx, actor.userId, { only: sessionId }, how, actor));
    if (ended.length === 0) throw notFound(`Session ${sessionId} was not found among your sessions.`);
    await this.announce(actor.userId, ended);
  }

  /** Ends every session of the caller's but the one they asked from. */
  async endOthers(actor: SignedInActor): Promise<void> {
    const ended = await this.deps.db.transaction((tx) => this.endIn(tx, actor.userId, { except: actor.sessionId }, 'SIGNED_OUT', actor));
    await this.announce(actor.userId, ended);
  }

  /**
   * Ends sessions in the caller's transaction (a password change or reset), each recorded as
   * `session.ended`. Once it commits, the caller announces them (`announce`).
   */
  async endIn(tx: Db, userId: number, which: { only?: string; except?: string | null }, how: SessionEndReason, actor: Actor): Promise<string[]> {
    const ended = await endSessions(tx, userId, which, { at: new Date(), reason: how });
    await this.deps.audit.recordAll(tx, ended.map((session) => endedEvent(session, how, actor)));
    return ended.map((session) => session.id);
  }

  /** After the commit: refused here at once, and in every process once it hears (and the listeners told). */
  async announce(userId: number, sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.markEnded(sessionIds);
    await this.deps.bus.publish(ENDED_CHANNEL, { userId, sessionIds } satisfies SessionsEnded);
  }

  /** Writes what was seen since the last time, and stops. */
  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    this.unsubscribe();
    await this.flush();
  }

  private markEnded(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      const known = this.known.get(id);
      if (known) known.ended = true;
      // Kept even when unknown here: a read of it under way must not bring it back as live.
      else this.remember(id, { userId: 0, ended: true, touchedAt: 0 });
    }
  }

  /** One read per session per process, shared by the requests that ask at once. */
  private load(sessionId: string): Promise<Known> {
    let loading = this.loading.get(sessionId);
    if (!loading) {
      loading = findSessionState(this.deps.db, sessionId)
        .then((state) => {
          // An end heard while reading wins over what the read saw.
          const heard = this.known.get(sessionId);
          if (heard) return heard;
          const known = { userId: state?.userId ?? 0, ended: state?.ended ?? true, touchedAt: Date.now() };
          this.remember(sessionId, known);
          return known;
        })
        .finally(() => this.loading.delete(sessionId));
      this.loading.set(sessionId, loading);
    }
    return loading;
  }

  private remember(sessionId: string, known: Known): void {
    if (this.known.size >= CACHE_SIZE) this.known.delete(this.known.keys().next().value!);
    this.known.set(sessionId, known);
  }

  /** Last use, written in one statement; what it finds ended is refused from now on. */
  private flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.seen.size === 0) return;
      const ids = [...this.seen];
      this.seen.clear();
      try {
        const live = new Set((await touchSessions(this.deps.db, ids, new Date())).map((row) => row.id));
        const byUser = new Map<number, string[]>();
        for (const id of ids) {
          const known = this.known.get(id);
          if (live.has(id) || !known || known.ended) continue;
          byUser.set(known.userId, [...(byUser.get(known.userId) ?? []), id]);
        }
        for (const [userId, sessionIds] of byUser) {
          this.markEnded(sessionIds);
          await this.ended.emit({ userId, sessionIds });
        }
      } catch (error) {
        this.deps.log.warn({ err: error }, 'writing when sessions were last used failed');
      }
    });
    return this.flushing;
  }
}

function endedEvent(session: SessionRow, how: SessionEndReason, actor: Actor) {
  return {
    kind: 'session.ended',
    actor,
    subjectUserId: session.userId,
    details: { sessionId: session.id, how, userAgent: session.userAgent, signedInFrom: session.ip },
  };
}
