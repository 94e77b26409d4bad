import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportAttachments, supportCannedReplies, supportConversations, supportMessages } from './support.schema.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type AttachmentRow = typeof supportAttachments.$inferSelect;
export type CannedReplyRow = typeof supportCannedReplies.$inferSelect;

/** A conversation with each side's unread count. */
export type ConversationListRow = ConversationRow & { unreadByPlayer: number; unreadBySupport: number };

// Qualified by hand: inside the subquery an unqualified "id" would be the message's.
const unreadBy = (author: 'PLAYER' | 'SUPPORT', readColumn: 'player_read_id' | 'support_read_id') =>
  sql<number>`(select count(*)::int from ${supportMessages} m where m.conversation_id = "support_conversations"."id" and m.author = ${author} and m.id > ${sql.raw(`"support_conversations"."${readColumn}"`)})`;

const withUnread = {
  conversation: supportConversations,
  unreadByPlayer: unreadBy('SUPPORT', 'player_read_id'),
  unreadBySupport: unreadBy('PLAYER', 'support_read_id'),
};

const flatten = (row: { conversation: ConversationRow; unreadByPlayer: number; unreadBySupport: number }): ConversationListRow => ({
  ...row.conversation,
  unreadByPlayer: Number(row.unreadByPlayer),
  unreadBySupport: Number(row.unreadBySupport),
});

export async function insertConversation(db: Db, values: typeof supportConversations.$inferInsert): Promise<ConversationRow> {
  const [row] = await db.insert(supportConversations).values(values).returning();
  return row!;
}

export async function findConversation(db: Db, id: number): Promise<ConversationListRow | undefined> {
  const [row] = await db.select(withUnread).from(supportConversations).where(eq(supportConversations.id, id));
  return row && flatten(row);
}

/** The conversation locked for a change (a message, a state, an assignment): one at a time. */
export async function lockConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id)).for('update');
  return row;
}

export async function updateConversation(db: Db, id: number, values: Partial<typeof supportConversations.$inferInsert>): Promise<void> {
  await db.update(supportConversations).set(values).where(eq(supportConversations.id, id));
}

export async function insertMessage(db: Db, values: typeof supportMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

export function listMessages(db: Db, conversationId: number): Promise<MessageRow[]> {
  return db.select().from(supportMessages).where(eq(supportMessages.conversationId, conversationId)).orderBy(asc(supportMessages.id));
}

export async function insertAttachments(db: Db, rows: (typeof supportAttachments.$inferInsert)[]): Promise<AttachmentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(supportAttachments).values(rows).returning();
}

export function attachmentsOfMessages(db: Db, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db.select().from(supportAttachments).where(inArray(supportAttachments.messageId, [...messageIds])).orderBy(asc(supportAttachments.id));
}

export async function countAttachments(db: Db, conversationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportAttachments).where(eq(supportAttachments.conversationId, conversationId));
  return Number(row?.n ?? 0);
}

/** An attachment with the player its conversation belongs to. */
export async function findAttachment(db: Db, id: number): Promise<(AttachmentRow & { playerId: number }) | undefined> {
  const [row] = await db
    .select({ attachment: supportAttachments, playerId: supportConversations.playerId })
    .from(supportAttachments)
    .innerJoin(supportConversations, eq(supportConversations.id, supportAttachments.conversationId))
    .where(eq(supportAttachments.id, id));
  return row && { ...row.attachment, playerId: row.playerId };
}

export interface ConversationFilter {
  playerId?: number | undefined;
  state?: ConversationRow['state'] | undefined;
  /** An admin's id, or 'none' for the unassigned. */
  assignee?: number | 'none' | undefined;
}

/** Conversations by last activity, newest first, `limit` of them after the position `before`. */
export async function listConversations(
  db: Db,
  filter: ConversationFilter,
  page: { limit: number; before?: { at: Date; id: number } | undefined },
): Promise<ConversationListRow[]> {
  const { before } = page;
  const rows = await db
    .select(withUnread)
    .from(supportConversations)
    .where(
      and(
        filter.playerId === undefined ? undefined : eq(supportConversations.playerId, filter.playerId),
        filter.state === undefined ? undefined : eq(supportConversations.state, filter.state),
        filter.assignee === undefined
          ? undefined
          : filter.assignee === 'none'
            ? isNull(supportConversations.assigneeId)
            : eq(supportConversations.assigneeId, filter.assignee),
        before
          ? or(lt(supportConversations.lastMessageAt, before.at), and(eq(supportConversations.lastMessageAt, before.at), lt(supportConversations.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(page.limit);
  return rows.map(flatten);
}

export function listCannedReplies(db: Db, page: { limit: number; before?: number | undefined }): Promise<CannedReplyRow[]> {
  return db
    .select()
    .from(supportCannedReplies)
    .where(page.before ? lt(supportCannedReplies.id, page.before) : undefined)
    .orderBy(desc(supportCannedReplies.id))
    .limit(page.limit);
}

export async function insertCannedReply(db: Db, values: typeof supportCannedReplies.$inferInsert): Promise<CannedReplyRow> {
  const [row] = await db.insert(supportCannedReplies).values(values).returning();
  return row!;
}

export async function deleteCannedReply(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, id)).returning({ id: supportCannedReplies.id });
  return rows.length > 0;
}
