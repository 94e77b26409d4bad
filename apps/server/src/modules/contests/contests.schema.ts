// Contests and their spots (owned by the contests module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { matches } from '../matches/matches.schema.ts';

export interface StoredPrize {
  fromRank: number;
  toRank: number;
  amountPaise: number;
}

export const contests = pgTable(
  'contests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    name: text('name').notNull(),
    entryFeePaise: bigint('entry_fee_paise', { mode: 'number' }).notNull(),
    prizePoolPaise: bigint('prize_pool_paise', { mode: 'number' }).notNull(),
    /** UPCOMING is stored until a job moves it; readers compute the status from the match. */
    status: text('status', { enum: ['UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED'] }).notNull().default('UPCOMING'),
    resultDistributed: boolean('result_distributed').notNull().default(false),
    /** The most entries; null for unlimited. */
    spots: integer('spots'),
    maxTeamsPerUser: integer('max_teams_per_user').notNull().default(1),
    /** Cancelled and refunded at the deadline when its spots have not filled. */
    flexible: boolean('flexible').notNull().default(false),
    prizes: jsonb('prizes').$type<StoredPrize[]>().notNull(),
    /** When its final table (every entry's points, rank and prize) was fixed, after the match completed. */
    resultsAt: timestamp('results_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contests_match_idx').on(table.matchId),
    // What settlement looks for at start-up and on every tick: completed and not yet paid out.
    index('contests_unsettled_idx').on(table.id).where(sql`${table.status} = 'COMPLETED' and not ${table.resultDistributed}`),
    check('contests_fee_not_negative', sql`${table.entryFeePaise} >= 0 and ${table.prizePoolPaise} >= 0`),
    check('contests_spots_valid', sql`${table.spots} is null or ${table.spots} >= 2`),
    check('contests_max_teams_range', sql`${table.maxTeamsPerUser} between 1 and 20`),
    check('contests_status_known', sql`${table.status} in ('UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED')`),
  ],
);

/**
 * A contest's spots, split over a few rows (shards) so that joins take spots in parallel
 * instead of queueing on one row; the capacities add up to the spots (null: unlimited), and
 * no shard takes more than its capacity, so a contest never overfills. Besides this module, the
 * join's database function (entries/join-contest.sql) writes here: `taken` + 1 on one open shard.
 */
export const contestSlots = pgTable(
  'contest_slots',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    capacity: integer('capacity'),
    taken: integer('taken').notNull().default(0),
    /** Set when the contest is cancelled: no join takes a spot after that. */
    closed: boolean('closed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.shard] }),
    check('contest_slots_within_capacity', sql`${table.taken} >= 0 and (${table.capacity} is null or ${table.taken} <= ${table.capacity})`),
  ],
);
