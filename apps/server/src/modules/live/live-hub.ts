import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '@crease/game';
import type { EventBus } from '../../lib/event-bus.ts';

/** Someone subscribed to a destination: a STOMP subscription on one connection. */
export interface Subscriber {
  user: AuthUser;
  send(body: string): void;
}

export interface TopicDefinition {
  /** e.g. /^\/topic\/contests\/(\d+)\/leaderboard$/ */
  pattern: RegExp;
  /** The current content of the topic, as JSON-ready data. */
  load(params: string[]): Promise<unknown>;
}

const REFRESH_CHANNEL = 'live:refresh';

/**
 * Live topics and their subscribers on this process. A change anywhere (any process) calls
 * `refresh(destination)`; the event bus carries it to every process, and each one loads the
 * topic once and pushes it to its own subscribers — at most once per `pushIntervalMs` per
 * topic, however fast the changes come (the last change always gets through).
 */
export class LiveHub {
  private readonly topics: TopicDefinition[] = [];
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly throttles = new Map<string, { timer: NodeJS.Timeout; dirty: boolean }>();
  private readonly unsubscribeBus: () => void;

  constructor(
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
    private readonly pushIntervalMs = 250,
  ) {
    this.unsubscribeBus = bus.subscribe(REFRESH_CHANNEL, (message) => {
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
    let set = this.subscribers.get(destination);
    if (!set) {
      set = new Set();
      this.subscribers.set(destination, set);
    }
    set.add(subscriber);
    subscriber.send(JSON.stringify(await resolved.topic.load(resolved.params)));
  }

  unsubscribe(destination: string, subscriber: Subscriber): void {
    const set = this.subscribers.get(destination);
    if (!set) return;
    set.delete(subscriber);
    if (!set.size) this.subscribers.delete(destination);
  }

  /** Tells every process that a topic changed. */
  refresh(destination: string): Promise<void> {
    return this.bus.publish(REFRESH_CHANNEL, { destination });
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
      const body = JSON.stringify(await resolved.topic.load(resolved.params));
      for (const subscriber of set) subscriber.send(body);
    } catch (error) {
      this.log.error({ err: error, destination }, 'live topic failed to load');
    }
  }
}
