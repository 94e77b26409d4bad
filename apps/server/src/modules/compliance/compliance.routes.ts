import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kycInputSchema, kycView } from '@crease/game';
import { errorReply } from '../../lib/route-schemas.ts';
import { actorOf, currentUser, signedInActor } from '../../plugins/auth.ts';
import type { ComplianceService } from './compliance.service.ts';

export function complianceRoutes(compliance: ComplianceService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().put(
      '/api/user/kyc',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Your KYC for withdrawals: {pan, name, ifsc, accountNumber} or {pan, name, upi}; answered masked',
          description:
            'Changing where withdrawals already go needs currentPassword (403 naming it when missing or wrong); the account is e-mailed, and withdrawals to the new destination open 24 hours later.',
          body: kycInputSchema,
          response: { 200: kycView, 400: errorReply, 401: errorReply, 403: errorReply, 409: errorReply, 429: errorReply },
        },
      },
      async (request) => compliance.saveKyc(signedInActor(request), request.body),
    );
  };
}
