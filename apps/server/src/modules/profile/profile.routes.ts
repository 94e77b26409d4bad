import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema, profileView } from '@crease/game';
import { errorReply } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

/** The User Profile page: your account, contests joined, balance, what paid play needs, your limits and KYC. */
export function profileRoutes(profile: ProfileService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/user/profile',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Your name, e-mail, contests joined and balance; date of birth, state, limits, a pause, and KYC (masked)',
          response: { 200: profileView, 401: errorReply },
        },
      },
      async (request) => profile.view(currentUser(request).id),
    );

    api.put(
      '/api/user/profile',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Change any of name, dateOfBirth (YYYY-MM-DD), state, monthlyDepositLimit (rupees), selfExcludeDays',
          description:
            'A lower monthly limit applies at once, a higher one 24 hours later. selfExcludeDays (7 to 182) pauses the account: no joins or deposits until then; a pause cannot be shortened or lifted early.',
          body: profileUpdateSchema,
          response: { 200: profileView, 400: errorReply, 401: errorReply, 409: errorReply },
        },
      },
      async (request) => profile.update(currentUser(request).id, request.body),
    );
  };
}
