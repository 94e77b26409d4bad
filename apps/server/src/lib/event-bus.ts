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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Redis pub/sub: one connection publishes, a second one (in subscriber mode) listens. */
export class RedisEventBus implements EventBus {
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  constructor(
    private readonly publisher: Redis,
    private readonly prefix: string,
  ) {
    this.subscriber = publisher.duplicate();
    this.subscriber.on('message', (channel: string, payload: string) => {
      const handlers = this.handlers.get(channel);
      if (!handlers) return;
      const message: unknown = JSON.parse(payload);
      for (const handler of handlers) handler(message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(`${this.prefix}${channel}`, JSON.stringify(message));
  }

  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    const key = `${this.prefix}${channel}`;
    let handlers = this.handlers.get(key);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(key, handlers);
      void this.subscriber.subscribe(key);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (!handlers.size) {
        this.handlers.delete(key);
        void this.subscriber.unsubscribe(key);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.subscriber.quit().catch(() => {});
  }
}
