import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchInputSchema, matchView, scorerInputSchema } from '@crease/game';
import { linkNextText, pageQuery, sendPage, timeIdCursor } from '../../lib/paging.ts';
import { errorReply, idParams, sendSerialised } from '../../lib/route-schemas.ts';
import type { Actor } from '../../lib/actor.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { MatchesService } from './matches.service.ts';

export function matchRoutes(matches: MatchesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['matches'];

    api.get(
      '/api/matches/upcoming',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Matches yet to start, soonest first, a page at a time (Link rel="next", X-Total-Count)',
          querystring: pageQuery(timeIdCursor),
          response: { 200: z.array(matchView), 400: errorReply },
        },
      },
      async (request, reply) => {
        const page = await matches.upcomingPageJson({ limit: request.query.limit, after: request.query.before });
        linkNextText(request, reply, page.next);
        return sendSerialised(reply, page);
      },
    );

    api.get(
      '/api/matches',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Every match, by start time, a page at a time (Link rel="next", X-Total-Count)',
          querystring: pageQuery(timeIdCursor),
          response: { 200: z.array(matchView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const page = await matches.allPage({ limit: request.query.limit, after: request.query.before });
        reply.header('x-total-count', String(page.total));
        return sendPage(request, reply, page, timeIdCursor);
      },
    );

    api.get(
      '/api/matches/:id',
      {
        config: { auth: 'public' },
        schema: { tags, summary: 'One match', params: idParams(), response: { 200: matchView, 400: errorReply, 404: errorReply } },
      },
      async (request) => matches.get(request.params.id),
    );

    api.post(
      '/api/matches',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Create a match (its start time is the deadline for teams and entries)',
          body: matchInputSchema,
          response: { 201: matchView, 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => reply.code(201).send(await matches.create(request.body)),
    );

    api.put(
      '/api/matches/:id',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Edit a match before it starts; its players follow a renamed side',
          params: idParams(),
          body: matchInputSchema,
          response: { 200: matchView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply },
        },
      },
      async (request) => matches.update(request.params.id, request.body),
    );

    api.post(
      '/api/admin/matches/:id/scorer',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Who scores the match: {scorer: "MANUAL"} takes it over (its feed pauses), {scorer: "FEED"} hands it back (the feed goes on from the next ball after the last one stored)',
          params: idParams(),
          body: scorerInputSchema,
          response: { 200: matchView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply },
        },
      },
      async (request) => matches.setScorer(request.params.id, request.body.scorer, actorOf(request)),
    );

    const transitions = {
      start: { summary: 'Start a match now: the deadline passes and its contests go live', run: (id: number) => matches.start(id) },
      complete: { summary: 'Mark a live match completed, and its contests with it (recorded in the audit log)', run: (id: number, actor: Actor) => matches.complete(id, actor) },
      abandon: {
        summary: 'Abandon a match: its contests are cancelled and every entry refunded (recorded in the audit log)',
        run: (id: number, actor: Actor) => matches.abandon(id, actor),
      },
    };
    for (const [action, { summary, run }] of Object.entries(transitions)) {
      api.post(
        `/api/matches/:id/${action}`,
        {
          config: { auth: 'admin' },
          schema: {
            tags,
            summary,
            params: idParams(),
            response: { 200: matchView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply },
          },
        },
        async (request) => run(request.params.id, actorOf(request)),
      );
    }
  };
}
