import type { onRequestHookHandler } from 'fastify';
import { tooManyRequests } from '../errors.ts';
import type { RateCounter } from '../lib/rate-counter.ts';

/**
 * A limit shared by a group of routes, per client address (`request.ip`, which honours
 * TRUST_PROXY). Attached to the routes it guards, never globally: a global limit would count
 * static files and WebSocket upgrades too. Returns no hook when the limit is 0 (off).
 */
export function rateLimitHook(counter: RateCounter, group: { name: string; max: number; windowMs: number }): onRequestHookHandler[] {
  if (group.max <= 0) return [];
  return [
    async (request, reply) => {
      const { count, resetInMs } = await counter.hit(`${group.name}:${request.ip}`, group.windowMs);
      if (count > group.max) {
        const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
        reply.header('Retry-After', String(seconds));
        throw tooManyRequests(
          `Too many attempts from your network. Wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
        );
      }
    },
  ];
}
