// Users' teams (owned by the teams module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';
import { matches } from '../matches/matches.schema.ts';
import { contests } from '../contests/contests.schema.ts';

/** A user's team for a match: 11 players, a Captain and a Vice-Captain. */
export const userTeams = pgTable(
  'user_teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** The contest it was made for; it may enter any contest of its match. */
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    playerIds: integer('player_ids').array().notNull(),
    captainId: integer('captain_id').notNull(),
    viceCaptainId: integer('vice_captain_id').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_teams_user_idx').on(table.userId, table.matchId),
    // A user's teams, the last made first, a page at a time.
    index('user_teams_user_list_idx').on(table.userId, table.id),
    check('user_teams_captains_differ', sql`${table.captainId} <> ${table.viceCaptainId}`),
  ],
);
