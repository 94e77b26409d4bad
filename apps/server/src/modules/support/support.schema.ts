// Support chat (owned by the support module): conversations between a player and support, their
// messages, the images attached to them (the files live under SUPPORT_FILES_DIR), and the admins'
// canned replies. Foreign keys name the users table of the auth module.

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    state: text('state', { enum: ['OPEN', 'WAITING_ON_PLAYER', 'CLOSED'] }).notNull().default('OPEN'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it is about: one of the player's contests, withdrawals or deposits (checked when made). */
    aboutKind: text('about_kind', { enum: ['CONTEST', 'WITHDRAWAL', 'DEPOSIT'] }),
    aboutId: integer('about_id'),
    /** The last message each side has read (0: none); unread is every message of the other side after it. */
    playerReadId: integer('player_read_id').notNull().default(0),
    supportReadId: integer('support_read_id').notNull().default(0),
    /** The last support message the player was e-mailed about (at most one e-mail until they read). */
    playerEmailedId: integer('player_emailed_id').notNull().default(0),
    playerReadAt: timestamp('player_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // A player's conversations, and the inbox by state, both by last activity (keyset).
    index('support_conversations_player_idx').on(table.playerId, table.lastMessageAt, table.id),
    index('support_conversations_state_idx').on(table.state, table.lastMessageAt, table.id),
    index('support_conversations_activity_idx').on(table.lastMessageAt, table.id),
    check('support_conversations_about_whole', sql`(${table.aboutKind} is null) = (${table.aboutId} is null)`),
    check('support_conversations_closed_when', sql`(${table.state} = 'CLOSED') = (${table.closedAt} is not null)`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author', { enum: ['PLAYER', 'SUPPORT'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_conversation_idx').on(table.conversationId, table.id)],
);

export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** The file's name under SUPPORT_FILES_DIR: random, never the sender's. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_attachments_message_idx').on(table.messageId), index('support_attachments_conversation_idx').on(table.conversationId)],
);

export const supportCannedReplies = pgTable('support_canned_replies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
