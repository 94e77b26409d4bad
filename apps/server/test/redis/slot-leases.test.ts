import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../src/lib/redis.ts';
import { RedisSlotLeases } from '../../src/lib/slot-leases.ts';

// Runs only when REDIS_URL is set (see vitest.config.ts): the second CI run.
let redis: Redis;
const prefix = `crease-test-leases-${crypto.randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  redis = await connectRedis(process.env.REDIS_URL!);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('slots shared by every process (Redis)', () => {
  it('gives at most max holders a slot, even asked all at once, and a released slot to the next', async () => {
    const leases = new RedisSlotLeases(redis, prefix);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => leases.take('user:1', `p:${i}`, 10)));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await leases.take('user:1', 'p:0', 10)).toBe(true); // a holder asking again keeps its slot
    expect(await leases.take('user:2', 'p:99', 10)).toBe(true); // another key has its own slots
    const holder = answers.indexOf(true);
    await leases.release('user:1', `p:${holder}`);
    expect(await leases.take('user:1', 'p:late', 10)).toBe(true);
    expect(await leases.take('user:1', 'p:later', 10)).toBe(false);
  });

  it('lets the slots of a holder that is not renewed (its process died) expire, and keeps the renewed ones', async () => {
    const leases = new RedisSlotLeases(redis, prefix, 1_500);
    expect(await leases.take('user:3', 'alive', 2)).toBe(true);
    expect(await leases.take('user:3', 'dead', 2)).toBe(true);
    const renewing = setInterval(() => void leases.renew([{ key: 'user:3', holder: 'alive' }]), 100);
    try {
      // Wait until the dead holder's slot has expired: then exactly one place is free.
      while (!(await leases.take('user:3', 'new', 2))) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await leases.take('user:3', 'another', 2)).toBe(false);
      expect((await redis.zrange(`${prefix}user:3`, 0, -1)).sort()).toEqual(['alive', 'new']);
    } finally {
      clearInterval(renewing);
    }
  });
});
