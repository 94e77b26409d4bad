// Support chat: the requests a player and an admin send, the limits, and the views the API
// answers with (docs/SUPPORT.md).

import { z } from 'zod';

export const SUPPORT_STATES = ['OPEN', 'WAITING_ON_PLAYER', 'CLOSED'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/** What a conversation may be about: one of the player's contests, withdrawals or deposits. */
export const SUPPORT_ABOUT_KINDS = ['CONTEST', 'WITHDRAWAL', 'DEPOSIT'] as const;
export type SupportAboutKind = (typeof SUPPORT_ABOUT_KINDS)[number];

export const SUPPORT_AUTHORS = ['PLAYER', 'SUPPORT'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

export const SUPPORT_LIMITS = {
  subjectMaxLength: 120,
  messageMaxLength: 4000,
  /** Images in one upload (one message). */
  attachmentsPerMessage: 3,
  /** Images in one conversation, all messages together. */
  attachmentsPerConversation: 12,
  attachmentMaxBytes: 2 * 1024 * 1024,
  /** Messages (new conversations, replies, uploads) a player may send a minute. */
  messagesPerMinute: 10,
  cannedTitleMaxLength: 80,
} as const;

export const SUPPORT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type SupportImageType = (typeof SUPPORT_IMAGE_TYPES)[number];

/** The type of an image by its first bytes (never by its name or the type the sender claims). */
export function imageTypeOf(bytes: Uint8Array): SupportImageType | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);
}

const idNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be above 0.`)
    .max(2_147_483_647, `${label} is too large.`);

export const supportAboutSchema = z.object(
  {
    kind: z.enum(SUPPORT_ABOUT_KINDS, { error: `about.kind must be one of ${SUPPORT_ABOUT_KINDS.join(', ')}.` }),
    id: idNumber('about.id'),
  },
  { error: 'about must be an object like {"kind": "DEPOSIT", "id": 12}.' },
);
export type SupportAbout = z.infer<typeof supportAboutSchema>;

export const newConversationSchema = z.object({
  subject: text('subject', SUPPORT_LIMITS.subjectMaxLength),
  message: text('message', SUPPORT_LIMITS.messageMaxLength),
  about: supportAboutSchema.nullish(),
});
export type NewConversationInput = z.input<typeof newConversationSchema>;

export const supportMessageSchema = z.object({ text: text('text', SUPPORT_LIMITS.messageMaxLength) });

/** The caption that may come with an upload (the multipart field `text`). */
export const supportCaptionSchema = z.string().trim().max(SUPPORT_LIMITS.messageMaxLength, `text can be at most ${SUPPORT_LIMITS.messageMaxLength} characters.`);

export const assignSchema = z.object({
  adminId: z.union([idNumber('adminId'), z.null()], { error: 'adminId must be the id of an admin, or null to unassign.' }),
});

export const cannedReplySchema = z.object({
  title: text('title', SUPPORT_LIMITS.cannedTitleMaxLength),
  text: text('text', SUPPORT_LIMITS.messageMaxLength),
});

/** `GET /api/admin/support/conversations?state=&assignee=`: `assignee` an admin's id, or `none`. */
export const adminConversationFilter = z.object({
  state: z.enum(SUPPORT_STATES, { error: `state must be one of ${SUPPORT_STATES.join(', ')}.` }).optional(),
  assignee: z
    .union([z.literal('none'), z.coerce.number().int().positive().max(2_147_483_647)], { error: 'assignee must be an admin id, or none.' })
    .optional(),
});

export const supportAttachmentView = z.object({
  id: z.number(),
  contentType: z.enum(SUPPORT_IMAGE_TYPES),
  bytes: z.number(),
  /** The authenticated address of the file: GET with the bearer token. */
  url: z.string(),
});
export type SupportAttachmentView = z.infer<typeof supportAttachmentView>;

export const supportMessageView = z.object({
  id: z.number(),
  conversationId: z.number(),
  author: z.enum(SUPPORT_AUTHORS),
  authorName: z.string().describe("The player's name, or the admin's for a support reply"),
  text: z.string(),
  attachments: z.array(supportAttachmentView),
  createdAt: z.string(),
});
export type SupportMessageView = z.infer<typeof supportMessageView>;

export const supportConversationView = z.object({
  id: z.number(),
  playerId: z.number(),
  playerName: z.string(),
  subject: z.string(),
  state: z.enum(SUPPORT_STATES),
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
  about: supportAboutSchema.nullable(),
  /** Messages the reader (the player, or support) has not read yet. */
  unread: z.number(),
  /** The player's unread count and support's, for the admins' inbox. */
  unreadByPlayer: z.number(),
  unreadBySupport: z.number(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type SupportConversationView = z.infer<typeof supportConversationView>;

export const supportConversationDetailView = supportConversationView.extend({ messages: z.array(supportMessageView) });
export type SupportConversationDetailView = z.infer<typeof supportConversationDetailView>;

export const cannedReplyView = z.object({ id: z.number(), title: z.string(), text: z.string(), createdAt: z.string() });
export type CannedReplyView = z.infer<typeof cannedReplyView>;

/** What `/user/queue/support` (the player) and `/topic/admin/support` (admins) receive. */
export const supportLiveEvent = z.object({
  type: z.enum(['message', 'conversation']),
  conversation: supportConversationView.omit({ unread: true }),
  message: supportMessageView.nullable(),
});
export type SupportLiveEvent = z.infer<typeof supportLiveEvent>;
