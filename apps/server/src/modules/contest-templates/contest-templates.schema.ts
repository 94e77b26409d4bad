// Contest templates (owned by the contest-templates module): named sets of contests an admin
// applies to a match in one action, or that are applied to every match created or imported.

import type { TemplateContestFields } from '@crease/game';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const contestTemplates = pgTable('contest_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Each contest as the contest form gives it, without a match (rupees, checked by templateContestSchema). */
  contests: jsonb('contests').$type<TemplateContestFields[]>().notNull(),
  /** Applied to every match created or imported, in the match's transaction. */
  autoApply: boolean('auto_apply').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
