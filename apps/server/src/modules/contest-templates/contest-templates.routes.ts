import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyTemplatesInputSchema, contestTemplateInputSchema, contestTemplateView, contestView } from '@crease/game';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import type { ContestTemplatesService } from './contest-templates.service.ts';

export function contestTemplateRoutes(templates: ContestTemplatesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

    api.get(
      '/api/admin/contest-templates',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Contest templates, newest first; ?limit= and ?before=<id> (Link rel="next")',
          querystring: idPageQuery(),
          response: { 200: z.array(contestTemplateView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        return sendPage(request, reply, pageOf(await templates.page({ limit: limit + 1, before }), limit, (row) => row.id), idCursor);
      },
    );

    api.post(
      '/api/admin/contest-templates',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Make a contest template: a name, autoApply (to every match created or imported), and its contests as the contest form takes them, without the match',
          body: contestTemplateInputSchema,
          response: { 201: contestTemplateView, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await templates.create(request.body)),
    );

    api.put(
      '/api/admin/contest-templates/:id',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Replace a contest template (contests it already made stay)', params: idParams(), body: contestTemplateInputSchema, response: { 200: contestTemplateView, ...errors } },
      },
      async (request) => templates.update(request.params.id, request.body),
    );

    api.delete(
      '/api/admin/contest-templates/:id',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Remove a contest template (contests it already made stay)', params: idParams(), response: { 204: z.null().describe('Removed'), ...errors } },
      },
      async (request, reply) => {
        await templates.remove(request.params.id);
        return reply.code(204).send(null);
      },
    );

    api.post(
      '/api/admin/matches/:id/apply-templates',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "Make the contests of these templates for a match that has not started, in one transaction: {templateIds: [1, 2]}; answers the contests made",
          params: idParams(),
          body: applyTemplatesInputSchema,
          response: { 201: z.array(contestView), ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await templates.apply(request.params.id, request.body.templateIds)),
    );
  };
}
