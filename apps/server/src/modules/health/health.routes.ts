import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/** How long a readiness check waits for the database or Redis before calling it unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

type Reach = 'ok' | 'unreachable';

/** Whether `check` answers within the timeout. */
async function reach(check: () => Promise<unknown>): Promise<Reach> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Reach>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((): Reach => 'ok', (): Reach => 'unreachable'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthDeps {
  database: Database;
  /** The deployment's Redis, when REDIS_URL is set: readiness waits for it too. */
  redis?: Redis | undefined;
}

/**
 * For load balancers, orchestrators and operators. `/healthz`: the process is alive and can reach
 * its database. `/readyz`: it should be sent traffic: its database and, when the deployment has
 * one, Redis answer now (503 while either cannot be reached, 200 again once both can).
 */
export function healthRoutes({ database, redis }: HealthDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/healthz',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['operations'],
          summary: 'Liveness and database reachability',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
            503: z.object({ status: z.literal('unavailable'), message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, database: database.kind };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'unavailable' as const, message: 'The database is not reachable.' });
        }
      },
    );

    const reachability = z.object({ database: z.enum(['ok', 'unreachable']), redis: z.enum(['ok', 'unreachable', 'off']) });
    api.get(
      '/readyz',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['operations'],
          summary: 'Readiness: the database and Redis (when configured) can be reached',
          response: {
            200: reachability.extend({ status: z.literal('ready') }),
            503: reachability.extend({ status: z.literal('unavailable'), message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        const [db, cache] = await Promise.all([
          reach(() => database.ping()),
          // Not connected: unreachable at once (a command would wait for the reconnection).
          redis ? (redis.status === 'ready' ? reach(() => redis.ping()) : Promise.resolve<Reach>('unreachable')) : Promise.resolve('off' as const),
        ]);
        if (db === 'ok' && cache !== 'unreachable') return { status: 'ready' as const, database: db, redis: cache };
        const missing = [db === 'unreachable' ? 'the database' : undefined, cache === 'unreachable' ? 'Redis' : undefined].filter(Boolean).join(' and ');
        request.log.warn(`readiness check: ${missing} unreachable`);
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send({ status: 'unavailable' as const, database: db, redis: cache, message: `This server cannot reach ${missing} just now.` });
      },
    );
  };
}
