import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kycInputSchema, kycView } from '@crease/game';
import { errorReply } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
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
          body: kycInputSchema,
          response: { 200: kycView, 400: errorReply, 401: errorReply, 409: errorReply },
        },
      },
      async (request) => compliance.saveKyc(currentUser(request).id, request.body),
    );
  };
}
