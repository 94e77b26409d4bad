import { Redis } from 'ioredis';

/**
 * A Redis connection that fails fast instead of queueing commands while it is down, and gives
 * up on a command Redis does not answer (a frozen server keeps its sockets open). It reconnects
 * by itself; what uses it falls back to the process's own while it cannot (rate counters, the
 * live connections' count, the event bus), and the event bus logs the outage and the return.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, commandTimeout: 2000, enableOfflineQueue: true, lazyConnect: true });
  // Reported by the event bus (once per outage); without a listener ioredis prints each retry.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at ${url.replace(/\/\/[^@]*@/, '//***@')}: ${(error as Error).message}`);
  }
  return redis;
}
