// Notifications, their delivery and where to deliver them (owned by the notifications module).
// Foreign keys name the tables of other modules.

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { userSessions, users } from '../auth/auth.schema.ts';
import { matches } from '../matches/matches.schema.ts';

export const NOTIFICATION_KINDS = ['LINEUPS', 'DEADLINE', 'MATCH_LIVE', 'CONTEST_SETTLED', 'WITHDRAWAL', 'FRIEND_JOINED'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One thing a player is told, written in the transaction of the change that caused it (the
 * outbox): at most one per player, kind and subject (the match, the contest, the withdrawal), so
 * an event met twice is told once. The notification centre lists these rows; `due_at` says the
 * delivery (live frame, push, e-mail) is still to do, and when a worker may next take it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What it is about, e.g. `match:12`: with the user and the kind, the event's key. */
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the web app opens it, a path of the app. */
    url: text('url').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    /** When a worker may take its delivery next; null once delivered (or given up). */
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }),
    /** Deliveries taken so far (the backoff grows with them). */
    attempts: integer('attempts').notNull().default(0),
    /** The push subscriptions still owed this notification (ids); null before the first attempt. */
    pushPending: jsonb('push_pending').$type<number[]>(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('notifications_event_idx').on(table.userId, table.kind, table.subject),
    index('notifications_user_list_idx').on(table.userId, table.id),
    index('notifications_due_idx').on(table.dueAt).where(sql`${table.dueAt} is not null`),
  ],
);

/** A player's choice per kind and channel; a kind with no row has the defaults (docs/NOTIFICATIONS.md). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A browser's push subscription, kept for the session that made it (gone when the session ends). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint), index('push_subscriptions_user_idx').on(table.userId), index('push_subscriptions_session_idx').on(table.sessionId)],
);

/**
 * A match a player asked to be reminded of ("Remind me" on its card): they are sent its deadline
 * reminder as if they had a team for it. Kept after the match starts (the list of followed
 * matches reads only those still to start), and gone with the player or the match.
 */
export const matchFollows = pgTable(
  'match_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The key reads a player's follows; the index, a match's followers (the deadline reminder).
  (table) => [primaryKey({ columns: [table.userId, table.matchId] }), index('match_follows_match_idx').on(table.matchId)],
);
