import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '@crease/game';
import { LEASE_RENEW_MS, type Lease, type SlotLeases } from '../../lib/slot-leases.ts';
import type { Subscriber } from './live-hub.ts';
import { messageFrame } from './stomp-frames.ts';

/** The words a client reads when its session ends while it is connected. */
export const SESSION_ENDED = 'Your session has ended: sign in again.';

/** An open live connection, as the registry sees it. */
export interface LiveConnection {
  /** Ends it: an ERROR frame with this message and detail, then the socket closes. */
  end(message: string, detail: string): void;
}

/** What `admit` answers: in, the account holds all its connections, or the session has just ended. */
export type Admission = 'admitted' | 'too-many' | 'ended';

export interface LiveConnectionsDeps {
  /** The account's slots: in this process, or in Redis for every process of the deployment. */
  leases: SlotLeases;
  log: FastifyBaseLogger;
  connectionsPerUser: number;
}

interface Held {
  connection: LiveConnection;
  user: AuthUser;
  sessionId: string;
  lease: Lease;
}

/** How long an ended session stays refused here without asking: a CONNECT whose check began before the end. */
const ENDED_REMEMBERED_MS = 30_000;

/**
 * The open connections of the live channel on this process, by account and session: at most
 * `connectionsPerUser` per account (counted through `SlotLeases`, so across processes with
 * Redis), and every connection of a session closed when the session ends.
 */
export class LiveConnections {
  private readonly held = new Map<LiveConnection, Held>();
  private readonly byUser = new Map<number, Set<Held>>();
  private readonly ended = new Map<string, number>();
  private readonly processId = crypto.randomBytes(6).toString('hex');
  private seq = 0;
  private readonly renewal: NodeJS.Timeout;
  /** The per-user queues a client may subscribe to (`/user/queue/<name>`), and who has, by account. */
  private readonly userQueues = new Set<string>();
  private readonly queueSubscribers = new Map<number, Map<Subscriber, string>>();
  private messageSeq = 0;

  constructor(private readonly deps: LiveConnectionsDeps) {
    // One renewal per process for all its connections, rather than a write per heart-beat.
    this.renewal = setInterval(() => void this.renew(), LEASE_RENEW_MS);
    this.renewal.unref();
  }

  /**
   * Counts a signed-in connection against its account. It is known to `endSessions` from here on,
   * even while the count is being taken.
   */
  async admit(connection: LiveConnection, user: AuthUser, sessionId: string): Promise<Admission> {
    if (this.ended.has(endedKey(user.id, sessionId))) return 'ended';
    const entry: Held = { connection, user, sessionId, lease: { key: `live-connections:${user.id}`, holder: `${this.processId}:${++this.seq}` } };
    this.held.set(connection, entry);
    let own = this.byUser.get(user.id);
    if (!own) {
      own = new Set();
      this.byUser.set(user.id, own);
    }
    own.add(entry);
    let taken: boolean;
    try {
      taken = await this.deps.leases.take(entry.lease.key, entry.lease.holder, this.deps.connectionsPerUser);
    } catch (error) {
      // Redis is down: the limit holds in this process at least, and signed-in players keep their live tables.
      this.deps.log.warn({ err: error }, 'live connections could not be counted across processes; counting this process only');
      taken = own.size <= this.deps.connectionsPerUser;
    }
    if (!taken) {
      this.forget(connection);
      return 'too-many';
    }
    return 'admitted';
  }

  /** The connection closed: its slot is free again. Safe to call for one never admitted. */
  release(connection: LiveConnection): void {
    const entry = this.forget(connection);
    if (!entry) return;
    this.deps.leases.release(entry.lease.key, entry.lease.holder).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'a live connection slot could not be released; it expires by itself');
    });
  }

  /**
   * These sessions of the user have ended (signed out, the password changed): each of their open
   * connections on this process gets an ERROR frame and closes. Every process is told of it.
   */
  endSessions(userId: number, sessionIds: readonly (string | number)[]): void {
    const now = Date.now();
    for (const [key, at] of this.ended) if (now - at > ENDED_REMEMBERED_MS) this.ended.delete(key);
    const ending = new Set(sessionIds.map(String));
    for (const sessionId of ending) this.ended.set(endedKey(userId, sessionId), now);
    for (const entry of [...(this.byUser.get(userId) ?? [])]) {
      if (ending.has(entry.sessionId)) entry.connection.end('Session ended', SESSION_ENDED);
    }
  }

  /** The sessions of a user's open connections here, one entry per connection. */
  connectionsOf(userId: number): { sessionId: string }[] {
    return [...(this.byUser.get(userId) ?? [])].map((entry) => ({ sessionId: entry.sessionId }));
  }

  close(): void {
    clearInterval(this.renewal);
  }

  /** Lets clients subscribe to `/user/queue/<name>`: each hears only what is sent to their own account. */
  addUserQueue(name: string): void {
    this.userQueues.add(`/user/queue/${name}`);
  }

  isUserQueue(destination: string): boolean {
    return this.userQueues.has(destination);
  }

  subscribeUserQueue(destination: string, subscriber: Subscriber): void {
    let own = this.queueSubscribers.get(subscriber.user.id);
    if (!own) {
      own = new Map();
      this.queueSubscribers.set(subscriber.user.id, own);
    }
    own.set(subscriber, destination);
  }

  unsubscribeUserQueue(subscriber: Subscriber): void {
    const own = this.queueSubscribers.get(subscriber.user.id);
    own?.delete(subscriber);
    if (own?.size === 0) this.queueSubscribers.delete(subscriber.user.id);
  }

  /**
   * A message for one account: every connection of it on this process subscribed to the queue
   * gets it (app.ts calls this in every process, from the event bus).
   */
  sendToUser(userId: number, name: string, body: unknown): void {
    const own = this.queueSubscribers.get(userId);
    if (!own) return;
    const destination = `/user/queue/${name}`;
    const text = JSON.stringify(body);
    const messageId = `${this.processId}-q${(this.messageSeq += 1)}`;
    for (const [subscriber, subscribed] of own) {
      if (subscribed === destination) subscriber.deliver(messageFrame(destination, subscriber.subscriptionId, messageId, text));
    }
  }

  private forget(connection: LiveConnection): Held | undefined {
    const entry = this.held.get(connection);
    if (!entry) return undefined;
    this.held.delete(connection);
    const own = this.byUser.get(entry.user.id);
    own?.delete(entry);
    if (own?.size === 0) this.byUser.delete(entry.user.id);
    return entry;
  }

  private async renew(): Promise<void> {
    try {
      await this.deps.leases.renew([...this.held.values()].map((entry) => entry.lease));
    } catch (error) {
      this.deps.log.warn({ err: error }, 'live connection slots could not be renewed');
    }
  }
}

const endedKey = (userId: number, sessionId: string) => `${userId}:${sessionId}`;
