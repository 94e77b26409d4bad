// Leagues across a series (owned by the leagues module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/** A group of friends following one competition (a series of matches), joined with its code. */
export const leagues = pgTable(
  'leagues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** As the matches name it (matches.competition), compared without case. */
    competition: text('competition').notNull(),
    inviteCode: text('invite_code').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('leagues_invite_code_idx').on(table.inviteCode), index('leagues_competition_idx').on(sql`lower(${table.competition})`)],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.userId] }), index('league_members_user_idx').on(table.userId)],
);
