import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markReadInput, notificationKind, notificationSettingsUpdate, notificationSettingsView, notificationView, pushEndpointInput, pushSubscriptionInput } from '@crease/game';
import { badRequest } from '../../errors.ts';
import { idCursor, idPageQuery, pageOf, sendPage } from '../../lib/paging.ts';
import { errorReply } from '../../lib/route-schemas.ts';
import { currentUser, signedInActor } from '../../plugins/auth.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationsService } from './notifications.service.ts';
import { isPushKey } from './web-push.ts';

export interface NotificationRouteOptions {
  /** Accept push endpoints on http://127.0.0.1 (a local push service: tests and the bench); never in production. */
  allowLoopbackPush: boolean;
}

const unsubscribeQuery = z.object({
  u: z.coerce.number({ error: 'u must be a number.' }).int().positive(),
  k: notificationKind,
  s: z.string().min(1, 's is required.').max(100),
});

/** The push service address a browser gave: https (any push service), or a local one where allowed. */
function checkEndpoint(endpoint: string, options: NotificationRouteOptions): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('endpoint must be the https address of a push service.');
  }
  const loopback = url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]');
  if (url.protocol !== 'https:' && !(loopback && options.allowLoopbackPush)) throw badRequest('endpoint must be the https address of a push service.');
  if (url.username || url.password) throw badRequest('endpoint must not carry a user name or password.');
}

export function notificationRoutes(notifications: NotificationsService, options: NotificationRouteOptions) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    // Mail clients send the one-click unsubscribe as a form (RFC 8058): read it here only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    api.get(
      '/api/notifications',
      {
        config: { auth: 'user' },
        schema: { tags: ['notifications'], summary: 'Your notifications, newest first', querystring: idPageQuery(), response: { 200: z.array(notificationView), 400: errorReply, 401: errorReply } },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await notifications.list(currentUser(request).id, { limit: limit + 1, before });
        const page = pageOf(rows, limit, (row) => row.id);
        return sendPage(request, reply, { ...page, rows: page.rows.map(presentNotification) }, idCursor);
      },
    );

    api.get(
      '/api/notifications/unread-count',
      {
        config: { auth: 'user' },
        schema: { tags: ['notifications'], summary: 'How many of your notifications are unread (the bell)', response: { 200: z.object({ unread: z.number() }), 401: errorReply } },
      },
      async (request) => ({ unread: await notifications.unreadCount(currentUser(request).id) }),
    );

    api.post(
      '/api/notifications/read',
      {
        config: { auth: 'user' },
        schema: { tags: ['notifications'], summary: 'Marks notifications read: {ids} or {all: true}', body: markReadInput, response: { 204: z.null(), 400: errorReply, 401: errorReply } },
      },
      async (request, reply) => {
        await notifications.markRead(currentUser(request).id, request.body);
        return reply.status(204).send(null);
      },
    );

    api.get(
      '/api/user/notification-settings',
      {
        config: { auth: 'user' },
        schema: { tags: ['notifications'], summary: 'Each kind of notification, on or off by push and by e-mail', response: { 200: notificationSettingsView, 401: errorReply } },
      },
      async (request) => notifications.settings(currentUser(request).id),
    );

    api.put(
      '/api/user/notification-settings',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['notifications'],
          summary: 'Turns kinds on or off per channel; the kinds not named keep their setting',
          body: notificationSettingsUpdate,
          response: { 200: notificationSettingsView, 400: errorReply, 401: errorReply },
        },
      },
      async (request) => notifications.saveSettings(currentUser(request).id, request.body.kinds),
    );

    api.get(
      '/api/push/public-key',
      {
        config: { auth: 'public' },
        schema: { tags: ['notifications'], summary: "The server's VAPID public key, for pushManager.subscribe", response: { 200: z.object({ publicKey: z.string() }) } },
      },
      async () => ({ publicKey: notifications.publicKey }),
    );

    api.post(
      '/api/push/subscriptions',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['notifications'],
          summary: "Pushes to this browser: its PushSubscription (endpoint, keys.p256dh, keys.auth), kept while this session lasts",
          body: pushSubscriptionInput,
          response: { 201: z.object({ endpoint: z.string() }), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => {
        const { endpoint, keys } = request.body;
        checkEndpoint(endpoint, options);
        if (!isPushKey(keys.p256dh, 65)) throw badRequest('keys.p256dh must be the browser\'s P-256 public key (65 bytes, base64url).');
        if (!isPushKey(keys.auth, 16)) throw badRequest('keys.auth must be the browser\'s auth secret (16 bytes, base64url).');
        await notifications.subscribe(signedInActor(request), { endpoint, keys });
        return reply.status(201).send({ endpoint });
      },
    );

    api.delete(
      '/api/push/subscriptions',
      {
        config: { auth: 'user' },
        schema: { tags: ['notifications'], summary: 'No more pushes to this browser', body: pushEndpointInput, response: { 204: z.null(), 400: errorReply, 401: errorReply } },
      },
      async (request, reply) => {
        await notifications.unsubscribeDevice(currentUser(request).id, request.body.endpoint);
        return reply.status(204).send(null);
      },
    );

    // The one-click unsubscribe of e-mails (RFC 8058): no sign-in, the link's signature is the proof.
    api.post(
      '/api/notifications/unsubscribe',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['notifications'],
          summary: "One-click unsubscribe from an e-mail's List-Unsubscribe link: that kind's e-mails stop",
          querystring: unsubscribeQuery,
          response: { 200: z.object({ message: z.string() }), 400: errorReply, 403: errorReply },
        },
      },
      async (request) => {
        const { u, k, s } = request.query;
        await notifications.unsubscribe(u, k, s);
        return { message: 'You will get no more e-mails of this kind. Change it back in Profile.' };
      },
    );

    api.get(
      '/api/notifications/unsubscribe',
      {
        config: { auth: 'public' },
        schema: { tags: ['notifications'], summary: 'The page behind the unsubscribe link: a button that confirms (a link alone unsubscribes nobody)', querystring: unsubscribeQuery },
      },
      async (request, reply) => {
        const action = `/api/notifications/unsubscribe?${new URLSearchParams(request.query as unknown as Record<string, string>).toString()}`;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe: Crease</title>` +
              `<main><h1>Stop these e-mails?</h1><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form></main></html>`,
          );
      },
    );
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
