import { Redis } from 'ioredis';

/** A Redis connection that fails fast instead of queueing commands while it is down. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, enableOfflineQueue: true, lazyConnect: true });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at ${url.replace(/\/\/[^@]*@/, '//***@')}: ${(error as Error).message}`);
  }
  return redis;
}
