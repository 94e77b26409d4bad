import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinedContestView, joinInputSchema, joinPreviewView, joinView, swapTeamInputSchema } from '@crease/game';
import { idCursor, idPageQuery, sendPage } from '../../lib/paging.ts';
import { errorReply, idField, idParams } from '../../lib/route-schemas.ts';
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
      '/api/join-contest/preview',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "The join sheet: what joining a contest would take now from your bonus, deposits and winnings, and what your balance lacks (shortBy, rupees)",
          description: 'By the rule the join itself uses: bonus first, then deposits, then winnings. A private contest needs its inviteCode unless you are in it. A paid contest the player may not join is refused with 403 naming the condition, as the join would be.',
          querystring: z.object({ contestId: idField('contestId'), inviteCode: z.string().max(64, 'inviteCode is not an invite code.').optional() }),
          response: { 200: joinPreviewView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
        },
      },
      async (request) => entries.preview(currentUser(request), request.query.contestId, request.query.inviteCode),
    );

    api.put(
      '/api/join-contest/:entryId',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "Put another of your teams of the match in one of your entries, until the match starts (the fee, spot and place stay)",
          description: '409 after the deadline; 400 naming teamId for a team of another match, not yours, or already in that contest; 404 for an entry not yours.',
          params: idParams('entryId'),
          body: swapTeamInputSchema,
          response: { 200: joinedContestView, 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply },
        },
      },
      async (request) => entries.swapTeam(currentUser(request).id, request.params.entryId, request.body.teamId),
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
