import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entryTeamView, leaderboardRowView } from '@crease/game';
import { errorReply, idField, idParams } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { LeaderboardService, TablePlace } from './leaderboard.service.ts';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

/** `before` is the place of the last row of the previous page: its score in half points, then its entry id. */
const placeToken = (place: TablePlace) => `${place.score}_${place.entryId}`;

const tableQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .positive('limit must be above 0.')
    .max(MAX_LIMIT, `limit can be at most ${MAX_LIMIT}.`)
    .default(DEFAULT_LIMIT),
  before: z
    .string()
    .regex(/^-?\d{1,10}_\d{1,10}$/, 'before must be the position the previous page ended at, as its Link header gives it (like 230_17).')
    .transform((token): TablePlace => {
      const [score, entryId] = token.split('_').map(Number) as [number, number];
      return { score, entryId };
    })
    .optional(),
});

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
          querystring: tableQuery,
          response: { 200: z.array(leaderboardRowView), 400: errorReply, 401: errorReply, 404: errorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { limit, before } = request.query;
        const page = await leaderboard.page(currentUser(request), id, limit, before);
        if (page.next) reply.header('Link', `</api/contests/${id}/leaderboard?limit=${limit}&before=${placeToken(page.next)}>; rel="next"`);
        return page.rows;
      },
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
