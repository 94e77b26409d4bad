import type { EventBus } from './event-bus.ts';

interface CachedBody {
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

/** How many bytes of answers a cache keeps by default: the pages people read most, not every position asked for. */
const READ_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * How many facts per id (`facts()`) a cache keeps: about 144 bytes each for a contest's count
 * (its key, its value and the map's entry), so at most some 14 MB, beside the answers' 32.
 */
const FACTS_KEPT = 100_000;

/**
 * Answers of read-mostly lists, kept serialised. Every write calls `invalidate()` after its
 * transaction commits; through the event bus, so do the other server processes. A load that
 * began before an invalidation is answered but not kept, so a stale list is never cached.
 * It holds at most `maxBytes` of answers, the least recently read going first: a page is kept
 * per filter, size and position (the pages after the first are the same for every reader who
 * scrolls, so they are worth keeping), and anyone can ask for positions without end.
 */
export class ReadCache {
  private readonly entries = new Map<string, Cached>();
  private bytes = 0;
  private readonly loading = new Map<string, Promise<Cached>>();
  /** Small facts kept per id (`facts()`): value and until when it holds, in the order last set. */
  private readonly factsKept = new Map<string, { value: unknown; validUntil: number }>();
  private generation = 0;
  /** Answers found kept and answers loaded, for the metrics. */
  hits = 0;
  misses = 0;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeReconnect: () => void;

  constructor(
    private readonly bus: EventBus,
    private readonly channel: string,
    private readonly maxBytes = READ_CACHE_BYTES,
  ) {
    this.unsubscribe = bus.subscribe(channel, () => this.clear());
    // Another process's writes may have gone unheard meanwhile: nothing kept is trusted.
    this.unsubscribeReconnect = bus.onReconnect(() => this.clear());
  }

  /** The answer as UTF-8 bytes, encoded once (a large list is not re-encoded on every reply), with its headers. */
  async get(key: string, now: number, load: () => Promise<CachedBody>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && now < cached.validUntil) {
      // Read again: now the most recent (a Map keeps its keys in the order they were set).
      this.entries.delete(key);
      this.entries.set(key, cached);
      this.hits += 1;
      return cached;
    }
    this.misses += 1;
    if (cached) this.forget(key, cached);
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
          const before = this.entries.get(key);
          if (before) this.forget(key, before);
          this.entries.set(key, body);
          this.bytes += body.body.length;
          for (const [oldest, entry] of this.entries) {
            if (this.bytes <= this.maxBytes) break;
            this.forget(oldest, entry);
          }
        },
        () => {},
      );
    }
    return pending;
  }

  /**
   * A small value kept beside the answers under the same rules (a list's total, shared by all its
   * pages, so a page read for the first time does not count the whole list again).
   */
  async value<T>(key: string, now: number, load: () => Promise<{ value: T; validUntil: number }>): Promise<T> {
    const answer = await this.get(key, now, async () => {
      const { value, validUntil } = await load();
      return { json: JSON.stringify(value), validUntil };
    });
    return JSON.parse(answer.body.toString('utf8')) as T;
  }

  /**
   * Facts per id kept beside the answers under the same rules (a contest's entries so far, a
   * match), so pages that share rows share their reads: each id's value kept until `validUntil`
   * or a write, at most `FACTS_KEPT` of them, the least recently set going first. Only the ids
   * not kept are loaded, in one call; a load that began before an invalidation is used but not kept.
   */
  async facts<T>(kind: string, ids: readonly number[], now: number, load: (missing: number[]) => Promise<{ values: Map<number, T>; validUntil: number }>): Promise<Map<number, T>> {
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.factsKept.get(`${kind}:${id}`);
      if (kept && now < kept.validUntil) found.set(id, kept.value as T);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const { values, validUntil } = await load([...new Set(missing)]);
    for (const [id, value] of values) {
      found.set(id, value);
      if (generation !== this.generation) continue;
      const key = `${kind}:${id}`;
      this.factsKept.delete(key);
      this.factsKept.set(key, { value, validUntil });
    }
    for (const oldest of this.factsKept.keys()) {
      if (this.factsKept.size <= FACTS_KEPT) break;
      this.factsKept.delete(oldest);
    }
    return found;
  }

  /** Forgets every answer here and in the other processes. */
  async invalidate(): Promise<void> {
    this.clear();
    await this.bus.publish(this.channel, { at: Date.now() });
  }

  close(): void {
    this.unsubscribe();
    this.unsubscribeReconnect();
  }

  /** What is kept, for the metrics: answers and their bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private forget(key: string, entry: Cached): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.factsKept.clear();
    this.bytes = 0;
    this.loading.clear();
  }
}
