import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinedContestView, joinInputSchema, joinView } from '@crease/game';
import { idCursor, idPageQuery, sendPage } from '../../lib/paging.ts';
import { errorReply, idField } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { EntriesService } from './entries.service.ts';

export function entryRoutes(entries: EntriesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['entries'];

    api.post(
      '/api/join-contest',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Enter one of your teams in a contest of its match; the fee is taken from your wallet',
          description:
            'All or nothing: the deadline, the spots, your team limit, the team, who may play (403 naming the condition) and the balance are checked, the fee paid and the entry made in one transaction.',
          body: joinInputSchema,
          response: { 201: joinView, 400: errorReply, 401: errorReply, 403: errorReply, 409: errorReply },
        },
      },
      async (request, reply) => reply.code(201).send(await entries.join(currentUser(request).id, request.body)),
    );

    api.get(
      '/join/my-contests/details',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'The contests you have joined, one row per entry, newest first, a page at a time (Link rel="next", X-Total-Count); ?contestId= or ?matchId= narrows them',
          querystring: idPageQuery().extend({ contestId: idField('contestId').optional(), matchId: idField('matchId').optional() }),
          response: { 200: z.array(joinedContestView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => {
        const page = await entries.minePage(currentUser(request).id, request.query);
        reply.header('x-total-count', String(page.total));
        return sendPage(request, reply, page, idCursor);
      },
    );
  };
}
