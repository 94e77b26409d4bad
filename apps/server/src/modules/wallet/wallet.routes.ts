import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transactionView, walletView } from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(wallet: WalletService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];

    api.get(
      '/api/wallet/balance',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'Your balance in rupees, and its parts', response: { 200: walletView, 401: errorReply } },
      },
      async (request) => wallet.balance(currentUser(request).id),
    );

    api.get(
      '/api/wallet/transactions',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Your ledger, newest first (debits negative); ?limit= and ?before=<id> page through it',
          querystring: idPageQuery(),
          response: { 200: z.array(transactionView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await wallet.transactions(currentUser(request).id, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );
  };
}
