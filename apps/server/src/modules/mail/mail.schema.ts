// The mail outbox (owned by the mail module).

import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Every e-mail the product sends; with no SMTP server configured, admins read them here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Extra headers the message carries (List-Unsubscribe on notifications' e-mails). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['OUTBOX', 'SENT', 'FAILED'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
