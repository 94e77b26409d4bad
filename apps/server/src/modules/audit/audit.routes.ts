import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEventView, auditListQuery } from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply } from '../../lib/route-schemas.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(audit: AuditService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/audit',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first; ?userId= the account an event was about, ?kind= one kind (session.ended, withdrawal.paid...)',
          querystring: idPageQuery().extend(auditListQuery.shape),
          response: { 200: z.array(auditEventView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const { userId, kind, limit, before } = request.query;
        const rows = await audit.list({ userId, kind }, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );
  };
}
