import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.ts';
import type { Mailer } from './mail.service.ts';

const outboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
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
          querystring: pageQuery(50, 200),
          response: { 200: z.array(outboxItem) },
        },
      },
      async (request) => {
        const rows = await mailer.list(request.query);
        return rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          status: row.status,
          error: row.error,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        }));
      },
    );
  };
}
