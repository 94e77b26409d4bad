// Entries: teams in contests (owned by the entries module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { bigint, index, integer, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { contests } from '../contests/contests.schema.ts';
import { users } from '../auth/auth.schema.ts';
import { userTeams } from '../teams/teams.schema.ts';

/** A team entered in a contest, with the fee it paid from each part of the wallet. */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => userTeams.id),
    shard: smallint('shard').notNull(),
    feeBonusPaise: bigint('fee_bonus_paise', { mode: 'number' }).notNull(),
    feeDepositPaise: bigint('fee_deposit_paise', { mode: 'number' }).notNull(),
    feeWinningsPaise: bigint('fee_winnings_paise', { mode: 'number' }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contest_entries_team_key').on(table.contestId, table.teamId),
    index('contest_entries_user_idx').on(table.userId, table.contestId),
  ],
);
