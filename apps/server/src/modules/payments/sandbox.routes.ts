import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutTokenSchema, sandboxOrderView } from '@crease/game';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

/**
 * The sandbox gateway's endpoints, for the sandbox checkout page (a page of the web app at
 * the payment's checkoutUrl). The checkout token in that URL is the guard: no sign-in is asked,
 * as on a real gateway's page, but nobody without the link can read or decide the payment.
 */
export function sandboxRoutes(sandbox: SandboxGateway) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['sandbox gateway'];
    const params = idParams('paymentId');
    const response = { 200: sandboxOrderView, 400: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 502: errorReply };

    api.get(
      '/api/sandbox/payments/:paymentId',
      {
        config: { auth: 'public' },
        schema: { tags, summary: 'The order behind a sandbox checkout link (?token= from the link)', params, querystring: checkoutTokenSchema, response },
      },
      async (request) => sandbox.order(request.params.paymentId, request.query.token),
    );

    api.post(
      '/api/sandbox/payments/:paymentId/approve',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Approve a sandbox payment: the gateway then sends payment.captured to the webhook (again, if approved already)',
          params,
          body: checkoutTokenSchema,
          response,
        },
      },
      async (request) => sandbox.approve(request.params.paymentId, request.body.token),
    );

    api.post(
      '/api/sandbox/payments/:paymentId/decline',
      {
        config: { auth: 'public' },
        schema: { tags, summary: 'Decline a sandbox payment: the gateway then sends payment.failed to the webhook', params, body: checkoutTokenSchema, response },
      },
      async (request) => sandbox.decline(request.params.paymentId, request.body.token),
    );
  };
}
