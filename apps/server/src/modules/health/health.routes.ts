import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/** For load balancers and operators: 200 when the server can reach its database, 503 if not. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
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
  };
}
