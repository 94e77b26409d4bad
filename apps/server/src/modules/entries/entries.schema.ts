// Entries: teams in contests (owned by the entries module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The team's points (Captain 2x, Vice-Captain 1.5x): written back while live, final once the results are fixed. */
    points: doublePrecision('points').notNull().default(0),
    rank: integer('rank'),
    /** What the final table pays this entry (null until the results are fixed). */
    prizePaise: bigint('prize_paise', { mode: 'number' }),
    /** When its prize was credited to the wallet. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contest_entries_team_key').on(table.contestId, table.teamId),
    index('contest_entries_user_idx').on(table.userId, table.contestId),
    // A user's joined contests, newest first, a page at a time.
    index('contest_entries_user_list_idx').on(table.userId, table.id),
    // A settled contest's table in order (best first, ties by entry id), a page at a time.
    index('contest_entries_table_idx').on(table.contestId, table.points.desc(), table.id),
    // The prizes still to pay, a batch at a time.
    index('contest_entries_unpaid_idx').on(table.contestId, table.id).where(sql`${table.prizePaise} > 0 and ${table.paidAt} is null`),
  ],
);
