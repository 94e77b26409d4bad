import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leagueInputSchema, leagueJoinSchema, leagueSummaryView, leagueView } from '@crease/game';
import { idCursor, idPageQuery, sendPage } from '../../lib/paging.ts';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { LeaguesService } from './leagues.service.ts';

export function leagueRoutes(leagues: LeaguesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['leagues'];
    const errors = { 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply, 429: errorReply };

    api.post(
      '/api/leagues',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Make a league that follows a competition (as the matches name it); you are its first member',
          body: leagueInputSchema,
          response: { 201: leagueSummaryView, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await leagues.create(currentUser(request).id, request.body)),
    );

    api.post(
      '/api/leagues/join',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Join the league a code opens (any case); joining again changes nothing',
          description: 'A wrong code is a 404, and counted: after too many, every code is a 429 for a while.',
          body: leagueJoinSchema,
          response: { 200: leagueSummaryView, ...errors },
        },
      },
      async (request) => leagues.join(currentUser(request).id, request.body.code),
    );

    api.get(
      '/api/leagues',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'The leagues you are in, newest first, a page at a time (Link rel="next")',
          querystring: idPageQuery(),
          response: { 200: z.array(leagueSummaryView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => sendPage(request, reply, await leagues.minePage(currentUser(request).id, request.query), idCursor),
    );

    api.get(
      '/api/leagues/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "A league's matches so far and its table: each member's best team per match, added up (members only)",
          params: idParams(),
          response: { 200: leagueView, 400: errorReply, 401: errorReply, 404: errorReply },
        },
      },
      async (request) => leagues.view(currentUser(request).id, request.params.id),
    );
  };
}
