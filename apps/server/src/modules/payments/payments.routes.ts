import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPOSIT_STATUSES, depositInputSchema, depositLimitsView, depositView, toPaise } from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';
import { SIGNATURE_HEADER } from './webhook-signature.ts';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key must be text.' })
    .trim()
    .min(1, 'Idempotency-Key cannot be blank.')
    .max(200, 'Idempotency-Key can be at most 200 characters.')
    .optional(),
});

/** Adding funds: start a payment, list your deposits, and the month's limits. */
export function depositRoutes(payments: PaymentsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];

    api.post(
      '/api/wallet/deposits',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Start adding funds (₹10 to ₹10,000): answers the payment and where to pay (checkoutUrl)',
          description:
            'Send an Idempotency-Key header to make retries safe: the same key again answers the same payment. Refused with a 403 naming the condition when you may not play for money, and 409 over your monthly limit.',
          headers: idempotencyHeaders,
          body: depositInputSchema,
          response: { 201: depositView, 400: errorReply, 401: errorReply, 403: errorReply, 409: errorReply },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await payments.createDeposit(currentUser(request).id, toPaise(request.body.amount), request.headers['idempotency-key'])),
    );

    api.get(
      '/api/wallet/deposits',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: `Your deposits, newest first, each with its status (${DEPOSIT_STATUSES.join(', ')}); ?limit= and ?before=<id> page through them`,
          querystring: idPageQuery(),
          response: { 200: z.array(depositView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await payments.deposits(currentUser(request).id, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );

    api.get(
      '/api/wallet/deposits/limits',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "The limits on adding funds: per deposit, your monthly limit, and what is left of this month's",
          response: { 200: depositLimitsView, 401: errorReply },
        },
      },
      async (request) => payments.limits(currentUser(request).id),
    );
  };
}

/**
 * The gateway's webhook. Its body is read as raw bytes (this plugin's own parser), so the
 * signature is checked over exactly what was signed, before anything is parsed.
 */
export function paymentWebhookRoutes(payments: PaymentsService) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/webhook',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'The payment gateway reports a payment: {event: payment.captured | payment.failed, paymentId, amount}',
          description:
            'Signed: X-Crease-Signature is the lowercase hex HMAC-SHA256 of the raw body with PAYMENT_WEBHOOK_SECRET (401 without it). 200 when applied or already applied; 400 for an amount that does not match the payment; 409 for a capture of a failed or expired payment (never credited).',
          response: {
            200: z.object({ paymentId: z.number(), status: z.enum(DEPOSIT_STATUSES) }),
            400: errorReply,
            401: errorReply,
            409: errorReply,
          },
        },
      },
      async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        return payments.applyWebhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
      },
    );
  };
}
