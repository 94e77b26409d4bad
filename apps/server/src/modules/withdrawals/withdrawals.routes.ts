import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminWithdrawalView,
  rejectWithdrawalSchema,
  toPaise,
  withdrawalInputSchema,
  withdrawalListQuery,
  withdrawalPreviewView,
  withdrawalView,
} from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import { actorOf, currentUser, signedInActor } from '../../plugins/auth.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

export function withdrawalRoutes(withdrawals: WithdrawalsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];
    const adminTags = ['admin'];

    api.get(
      '/api/wallet/withdrawals/preview',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'What a withdrawal of ?amount= would withhold as TDS and pay out, before you confirm it',
          querystring: withdrawalInputSchema,
          response: { 200: withdrawalPreviewView, 400: errorReply, 401: errorReply, 409: errorReply },
        },
      },
      async (request) => withdrawals.preview(currentUser(request).id, toPaise(request.query.amount)),
    );

    api.post(
      '/api/wallet/withdrawals',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Withdraw winnings (₹100 or more): the amount leaves winnings at once; TDS is withheld',
          description:
            'Needs a verified e-mail and KYC (403 naming which). Only winnings can be withdrawn (409). A payout destination changed in the last 24 hours takes no withdrawal yet (409 saying when it opens).',
          body: withdrawalInputSchema,
          response: { 201: withdrawalView, 400: errorReply, 401: errorReply, 403: errorReply, 409: errorReply },
        },
      },
      async (request, reply) => reply.code(201).send(await withdrawals.request(currentUser(request).id, toPaise(request.body.amount))),
    );

    api.get(
      '/api/wallet/withdrawals',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Your withdrawals, newest first, each with its status, TDS and what you receive',
          querystring: idPageQuery(),
          response: { 200: z.array(withdrawalView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await withdrawals.mine(currentUser(request).id, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );

    api.get(
      '/api/admin/withdrawals',
      {
        config: { auth: 'admin' },
        schema: {
          tags: adminTags,
          summary: 'Withdrawals, newest first; ?status=REQUESTED|PAID|REJECTED',
          querystring: idPageQuery().extend(withdrawalListQuery.shape),
          response: { 200: z.array(adminWithdrawalView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const { status, limit, before } = request.query;
        const rows = await withdrawals.list({ status }, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );

    api.post(
      '/api/admin/withdrawals/:id/pay',
      {
        config: { auth: 'admin' },
        schema: {
          tags: adminTags,
          summary: 'Mark a requested withdrawal paid (the player is e-mailed)',
          params: idParams(),
          response: { 200: adminWithdrawalView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply },
        },
      },
      async (request) => withdrawals.pay(signedInActor(request), request.params.id),
    );

    api.post(
      '/api/admin/withdrawals/:id/reject',
      {
        config: { auth: 'admin' },
        schema: {
          tags: adminTags,
          summary: 'Reject a requested withdrawal with a reason: the amount goes back to winnings (the player is e-mailed)',
          params: idParams(),
          body: rejectWithdrawalSchema,
          response: { 200: adminWithdrawalView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply },
        },
      },
      async (request) => withdrawals.reject(signedInActor(request), request.params.id, request.body.reason),
    );
  };
}
