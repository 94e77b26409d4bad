import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountView,
  adminConversationFilter,
  assignSchema,
  auditEventView,
  cannedReplySchema,
  cannedReplyView,
  kycView,
  newConversationSchema,
  SUPPORT_LIMITS,
  supportCaptionSchema,
  supportConversationDetailView,
  supportConversationView,
  supportMessageSchema,
  supportMessageView,
  transactionView,
  walletView,
} from '@crease/game';
import { AppError, badRequest } from '../../errors.ts';
import { idPageQuery, pageOf, pageQuery, sendPage, idCursor, timeIdCursor } from '../../lib/paging.ts';
import { errorReply, idParams } from '../../lib/route-schemas.ts';
import { currentUser, signedInActor } from '../../plugins/auth.ts';
import type { SupportService, UploadedImage } from './support.service.ts';

const tags = ['support'];
const position = (row: { lastMessageAt: string; id: number }) => ({ at: new Date(row.lastMessageAt), id: row.id });

const playerPanelView = z.object({
  account: accountView.extend({ createdAt: z.string() }),
  wallet: walletView,
  transactions: z.array(transactionView),
  standing: z.object({
    emailVerified: z.boolean(),
    dateOfBirth: z.string().nullable(),
    state: z.string().nullable(),
    monthlyDepositLimit: z.number(),
    pendingMonthlyDepositLimit: z.object({ amount: z.number(), effectiveAt: z.string() }).nullable(),
    selfExcludedUntil: z.string().nullable(),
  }),
  kyc: kycView.nullable(),
  audit: z.array(auditEventView),
});

/** Reads an upload: up to 3 images in the field `files` and an optional caption in `text`; each limit a 4xx naming the field. */
async function readUpload(request: FastifyRequest): Promise<{ images: UploadedImage[]; caption: string }> {
  if (!request.isMultipart()) throw badRequest('files: send the images as multipart/form-data, in the field files (and a caption in text, if any).');
  const images: UploadedImage[] = [];
  let caption = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(`${part.fieldname}: images go in the field files.`);
        }
        images.push({ bytes: await part.toBuffer() });
      } else if (part.fieldname === 'text') {
        const parsed = supportCaptionSchema.safeParse(part.value);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
        caption = parsed.data;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', `files: image ${images.length + 1} is larger than 2 MB.`);
    if (code === 'FST_FILES_LIMIT') throw badRequest(`files: at most ${SUPPORT_LIMITS.attachmentsPerMessage} images a message.`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('files: send at most 3 images in files and a caption in text, nothing else.');
    if (error instanceof AppError) throw error;
    throw badRequest('files: the upload could not be read as multipart/form-data. Send it again.');
  }
  return { images, caption };
}

