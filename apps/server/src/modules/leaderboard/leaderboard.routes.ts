import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comparisonView, entryTeamView, leaderboardRowView } from '@crease/game';
import { pageQuery, sendPage, type Cursor } from '../../lib/paging.ts';
import { errorReply, idField, idParams } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { LeaderboardService, TablePlace } from './leaderboard.service.ts';

/** A place in the table: its score in half points, then its entry id (`230_17`). */
const placeCursor: Cursor<TablePlace> = {
  encode: (place) => `${place.score}_${place.entryId}`,
  decode: (text) => {
    const match = /^(-?\d{1,10})_(\d{1,10})$/.exec(text);
    if (!match) return undefined;
    const [score, entryId] = [Number(match[1]), Number(match[2])];
    return entryId >= 1 && entryId <= 2_147_483_647 && Math.abs(score) <= 2_147_483_647 ? { score, entryId } : undefined;
  },
};

export function leaderboardRoutes(leaderboard: LeaderboardService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['leaderboard'];

    api.get(
      '/api/contests/:id/leaderboard',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "A contest's table, best first (ties by entry id); the first page is followed by your own entries not on it",
          description:
            'Paged with ?limit= (default 50, at most 200) and ?before= (the next page\'s URL is in the Link header, rel="next"). Before the deadline: the entries as joined, all with 0 points. prize is rupees, null until the results are fixed.',
          params: idParams(),
          querystring: pageQuery(placeCursor),
          response: { 200: z.array(leaderboardRowView), 400: errorReply, 401: errorReply, 404: errorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { limit, before } = request.query;
        return sendPage(request, reply, await leaderboard.page(currentUser(request), id, limit, before), placeCursor);
      },
    );

    api.get(
      '/api/contests/:id/compare',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Two entries of a contest side by side: players in common, those only one side picked, captains and the points each made, live',
          description: 'Before the deadline only your own two entries (403 otherwise); after it any two, for the entrants of the contest. An entry not in the contest is a 404 naming a or b.',
          params: idParams(),
          querystring: z.object({ a: idField('a'), b: idField('b') }),
          response: { 200: comparisonView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
        },
      },
      async (request) => leaderboard.compare(currentUser(request), request.params.id, request.query.a, request.query.b),
    );

    api.get(
      '/api/contests/:id/entries/:entryId/team',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "An entry's team with each player's points and multiplier: your own at any time, others' after the deadline (entrants only)",
          params: z.object({ id: idField('id in the path'), entryId: idField('entryId in the path') }),
          response: { 200: entryTeamView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
        },
      },
      async (request) => leaderboard.entryTeam(currentUser(request), request.params.id, request.params.entryId),
    );
  };
}
