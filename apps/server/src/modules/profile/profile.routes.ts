import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAccountView, adminDateOfBirthSchema, adminUserListQuery, profileUpdateSchema, profileView } from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import { actorOf, currentUser, signedInActor } from '../../plugins/auth.ts';
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
            'A lower monthly limit applies at once, a higher one 24 hours later. selfExcludeDays (7 to 182) pauses the account: no joins or deposits until then; a pause cannot be shortened or lifted early. ' +
            'A date of birth, once set, is corrected only by support (409); a state changes at most once in 30 days (409 saying when).',
          body: profileUpdateSchema,
          response: { 200: profileView, 400: errorReply, 401: errorReply, 409: errorReply },
        },
      },
      async (request) => profile.update(signedInActor(request), request.body),
    );

    api.get(
      '/api/admin/users',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Accounts, newest first; ?email= those whose address starts with it',
          querystring: idPageQuery().extend(adminUserListQuery.shape),
          response: { 200: z.array(adminAccountView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const { email, limit, before } = request.query;
        const rows = await profile.findAccounts({ emailPrefix: email || undefined }, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );

    api.put(
      '/api/admin/users/:id/date-of-birth',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Correct a player’s date of birth, with a reason (recorded in the audit log)',
          params: idParams(),
          body: adminDateOfBirthSchema,
          response: { 200: adminAccountView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
        },
      },
      async (request) => profile.correctDateOfBirth(actorOf(request), request.params.id, request.body),
    );
  };
}
