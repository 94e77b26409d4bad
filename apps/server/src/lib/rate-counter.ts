import type { Redis } from 'ioredis';

/** Counts hits per key in fixed windows; shared by every server process when it is Redis. */
export interface RateCounter {
  /** Counts one hit; returns the hits in the current window and the milliseconds left in it. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The hits in the current window without counting one (0 when there is no window). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one hit of the current window (a try that turned out right need not count); nothing when there is no window. */
  undo(key: string): Promise<void>;
  /** Ends the key's current window: nothing counted before now counts any more. */
  clear(key: string): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string) {
    const now = Date.now();
    const window = this.windows.get(key);
    return window && window.resetAt > now ? { count: window.count, resetInMs: window.resetAt - now } : { count: 0, resetInMs: 0 };
  }

  async undo(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt > Date.now() && window.count > 0) window.count -= 1;
  }

  async clear(key: string) {
    this.windows.delete(key);
  }

  /** Forgets finished windows now and then, so the map does not grow with every address seen. */
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// INCR and the expiry of a new window in one atomic step.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// DECR only a window that is there (a DECR of a missing key would make one without an expiry).
const UNDO_SCRIPT = `if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end return 0`;

const PEEK_SCRIPT = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

/**
 * The counters of every process in Redis. While Redis cannot be reached (or a command fails),
 * each process counts on its own instead, never failing the request that asked: a limit then
 * holds per process until Redis is back, which is better than refusing every sign-in.
 */
export class RedisRateCounter implements RateCounter {
  private readonly local = new MemoryRateCounter();
  /** Counts answered by this process alone because Redis could not be asked, for the metrics. */
  fallbacks = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  hit(key: string, windowMs: number) {
    return this.shared(
      async () => {
        const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}${key}`, windowMs)) as [number, number];
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      },
      () => this.local.hit(key, windowMs),
    );
  }

  peek(key: string) {
    return this.shared(
      async () => {
        const [count, ttl] = (await this.redis.eval(PEEK_SCRIPT, 1, `${this.prefix}${key}`)) as [number, number];
        return ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
      },
      () => this.local.peek(key),
    );
  }

  undo(key: string) {
    return this.shared(
      async () => {
        await this.redis.eval(UNDO_SCRIPT, 1, `${this.prefix}${key}`);
      },
      () => this.local.undo(key),
    );
  }

  /** Asks Redis when it is connected (without waiting for it when it is not), else this process. */
  private async shared<T>(inRedis: () => Promise<T>, here: () => Promise<T>): Promise<T> {
    if (this.redis.status === 'ready') {
      try {
        return await inRedis();
      } catch {
        // Fall through: counted here.
      }
    }
    this.fallbacks += 1;
    return here();
  }

  async clear(key: string) {
    await this.redis.del(`${this.prefix}${key}`);
  }
}