export function supportRoutes(support: SupportService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: SUPPORT_LIMITS.attachmentMaxBytes,
        files: SUPPORT_LIMITS.attachmentsPerMessage,
        fields: 2,
        fieldSize: 16 * 1024,
        parts: SUPPORT_LIMITS.attachmentsPerMessage + 2,
      },
    });
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/support/conversations',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Open a conversation with support: a subject, the first message, and what it is about (one of your contests, withdrawals or deposits)',
          body: newConversationSchema,
          response: { 201: supportConversationDetailView, 400: errorReply, 401: errorReply, 429: errorReply },
        },
      },
      async (request, reply) => reply.code(201).send(await support.start(currentUser(request), request.body)),
    );

    api.get(
      '/api/support/conversations',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Your conversations with support, by last activity, newest first; ?limit= and the Link header page through them',
          querystring: pageQuery(timeIdCursor),
          response: { 200: z.array(supportConversationView), 400: errorReply, 401: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await support.mine(currentUser(request).id, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, position), timeIdCursor);
      },
    );

    api.get(
      '/api/support/conversations/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'One conversation with its messages (yours, or any for an admin); it is marked read for you',
          params: idParams(),
          response: { 200: supportConversationDetailView, 400: errorReply, 401: errorReply, 404: errorReply },
        },
      },
      async (request) => support.read(currentUser(request), request.params.id),
    );

    api.post(
      '/api/support/conversations/:id/messages',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: "A message in a conversation: the player's opens it, support's waits on the player",
          params: idParams(),
          body: supportMessageSchema,
          response: { 201: supportMessageView, 400: errorReply, 401: errorReply, 404: errorReply, 429: errorReply },
        },
      },
      async (request, reply) => reply.code(201).send(await support.post(signedInActor(request), currentUser(request), request.params.id, request.body.text)),
    );

    api.post(
      '/api/support/conversations/:id/attachments',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Images as one message: multipart/form-data, 1 to 3 PNG or JPEG files (2 MB each) in files, a caption in text',
          description: 'A conversation holds at most 12 images. The type is read from the bytes, not the name. Too large: 413; anything else wrong: 400, naming files.',
          params: idParams(),
          response: { 201: supportMessageView, 400: errorReply, 401: errorReply, 404: errorReply, 413: errorReply, 429: errorReply },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { images, caption } = await readUpload(request);
        return reply.code(201).send(await support.upload(signedInActor(request), user, request.params.id, images, caption));
      },
    );

    api.get(
      '/api/support/attachments/:id',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'An image of a conversation, for its player and admins only', params: idParams(), response: { 400: errorReply, 401: errorReply, 404: errorReply } },
      },
      async (request, reply) => {
        const file = await support.attachment(currentUser(request), request.params.id);
        return reply
          .header('Content-Type', file.contentType)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', `inline; filename="${file.filename}"`)
          .header('Cache-Control', 'private, no-store')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(file.bytes as never); // the image's bytes as they are (no JSON schema applies)
      },
    );

    // The admins' inbox.
    api.get(
      '/api/admin/support/conversations',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Every conversation, by last activity, newest first; ?state= and ?assignee=<admin id>|none filter; unread counts per side',
          querystring: pageQuery(timeIdCursor).extend(adminConversationFilter.shape),
          response: { 200: z.array(supportConversationView), 400: errorReply, 401: errorReply, 403: errorReply },
        },
      },
      async (request, reply) => {
        const { limit, before, state, assignee } = request.query;
        const rows = await support.inbox({ state, assignee }, { limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, position), timeIdCursor);
      },
    );

    api.post(
      '/api/admin/support/conversations/:id/assign',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: 'Assign a conversation to an admin (adminId), or unassign it (null)',
          params: idParams(),
          body: assignSchema,
          response: { 200: supportConversationView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
        },
      },
      async (request) => support.assign(signedInActor(request), request.params.id, request.body.adminId),
    );

    for (const action of ['close', 'reopen'] as const) {
      api.post(
        `/api/admin/support/conversations/:id/${action}`,
        {
          config: { auth: 'admin' },
          schema: {
            tags,
            summary: action === 'close' ? 'Close a conversation (a player writing again opens it)' : 'Open a closed conversation again',
            params: idParams(),
            response: { 200: supportConversationView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply },
          },
        },
        async (request) => (action === 'close' ? support.close(signedInActor(request), request.params.id) : support.reopen(signedInActor(request), request.params.id)),
      );
    }

    api.get(
      '/api/admin/support/conversations/:id/player',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: "The conversation's player: account, wallet, recent transactions, standing and KYC, recent audit events",
          params: idParams(),
          response: { 200: playerPanelView, 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
        },
      },
      async (request) => support.playerPanel(request.params.id),
    );

    api.get(
      '/api/admin/support/canned-replies',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Canned replies, newest first', querystring: idPageQuery(), response: { 200: z.array(cannedReplyView), 400: errorReply, 401: errorReply, 403: errorReply } },
      },
      async (request, reply) => {
        const { limit, before } = request.query;
        const rows = await support.cannedReplies({ limit: limit + 1, before });
        return sendPage(request, reply, pageOf(rows, limit, (row) => row.id), idCursor);
      },
    );

    api.post(
      '/api/admin/support/canned-replies',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Save a canned reply', body: cannedReplySchema, response: { 201: cannedReplyView, 400: errorReply, 401: errorReply, 403: errorReply } },
      },
      async (request, reply) => reply.code(201).send(await support.addCannedReply(signedInActor(request), request.body)),
    );

    api.delete(
      '/api/admin/support/canned-replies/:id',
      {
        config: { auth: 'admin' },
        schema: { tags, summary: 'Delete a canned reply', params: idParams(), response: { 204: z.null(), 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply } },
      },
      async (request, reply) => {
        await support.removeCannedReply(request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
