import type { EventBus } from './event-bus.ts';

export interface CachedBody {
  /** The answer, already serialised to JSON. */
  json: string;
  /** Headers that go with it (the list's total). */
  headers?: Record<string, string>;
  /** A page's next position, when one follows (the route makes the Link of it). */
  next?: string | undefined;
  /** When it stops being true by itself (a start time passing), in ms since the epoch. */
  validUntil: number;
}

/** A cached answer: its body as UTF-8 bytes, encoded once, and its headers. */
export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
  next?: string | undefined;
}

interface Cached extends CachedAnswer {
  validUntil: number;
}

/** How many answers a cache keeps by default: the pages people read most, not every position asked for. */
export const READ_CACHE_ENTRIES = 1_000;

/**
 * Answers of read-mostly lists, kept serialised. Every write calls `invalidate()` after its
 * transaction commits; through the event bus, so do the other server processes. A load that
 * began before an invalidation is answered but not kept, so a stale list is never cached.
 * It holds at most `maxEntries` answers, the least recently read going first: a page is kept per
 * filter, size and position, and anyone can ask for positions without end.
 */
export class ReadCache {
  private readonly entries = new Map<string, Cached>();
  private readonly loading = new Map<string, Promise<Cached>>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    private readonly channel: string,
    private readonly maxEntries = READ_CACHE_ENTRIES,
  ) {
    this.unsubscribe = bus.subscribe(channel, () => this.clear());
  }

  /** The answer as UTF-8 bytes, encoded once (a large list is not re-encoded on every reply), with its headers. */
  async get(key: string, now: number, load: () => Promise<CachedBody>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && now < cached.validUntil) {
      // Read again: now the most recent (a Map keeps its keys in the order they were set).
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    // Concurrent misses share one load instead of each querying the database.
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      const started = load()
        .then(({ json, headers, next, validUntil }): Cached => ({ body: Buffer.from(json), headers: headers ?? {}, next, validUntil }))
        .finally(() => {
        if (this.loading.get(key) === started) this.loading.delete(key);
      });
      pending = started;
      this.loading.set(key, started);
      void pending.then(
        (body) => {
          if (generation !== this.generation) return;
          this.entries.delete(key);
          this.entries.set(key, body);
          for (const oldest of this.entries.keys()) {
            if (this.entries.size <= this.maxEntries) break;
            this.entries.delete(oldest);
          }
        },
        () => {},
      );
    }
    return pending;
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
