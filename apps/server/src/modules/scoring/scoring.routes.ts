import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveriesInputSchema,
  deliveryBatchView,
  matchScorecardView,
  matchScoreView,
  MAX_BALLS_IN_OVER,
  MAX_INNINGS,
  MAX_OVER_INDEX,
  scorecardLinesInputSchema,
  scorecardPlayerView,
} from '@crease/game';
import { errorReply, idField, idParams } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ScoringService } from './scoring.service.ts';

const playerParams = z.object({ id: idField('id in the path'), playerId: idField('playerId in the path') });

/** A whole number in the path, from `min` to `max`. */
const pathNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} in the path must be a number.` })
    .int(`${label} in the path must be a whole number.`)
    .min(min, `${label} in the path must be ${min} or more.`)
    .max(max, `${label} in the path must be ${max} or less.`);

const positionParams = z.object({
  id: idField('id in the path'),
  innings: pathNumber('innings', 1, MAX_INNINGS),
  over: pathNumber('over', 0, MAX_OVER_INDEX),
  ball: pathNumber('ball', 1, MAX_BALLS_IN_OVER),
});
const positionQuery = z.object({
  superOver: z
    .enum(['true', 'false'], { error: 'superOver must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
});

export function scoringRoutes(scoring: ScoringService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['scoring'];
    const adminErrors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

    api.post(
      '/api/admin/matches/:id/deliveries',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Deliveries of a live match posted by an admin, ball by ball (Cricsheet deliveries with innings, over, ball and superOver)',
          description:
            'Idempotent by position: a delivery sent again changes nothing. A different one at a position that holds a ball is a 409 (nothing stored) unless the body has "correction": true; then it replaces the ball, points are recomputed and the correction is in the audit log (delivery.corrected). A ball posted here is never overwritten by the feed. Players are named as in the squads. A 400 names the delivery and field at fault, and nothing is stored.',
          params: idParams(),
          body: deliveriesInputSchema,
          response: { 200: deliveryBatchView, ...adminErrors },
        },
      },
      async (request) => scoring.postDeliveries(request.params.id, request.body.deliveries, { correction: request.body.correction, actor: actorOf(request) }),
    );

    api.delete(
      '/api/admin/matches/:id/deliveries/:innings/:over/:ball',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Take a delivery out of a live match (?superOver=true for one in a super over); points are recomputed from the rest',
          description: 'For a delivery sent at a position that should not exist. 404 when there is none there; 409 while a later innings depends on it.',
          params: positionParams,
          querystring: positionQuery,
          response: { 200: matchScoreView, ...adminErrors },
        },
      },
      async (request) => {
        const { id, innings, over, ball } = request.params;
        return scoring.deleteDelivery(id, { innings, over, ball, superOver: request.query.superOver }, actorOf(request));
      },
    );

    api.get(
      '/api/matches/:id/scorecard',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: "A match's score per innings, the last ball, and every player's line and fantasy points with where they came from",
          params: idParams(),
          response: { 200: matchScorecardView, 400: errorReply, 404: errorReply },
        },
      },
      async (request) => scoring.scorecard(request.params.id),
    );

    api.put(
      '/api/admin/matches/:id/scorecard/:playerId',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "Set a player's stat line by hand (or {lines: [...]}, one per innings); it replaces the feed's until removed",
          params: playerParams,
          body: scorecardLinesInputSchema,
          response: { 200: scorecardPlayerView, ...adminErrors },
        },
      },
      async (request) => scoring.setHandLines(request.params.id, request.params.playerId, request.body, actorOf(request)),
    );

    api.delete(
      '/api/admin/matches/:id/scorecard/:playerId',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "Remove a player's line set by hand: their points come from the feed again",
          params: playerParams,
          response: { 200: scorecardPlayerView, ...adminErrors },
        },
      },
      async (request) => scoring.clearHandLines(request.params.id, request.params.playerId, actorOf(request)),
    );
  };
}
