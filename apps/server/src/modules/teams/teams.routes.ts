import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamInputSchema, teamPreviewView, teamView } from '@crease/game';
import { idCursor, idPageQuery, sendPage } from '../../lib/paging.ts';
import { errorReply, idField, idParams } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TeamsService } from './teams.service.ts';

export function teamRoutes(teams: TeamsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['teams'];
    const errors = { 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply };

    api.post(
      '/api/user-teams',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "Make a team of 11 of a contest's match's players, with a Captain and a Vice-Captain; a private contest's with its inviteCode unless you are in it (anyone else: as for no contest)",
          description: 'A 400 names every broken rule: 11 distinct players, credits within 100, at most 10 from a side, 1 to 8 of each role.',
          body: teamInputSchema,
          response: { 201: teamView, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await teams.create(currentUser(request).id, request.body, currentUser(request).role)),
    );

    api.put(
      '/api/user-teams/:id',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'Change one of your teams before its match starts', params: idParams(), body: teamInputSchema, response: { 200: teamView, ...errors } },
      },
      async (request) => teams.update(currentUser(request).id, request.params.id, request.body, currentUser(request).role),
    );

    api.post(
      '/api/user-teams/:id/copy',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Copy one of your teams (the same players, Captain and Vice-Captain) as your next team of its match (T2, T3, ...), before its match starts',
          params: idParams(),
          response: { 201: teamView, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await teams.copy(currentUser(request).id, request.params.id)),
    );

    api.get(
      '/api/user-teams/:id',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'One of your teams', params: idParams(), response: { 200: teamView, 400: errorReply, 401: errorReply, 404: errorReply } },
      },
      async (request) => teams.get(currentUser(request).id, request.params.id),
    );

    api.get(
      '/api/my-team',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Your teams, the last made first, a page at a time (Link rel="next"); ?matchId= narrows them to one match',
          querystring: idPageQuery().extend({ matchId: idField('matchId').optional() }),
          response: { 200: z.array(teamView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => sendPage(request, reply, await teams.minePage(currentUser(request).id, request.query), idCursor),
    );

    api.get(
      '/api/team/preview/:matchId',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Your latest team for a match',
          params: idParams('matchId'),
          response: { 200: teamPreviewView, 400: errorReply, 401: errorReply, 404: errorReply },
        },
      },
      async (request) => teams.preview(currentUser(request).id, request.params.matchId),
    );
  };
}
