// The audit log (owned by the audit module): append-only. A trigger, written at the end of the
// migration that made the table, refuses UPDATE, DELETE and TRUNCATE; nothing references an
// account by a foreign key, so removing an account changes no event about it.

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it; null for the server itself. */
    actorId: integer('actor_id'),
    /** A dotted name: `withdrawal.paid`, `session.ended` (AUDIT_KINDS in packages/game). */
    kind: text('kind').notNull(),
    /** The account it was about. */
    subjectUserId: integer('subject_user_id'),
    ip: text('ip'),
    /** What changed, before and after; account numbers masked as KYC presents them. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_subject_idx').on(table.subjectUserId, table.id),
    index('audit_events_kind_idx').on(table.kind, table.id),
    check('audit_events_kind_name', sql`${table.kind} ~ '^[a-z][a-z_]*(\\.[a-z][a-z_]*)+$'`),
  ],
);
