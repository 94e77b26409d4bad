import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { presentOutboxItem } from './mail.presenter.ts';
import type { Mailer } from './mail.service.ts';

const outboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  status: z.enum(['OUTBOX', 'SENT', 'FAILED']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export function mailRoutes(mailer: Mailer) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/outbox',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'E-mails the product sent or kept (newest first); with no SMTP server, this is where they are read',
          querystring: idPageQuery(),
          response: { 200: z.array(outboxItem) },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const page = pageOf(await mailer.list({ limit: limit + 1, before }), limit, (row) => row.id);
        return sendPage(request, reply, { ...page, rows: page.rows.map(presentOutboxItem) }, idCursor);
      },
    );
  };
}
