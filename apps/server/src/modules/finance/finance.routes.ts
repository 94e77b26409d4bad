import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contestMoneyView, dashboardView, moneyOverviewView } from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply } from '../../lib/route-schemas.ts';
import type { FinanceService } from './finance.service.ts';

export function financeRoutes(finance: FinanceService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    api.get(
      '/api/admin/money',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "The money at a glance: deposits in, bonuses, entry fees, prizes, withdrawals, TDS, balances and the platform's share (of settled contests)",
          response: { 200: moneyOverviewView, 401: errorReply, 403: errorReply },
        },
      },
      async () => finance.overview(),
    );

    api.get(
      '/api/admin/dashboard',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary:
            "The admins' dashboard: per day in India over the last 30 days, new accounts, deposits, entries and their fees, prizes paid and the platform's share (settled contests only; a private contest at its share); how full today's contests are; the live matches",
          response: { 200: dashboardView, 401: errorReply, 403: errorReply },
        },
      },
      async () => finance.dashboard(),
    );

    api.get(
      '/api/admin/money/contests',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "Each contest with entries, newest first: fees in, prizes out, the platform's share; ?limit= and ?before=<contestId>",
          querystring: idPageQuery(),
          response: { 200: z.array(contestMoneyView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await finance.contests({ limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.contestId), idCursor);
      },
    );
  };
}
