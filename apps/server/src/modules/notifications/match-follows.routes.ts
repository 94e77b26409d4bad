import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followedMatchesView } from '@crease/game';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MatchFollows } from './match-follows.service.ts';

/**
 * "Remind me" on a match's card. Under the match's own path, as its scorecard and Dream Team are
 * (another module's routes under /api/matches/{id}/...); the list is the player's own, under /api/user.
 */
export function matchFollowRoutes(follows: MatchFollows) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['notifications'];

    api.put(
      '/api/matches/:id/follow',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Remind me of this match: its deadline reminder comes to you as if you had a team for it (again: no change)',
          params: idParams(),
          response: { 204: z.null(), 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply },
        },
      },
      async (request, reply) => {
        await follows.follow(currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    api.delete(
      '/api/matches/:id/follow',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'No reminder for this match (not followed: no change)', params: idParams(), response: { 204: z.null(), 400: errorReply, 401: errorReply } },
      },
      async (request, reply) => {
        await follows.unfollow(currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    api.get(
      '/api/user/followed-matches',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'The matches still to start you asked to be reminded of, soonest first', response: { 200: followedMatchesView, 401: errorReply } },
      },
      async (request) => ({ matchIds: await follows.followedMatchIds(currentUser(request).id) }),
    );
  };
}
