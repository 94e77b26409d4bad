import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contestView, privateContestInputSchema } from '@crease/game';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PrivateContestsService } from './private-contests.service.ts';

export function privateContestRoutes(privateContests: PrivateContestsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['private contests'];
    const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 429: errorReply };

    api.post(
      '/api/contests/private',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Make a private contest for a match that has not started, entered with your team; answers it with its inviteCode',
          description:
            'Prizes come from the template over spots x fee less the platform\'s share (GET /api/config: privateContests). Paid contests follow the paid-play rules. It is in no public list; friends join it with its code.',
          body: privateContestInputSchema,
          response: { 201: contestView, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await privateContests.create(currentUser(request).id, request.body)),
    );

    api.get(
      '/api/contests/invite/:code',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'The private contest an invite code opens (any case); 404 for a code no contest has',
          description: 'Wrong codes are counted: after too many, every code is a 429 for a while.',
          params: z.object({ code: z.string().max(64) }),
          response: { 200: contestView, 401: errorReply, 404: errorReply, 429: errorReply },
        },
      },
      async (request) => privateContests.byCode(currentUser(request).id, request.params.code),
    );

    api.post(
      '/api/contests/private/:id/cancel',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Cancel a private contest you made: before its match starts, while nobody else has joined (your fee comes back)',
          params: idParams(),
          response: { 200: contestView, ...errors },
        },
      },
      async (request) => privateContests.cancel(currentUser(request).id, request.params.id),
    );
  };
}
