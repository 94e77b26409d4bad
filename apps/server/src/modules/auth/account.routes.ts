import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeEmailSchema, changeEmailView, changePasswordSchema, sessionView } from '@crease/game';
import { pageOf, pageQuery, sendPage, tupleCursor } from '../../lib/paging.ts';
import { errorReply } from '../../lib/route-schemas.ts';
import { actorOf, currentSession, currentUser, signedInActor } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';
import type { SessionPosition, SessionsService } from './sessions.service.ts';

/** A place in the list of sessions: when it signed in (ms), then its id. */
const sessionCursor = tupleCursor<SessionPosition>(z.tuple([z.number().int(), z.string().max(64)]));

/** What a signed-in person does to their own account besides the profile: sessions, password, e-mail address. */
export function accountRoutes(auth: AuthService, sessions: SessionsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['account'];
    const signedIn = (request: Parameters<typeof actorOf>[0]) => (signedInActor(request));

    api.get(
      '/api/user/sessions',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Where you are signed in, newest first; `current` is the session that asks',
          querystring: pageQuery(sessionCursor),
          response: { 200: z.array(sessionView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await sessions.list(currentUser(request).id, currentSession(request), { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row): SessionPosition => [Date.parse(row.createdAt), row.id]), sessionCursor);
      },
    );

    api.delete(
      '/api/user/sessions/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Sign out one of your sessions (a device): its token is refused from now on',
          params: z.object({ id: z.string().max(64, 'id in the path is not a session.') }),
          response: { 204: z.null(), 400: errorReply, 401: errorReply, 404: errorReply },
        },
      },
      async (request, reply) => {
        await sessions.endOne(signedInActor(request), request.params.id, 'SIGNED_OUT');
        return reply.code(204).send(null);
      },
    );

    api.post(
      '/api/user/sessions/end-others',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'Sign out everywhere else: every session but this one ends', response: { 204: z.null(), 401: errorReply } },
      },
      async (request, reply) => {
        await sessions.endOthers(signedInActor(request));
        return reply.code(204).send(null);
      },
    );

    api.put(
      '/api/user/password',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Change your password with the current one: your other sessions end, this one stays; you are e-mailed',
          body: changePasswordSchema,
          response: { 204: z.null(), 400: errorReply, 401: errorReply, 403: errorReply, 429: errorReply },
        },
      },
      async (request, reply) => {
        await auth.changePassword(signedInActor(request), request.body);
        return reply.code(204).send(null);
      },
    );

    api.put(
      '/api/user/email',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Change your e-mail address with your password: the new one is verified again, the old one is told',
          body: changeEmailSchema,
          response: { 200: changeEmailView, 400: errorReply, 401: errorReply, 403: errorReply, 409: errorReply, 429: errorReply },
        },
      },
      async (request) => {
        const user = await auth.changeEmail(signedInActor(request), request.body);
        return { message: `Your e-mail address is now ${user.email}. Open the link we sent there to verify it.`, user };
      },
    );
  };
}
