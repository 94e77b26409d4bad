import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '@crease/game';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Subscriber } from './live-hub.ts';
import { messageFrame } from './stomp-frames.ts';

/**
 * A destination of events (each message once, as it happens; nothing on subscribe), unlike the
 * hub's topics, which send their whole content. Two kinds:
 * - a user destination, `/user/queue/<name>`: each subscriber hears only what is sent to their
 *   own account, on every connection of that account (`sendToUser`);
 * - a broadcast destination (`/topic/admin/support`): every subscriber `authorize` lets in.
 */
export interface EventDestination {
  /** e.g. /^\/user\/queue\/support$/ */
  pattern: RegExp;
  /** Per account (`/user/queue/...`) or to every subscriber. */
  perUser: boolean;
  /** Refuses a subscriber who may not hear it (throws an AppError saying why). */
  authorize?(user: AuthUser): void | Promise<void>;
}

const USER_CHANNEL = 'live:user-event';
const BROADCAST_CHANNEL = 'live:broadcast-event';

export interface LiveEventsDeps {
  bus: EventBus;
  log: FastifyBaseLogger;
}

/**
 * Events to accounts and to audiences, on every process: `sendToUser` and `broadcast` publish on
 * the event bus (Redis between processes), and each process delivers to its own subscribers.
 * A user destination reaches every open connection of that account, wherever it is connected;
 * a subscriber never hears another account's events, whatever destination it names.
 */
export class LiveEvents {
  private readonly destinations: EventDestination[] = [];
  /** Subscribers by `<userId> <destination>` for user destinations, by destination for broadcasts. */
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly processId = crypto.randomBytes(4).toString('hex');
  private seq = 0;
  private readonly unsubscribeBus: (() => void)[];

  constructor(private readonly deps: LiveEventsDeps) {
    this.unsubscribeBus = [
      deps.bus.subscribe(USER_CHANNEL, (message) => {
        const { userId, destination, body } = message as { userId: number; destination: string; body: string };
        this.deliver(userKey(userId, destination), destination, body);
      }),
      deps.bus.subscribe(BROADCAST_CHANNEL, (message) => {
        const { destination, body } = message as { destination: string; body: string };
        this.deliver(destination, destination, body);
      }),
    ];
  }

  addDestination(destination: EventDestination): void {
    this.destinations.push(destination);
  }

  /** The event destination a SUBSCRIBE names, or undefined (then it may be one of the hub's topics). */
  resolve(destination: string): EventDestination | undefined {
    return this.destinations.find((each) => each.pattern.test(destination));
  }

  async subscribe(destination: string, subscriber: Subscriber): Promise<void> {
    const definition = this.resolve(destination);
    if (!definition) throw new Error(`Unknown destination ${destination}`);
    await definition.authorize?.(subscriber.user);
    const key = definition.perUser ? userKey(subscriber.user.id, destination) : destination;
    let set = this.subscribers.get(key);
    if (!set) {
      set = new Set();
      this.subscribers.set(key, set);
    }
    set.add(subscriber);
  }

  unsubscribe(destination: string, subscriber: Subscriber): void {
    const definition = this.resolve(destination);
    if (!definition) return;
    const key = definition.perUser ? userKey(subscriber.user.id, destination) : destination;
    const set = this.subscribers.get(key);
    set?.delete(subscriber);
    if (set?.size === 0) this.subscribers.delete(key);
  }

  /** Sends an event to every connection of one account that subscribed to `destination`, on every process. */
  sendToUser(userId: number, destination: string, payload: unknown): Promise<void> {
    return this.deps.bus.publish(USER_CHANNEL, { userId, destination, body: JSON.stringify(payload) });
  }

  /** Sends an event to every subscriber of a broadcast destination, on every process. */
  broadcast(destination: string, payload: unknown): Promise<void> {
    return this.deps.bus.publish(BROADCAST_CHANNEL, { destination, body: JSON.stringify(payload) });
  }

  close(): void {
    for (const unsubscribe of this.unsubscribeBus) unsubscribe();
    this.subscribers.clear();
  }

  private deliver(key: string, destination: string, body: string): void {
    const set = this.subscribers.get(key);
    if (!set?.size) return;
    const messageId = `${this.processId}-${(this.seq += 1)}`;
    const frames = new Map<string, Buffer>();
    for (const subscriber of set) {
      let frame = frames.get(subscriber.subscriptionId);
      if (!frame) {
        frame = messageFrame(destination, subscriber.subscriptionId, messageId, body);
        frames.set(subscriber.subscriptionId, frame);
      }
      try {
        subscriber.deliver(frame);
      } catch (error) {
        this.deps.log.warn({ err: error, destination }, 'a live event could not be delivered');
      }
    }
  }
}

const userKey = (userId: number, destination: string) => `${userId} ${destination}`;
