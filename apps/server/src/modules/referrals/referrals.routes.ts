import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReferralFilter, adminReferralView, referralReviewSchema, referralView } from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import { currentUser, signedInActor } from '../../plugins/auth.ts';
import type { ReferralsService } from './referrals.service.ts';

const tags = ['referrals'];

export function referralRoutes(referrals: ReferralsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/user/referral',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Your Refer and Earn code and link (made the first time you ask), the bonuses, and the friends who signed up with it',
          response: { 200: referralView, 401: errorReply },
        },
      },
      async (request) => referrals.mine(currentUser(request).id),
    );

    api.get(
      '/api/admin/referrals',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Referrals, newest first; ?state=HELD lists those waiting for a review',
          querystring: idPageQuery().extend(adminReferralFilter.shape),
          response: { 200: z.array(adminReferralView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before, state } = request.query;
        const rows = await referrals.list({ state }, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );

    for (const decision of ['approve', 'reject'] as const) {
      api.post(
        `/api/admin/referrals/:id/${decision}`,
        {
          config: { auth: 'admin' },
          schema: {
            tags,
            summary: decision === 'approve' ? 'Pay a held referral (once), with an optional note' : 'Refuse a held or unqualified referral, with an optional note',
            params: idParams(),
            body: referralReviewSchema,
            response: { 200: adminReferralView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply },
          },
        },
        async (request) => {
          const actor = signedInActor(request);
          const { id } = request.params;
          return decision === 'approve' ? referrals.approve(actor, id, request.body.note) : referrals.reject(actor, id, request.body.note);
        },
      );
    }
  };
}
