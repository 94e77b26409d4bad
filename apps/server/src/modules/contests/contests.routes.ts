import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTEST_STATUSES, contestInputSchema, contestView } from '@crease/game';
import { linkNextText, pageQuery, timeIdCursor } from '../../lib/paging.ts';
import { errorReply, idField, idParams, sendSerialised } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { contestViewer, type ContestsService } from './contests.service.ts';

const statusesMessage = `status must be one or more of ${CONTEST_STATUSES.join(', ')}, separated by commas (?status=UPCOMING,LIVE).`;
/** `?status=UPCOMING,LIVE`: any of several statuses, each once. */
const statusesField = z
  .string({ error: statusesMessage })
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
  .pipe(z.array(z.enum(CONTEST_STATUSES, { error: statusesMessage })).min(1, statusesMessage));

const listQuery = pageQuery(timeIdCursor).extend({
  status: statusesField.optional(),
  matchId: idField('matchId').optional(),
});

export function contestRoutes({ catalogue, admin }: Pick<ContestsService, 'catalogue' | 'admin'>) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['contests'];
    const adminErrors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

    api.get(
      '/api/contests',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Contests with their match, entries, spots and prizes, by start time, a page at a time; ?status= (one or more, comma-separated: UPCOMING,LIVE) and ?matchId= filter',
          description:
            'Paged: ?limit= (50 by default, at most 200); the next page is in the Link header (rel="next"), and X-Total-Count says how many the list holds. Private contests are in no list.',
          querystring: listQuery,
          response: { 200: z.array(contestView), 400: errorReply },
        },
      },
      async (request, reply) => {
        const { status, matchId, limit, before } = request.query;
        const page = await catalogue.listPageJson({ status, matchId }, { limit, after: before });
        linkNextText(request, reply, page.next);
        return sendSerialised(reply, page);
      },
    );

    api.get(
      '/api/contests/:id',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'One contest; a private one for its entrants, or with ?inviteCode= its code (anyone else: 404, as for no contest)',
          params: idParams(),
          querystring: z.object({ inviteCode: z.string().max(64).optional() }),
          response: { 200: contestView, 400: errorReply, 404: errorReply },
        },
      },
      async (request) => catalogue.get(request.params.id, contestViewer(request.user, request.query.inviteCode)),
    );

    api.post(
      '/api/contests',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Create a contest for a match that has not started (prizes default to the whole pool to rank 1)',
          body: contestInputSchema,
          response: { 201: contestView, ...adminErrors },
        },
      },
      async (request, reply) => reply.code(201).send(await admin.create(request.body)),
    );

    api.put(
      '/api/contests/:id',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Edit a contest before its deadline', params: idParams(), body: contestInputSchema, response: { 200: contestView, ...adminErrors } },
      },
      async (request) => admin.update(request.params.id, request.body),
    );

    api.post(
      '/api/contests/:id/cancel',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Cancel a contest that has not completed; every entry is refunded (recorded in the audit log)',
          params: idParams(),
          response: { 200: contestView, ...adminErrors },
        },
      },
      async (request) => admin.cancel(request.params.id, actorOf(request)),
    );
  };
}
