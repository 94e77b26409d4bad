import type { Redis } from 'ioredis';

/** One held slot: the key it counts under (a user) and who holds it (a connection). */
export interface Lease {
  key: string;
  holder: string;
}

/**
 * At most `max` holders per key at once (an account's open live connections), shared by every
 * server process when it is Redis. A holder takes a slot when it starts and releases it when it
 * ends; while it lives, its process renews its leases.
 */
export interface SlotLeases {
  /** Takes a slot of `key` for `holder` unless `max` are held; true when taken (or already held). */
  take(key: string, holder: string, max: number): Promise<boolean>;
  release(key: string, holder: string): Promise<void>;
  /** These holders are still alive: their slots must not expire. */
  renew(leases: readonly Lease[]): Promise<void>;
}

/** One process: the holders are known exactly, and a process that stops takes its slots with it. */
export class MemorySlotLeases implements SlotLeases {
  private readonly held = new Map<string, Set<string>>();

  async take(key: string, holder: string, max: number): Promise<boolean> {
    let holders = this.held.get(key);
    if (holders?.has(holder)) return true;
    if ((holders?.size ?? 0) >= max) return false;
    if (!holders) {
      holders = new Set();
      this.held.set(key, holders);
    }
    holders.add(holder);
    return true;
  }

  async release(key: string, holder: string): Promise<void> {
    const holders = this.held.get(key);
    holders?.delete(holder);
    if (holders?.size === 0) this.held.delete(key);
  }

  async renew(): Promise<void> {}
}

/** How long a slot outlives the last renewal of its holder (the process that held it may have died). */
export const LEASE_TTL_MS = 60_000;
/** How often a process renews the slots of its live holders: three chances before one expires. */
export const LEASE_RENEW_MS = 20_000;

// A sorted set per key: each holder scored by when its slot expires. Expired holders are dropped
// before counting, in the same step as the count and the add, so two processes taking the last
// slot at once cannot both get it. Times are Redis's own clock, the same for every process.
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[3]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1`;

// Renews many leases in one step: KEYS are the keys, ARGV the TTL then each key's holder.
const RENEW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[i + 1])
  redis.call('PEXPIRE', key, ttl)
end
return #KEYS`;

const RENEW_BATCH = 500;

/**
 * Every process of a deployment counts the same slots. Why a set of holders with expiries rather
 * than a counter: a process that dies (SIGKILL, a lost machine) never decrements a counter, and a
 * counter whose key other connections keep alive would then stay wrong for good, refusing the
 * account for ever. Here each live holder is renewed by its process every `LEASE_RENEW_MS`; the
 * slots of a dead process expire on their own within `LEASE_TTL_MS`, and the set says exactly
 * who holds what.
 */
export class RedisSlotLeases implements SlotLeases {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs = LEASE_TTL_MS,
  ) {}

  async take(key: string, holder: string, max: number): Promise<boolean> {
    // Not connected: say so at once (the caller counts in its process) rather than wait for a reconnection.
    if (this.redis.status !== 'ready') throw new Error('Redis is not connected');
    return (await this.redis.eval(TAKE_SCRIPT, 1, `${this.prefix}${key}`, this.ttlMs, max, holder)) === 1;
  }

  async release(key: string, holder: string): Promise<void> {
    await this.redis.zrem(`${this.prefix}${key}`, holder);
  }

  async renew(leases: readonly Lease[]): Promise<void> {
    for (let start = 0; start < leases.length; start += RENEW_BATCH) {
      const batch = leases.slice(start, start + RENEW_BATCH);
      await this.redis.eval(RENEW_SCRIPT, batch.length, ...batch.map((lease) => `${this.prefix}${lease.key}`), this.ttlMs, ...batch.map((lease) => lease.holder));
    }
  }
}
