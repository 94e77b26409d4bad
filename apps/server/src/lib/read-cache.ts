import type { EventBus } from './event-bus.ts';

export interface CachedBody {
  /** The answer, already serialised to JSON. */
  json: string;
  /** When it stops being true by itself (a start time passing), in ms since the epoch. */
  validUntil: number;
}

interface Cached {
  body: Buffer;
  validUntil: number;
}

/**
 * Answers of read-mostly lists, kept serialised. Every write calls `invalidate()` after its
 * transaction commits; through the event bus, so do the other server processes. A load that
 * began before an invalidation is answered but not kept, so a stale list is never cached.
 */
export class ReadCache {
  private readonly entries = new Map<string, Cached>();
  private readonly loading = new Map<string, Promise<Cached>>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    private readonly channel: string,
  ) {
    this.unsubscribe = bus.subscribe(channel, () => this.clear());
  }

  /** The answer as UTF-8 bytes, encoded once: a large list is not re-encoded on every reply. */
  async get(key: string, now: number, load: () => Promise<CachedBody>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached && now < cached.validUntil) return cached.body;
    // Concurrent misses share one load instead of each querying the database.
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      const started = load()
        .then(({ json, validUntil }): Cached => ({ body: Buffer.from(json), validUntil }))
        .finally(() => {
        if (this.loading.get(key) === started) this.loading.delete(key);
      });
      pending = started;
      this.loading.set(key, started);
      void pending.then(
        (body) => {
          if (generation === this.generation) this.entries.set(key, body);
        },
        () => {},
      );
    }
    return (await pending).body;
  }

  /** Forgets every answer here and in the other processes. */
  async invalidate(): Promise<void> {
    this.clear();
    await this.bus.publish(this.channel, { at: Date.now() });
  }

  close(): void {
    this.unsubscribe();
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
