import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Messages between the parts of the server, and between server processes when it is Redis:
 * an event published on one process reaches the subscribers of every process.
 */
export interface EventBus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
  /**
   * Calls `handler` each time messages from other processes may have been missed (the
   * connection between them came back): what follows them is read again.
   */
  onReconnect(handler: () => void): () => void;
}

export class InMemoryEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: unknown): Promise<void> {
    // Delivered after the publisher's turn, as Redis would, so no code relies on it being immediate.
    queueMicrotask(() => this.emitter.emit(channel, message));
  }

  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    this.emitter.on(channel, handler);
    return () => this.emitter.off(channel, handler);
  }

  onReconnect(): () => void {
    // One process: nothing is ever missed.
    return () => {};
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Another process's messages may have been lost: read again what is kept (see RedisEventBus). */
const RESYNC_CHANNEL = 'bus:resync';

/** What the Redis bus tells about its connection (app.ts logs it). */
export interface BusLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Redis pub/sub: one connection publishes, a second one (in subscriber mode) listens. This
 * process's own subscribers hear its messages straight away, never through Redis: while Redis
 * is down (or a publish fails) the process goes on working alone, its own live tables moving,
 * and only the other processes miss what it published. When the subscriber connection comes
 * back, every channel is subscribed again and `onReconnect`'s handlers are told, so that what
 * may have been missed meanwhile is read again from the database; and when its publishing
 * connection comes back, it tells every process to do the same (what it published meanwhile
 * reached none of them).
 */
export class RedisEventBus implements EventBus {
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();
  private readonly reconnectHandlers = new Set<() => void>();
  /** Told apart from the other processes' messages: its own are delivered here without Redis. */
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private everReady = false;
  private down = false;
  /** Messages Redis did not take (published here only), for the metrics. */
  publishFailures = 0;
  /** Times the subscriber connection came back, for the metrics. */
  reconnects = 0;

  constructor(
    private readonly publisher: Redis,
    private readonly prefix: string,
    private readonly log?: BusLog,
  ) {
    this.subscriber = publisher.duplicate();
    this.subscriber.on('message', (channel: string, payload: string) => {
      const handlers = this.handlers.get(channel);
      if (!handlers) return;
      const { o: origin, m: message } = JSON.parse(payload) as { o: string; m: unknown };
      if (origin === this.origin) return;
      for (const handler of handlers) handler(message);
    });
    this.subscriber.on('ready', () => this.ready());
    // What this process published while Redis was down reached no other: when its publishing
    // connection is back, it tells them all to read again what they keep.
    let publisherWasReady = publisher.status === 'ready';
    publisher.on('ready', () => {
      if (publisherWasReady) void this.publish(RESYNC_CHANNEL, {});
      publisherWasReady = true;
    });
    this.subscribe(RESYNC_CHANNEL, () => this.resync());
    this.subscriber.on('error', (error: Error) => this.lost(error));
    this.subscriber.on('end', () => this.lost(new Error('the subscriber connection ended')));
    this.subscriber.on('close', () => this.lost(new Error('the subscriber connection closed')));
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const key = `${this.prefix}${channel}`;
    // Here first, after the publisher's turn (as Redis would deliver it).
    const handlers = this.handlers.get(key);
    if (handlers) queueMicrotask(() => {
      for (const handler of handlers) handler(message);
    });
    if (this.publisher.status !== 'ready') {
      this.publishFailures += 1;
      return;
    }
    // Not waited for: this process has its copy, the others get theirs when Redis passes it on
    // (in order: one connection), and a Redis that hangs must not hold up the change that published.
    this.publisher.publish(key, JSON.stringify({ o: this.origin, m: message })).catch((error: Error) => {
      this.publishFailures += 1;
      this.lost(error);
    });
  }

  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    const key = `${this.prefix}${channel}`;
    let handlers = this.handlers.get(key);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(key, handlers);
      // While Redis is down this fails; the subscription is made again when it is back (ready()).
      this.subscriber.subscribe(key).catch(() => {});
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (!handlers.size) {
        this.handlers.delete(key);
        this.subscriber.unsubscribe(key).catch(() => {});
      }
    };
  }

  /** Calls `handler` each time the connection to Redis comes back after it was lost. */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.reconnectHandlers.clear();
    this.everReady = false;
    await this.subscriber.quit().catch(() => {});
  }

  private lost(error: Error): void {
    if (this.down || !this.everReady) return;
    this.down = true;
    this.log?.warn({ err: error }, 'Redis is unreachable: events reach this process only until it is back');
  }

  private ready(): void {
    if (!this.everReady) {
      this.everReady = true;
      return;
    }
    this.down = false;
    this.reconnects += 1;
    // Every channel again, whatever ioredis remembered (a subscription made while it was down failed).
    if (this.handlers.size > 0) this.subscriber.subscribe(...this.handlers.keys()).catch(() => {});
    this.log?.info('Redis is reachable again: events reach every process; what may have been missed is read again');
    this.resync();
  }

  private resync(): void {
    for (const handler of this.reconnectHandlers) handler();
  }
}
