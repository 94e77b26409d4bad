import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../errors.ts';

/**
 * Rate limits are declared per route (`config.rateLimit`), never globally: a global limit would
 * count static files and WebSocket upgrades too. Counters live in Redis when it is configured,
 * so every server process behind a load balancer shares them.
 */
export async function registerRateLimits(app: FastifyInstance, options: { redis?: Redis; keyPrefix: string }): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: `${options.keyPrefix}rate-limit:`,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many attempts from your network. Wait ${context.after} and try again.`),
  });
}

/** The shared limit of the sign-in and sign-up routes; none when AUTH_RATE_LIMIT is 0. */
export function authRateLimit(perMinute: number): { rateLimit?: RateLimitOptions } {
  return perMinute > 0 ? { rateLimit: { max: perMinute, timeWindow: '1 minute', groupId: 'auth' } } : {};
}
