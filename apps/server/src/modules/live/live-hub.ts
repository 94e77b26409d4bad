import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '@crease/game';
import type { EventBus } from '../../lib/event-bus.ts';
import { messageFrame, messageFrameWithRows } from './stomp-frames.ts';

/** Someone subscribed to a destination: a STOMP subscription on one connection. */
export interface Subscriber {
  user: AuthUser;
  /** The client's id for the subscription (the `subscription` header of each MESSAGE). */
  subscriptionId: string;
  /** Sends a whole frame, already serialised. */
  deliver(frame: Buffer): void;
}

export interface TopicDefinition {
  /** e.g. /^\/topic\/contests\/(\d+)\/leaderboard$/ */
  pattern: RegExp;
  /** The current content of the topic, as JSON-ready data: the same for every subscriber. */
  load(params: string[]): Promise<unknown>;
  /** Refuses a subscriber who may not read the topic (throws an AppError saying why; a private one's outsiders get not found). */
  authorize?(params: string[], user: AuthUser): Promise<void>;
  /**
   * Rows only this subscriber gets, after the shared ones (their own entries far down a table).
   * Called once per subscriber and push, with what `load` returned; `load` must return an array.
   * Answer synchronously when the rows are at hand (a live table in memory): a promise costs a
   * turn per subscriber.
   */
  personalize?(params: string[], user: AuthUser, shared: unknown): unknown[] | Promise<unknown[]>;
}

const REFRESH_CHANNEL = 'live:refresh';

export interface LiveHubDeps {
  bus: EventBus;
  log: FastifyBaseLogger;
  /** The least time between two pushes of one topic. */
  pushIntervalMs?: number;
}

/**
 * Live topics and their subscribers on this process. A change anywhere (any process) calls
 * `refresh(destination)`; the event bus carries it to every process, and each one loads the
 * topic once and pushes it to its own subscribers — at most once per `pushIntervalMs` per
 * topic, however fast the changes come (the last change always gets through). A push serialises
 * the body once and each distinct frame once (clients mostly share subscription ids), so
 * thousands of subscribers cost a socket write each.
 */
export class LiveHub {
  private readonly topics: TopicDefinition[] = [];
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly throttles = new Map<string, { timer: NodeJS.Timeout; dirty: boolean }>();
  private readonly unsubscribeBus: () => void;
  private messageSeq = 0;

  private readonly pushIntervalMs: number;

  constructor(private readonly deps: LiveHubDeps) {
    this.pushIntervalMs = deps.pushIntervalMs ?? 250;
    this.unsubscribeBus = deps.bus.subscribe(REFRESH_CHANNEL, (message) => {
      const { destination } = message as { destination: string };
      if (this.subscribers.has(destination)) this.schedulePush(destination);
    });
  }

  addTopic(topic: TopicDefinition): void {
    this.topics.push(topic);
  }

  /** The topic a destination names, or undefined when there is none. */
  resolve(destination: string): { topic: TopicDefinition; params: string[] } | undefined {
    for (const topic of this.topics) {
      const match = topic.pattern.exec(destination);
      if (match) return { topic, params: match.slice(1) };
    }
    return undefined;
  }

  /** Adds a subscriber and sends it the topic's current content at once. */
  async subscribe(destination: string, subscriber: Subscriber): Promise<void> {
    const resolved = this.resolve(destination);
    if (!resolved) throw new Error(`Unknown destination ${destination}`);
    await resolved.topic.authorize?.(resolved.params, subscriber.user);
    let set = this.subscribers.get(destination);
    if (!set) {
      set = new Set();
      this.subscribers.set(destination, set);
    }
    set.add(subscriber);
    const shared = await resolved.topic.load(resolved.params);
    await this.send(destination, resolved, shared, JSON.stringify(shared), [subscriber]);
  }

  unsubscribe(destination: string, subscriber: Subscriber): void {
    const set = this.subscribers.get(destination);
    if (!set) return;
    set.delete(subscriber);
    if (!set.size) this.subscribers.delete(destination);
  }

  /** How many subscribers this process has on a destination. */
  subscriberCount(destination: string): number {
    return this.subscribers.get(destination)?.size ?? 0;
  }

  /** Tells every process that a topic changed. */
  refresh(destination: string): Promise<void> {
    return this.deps.bus.publish(REFRESH_CHANNEL, { destination });
  }

  /**
   * A topic changed, and every process hears of the change by itself (a scoring event reaches
   * them all): push to this process's subscribers only, with the same throttle.
   */
  refreshHere(destination: string): void {
    if (this.subscribers.has(destination)) this.schedulePush(destination);
  }

  close(): void {
    this.unsubscribeBus();
    for (const { timer } of this.throttles.values()) clearTimeout(timer);
    this.throttles.clear();
    this.subscribers.clear();
  }

  private schedulePush(destination: string): void {
    const throttle = this.throttles.get(destination);
    if (throttle) {
      throttle.dirty = true;
      return;
    }
    void this.push(destination);
    const cooldown = () => {
      const current = this.throttles.get(destination);
      if (current?.dirty) {
        current.dirty = false;
        void this.push(destination);
        current.timer = setTimeout(cooldown, this.pushIntervalMs);
      } else {
        this.throttles.delete(destination);
      }
    };
    this.throttles.set(destination, { timer: setTimeout(cooldown, this.pushIntervalMs), dirty: false });
  }

  private async push(destination: string): Promise<void> {
    const set = this.subscribers.get(destination);
    const resolved = this.resolve(destination);
    if (!set?.size || !resolved) return;
    try {
      const shared = await resolved.topic.load(resolved.params);
      await this.send(destination, resolved, shared, JSON.stringify(shared), set);
    } catch (error) {
      this.deps.log.error({ err: error, destination }, 'live topic failed to load');
    }
  }

  private async send(
    destination: string,
    { topic, params }: { topic: TopicDefinition; params: string[] },
    shared: unknown,
    body: string,
    subscribers: Iterable<Subscriber>,
  ): Promise<void> {
    const messageId = String(++this.messageSeq);
    const frames = new Map<string, Buffer>();
    let sharedBytes: Buffer | undefined;
    const deliver = (subscriber: Subscriber, own: unknown[]) => {
      if (own.length > 0) {
        sharedBytes ??= Buffer.from(body, 'utf8');
        subscriber.deliver(messageFrameWithRows(destination, subscriber.subscriptionId, messageId, sharedBytes, own));
        return;
      }
      let frame = frames.get(subscriber.subscriptionId);
      if (!frame) {
        frame = messageFrame(destination, subscriber.subscriptionId, messageId, body);
        frames.set(subscriber.subscriptionId, frame);
      }
      subscriber.deliver(frame);
    };
    const waiting: Promise<void>[] = [];
    for (const subscriber of subscribers) {
      const own = topic.personalize?.(params, subscriber.user, shared) ?? [];
      if (Array.isArray(own)) deliver(subscriber, own);
      else waiting.push(own.then((rows) => deliver(subscriber, rows)));
    }
    await Promise.all(waiting);
  }
}

