// Contests and their spots (owned by the contests module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';
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
    /** Its match's start time, kept with it (the match tells it of a change): the lists' order and deadline, read from one table. */
    // Milliseconds, as the positions in the lists' links carry them (a microsecond more would repeat a row).
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
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
    /**
     * Made by a player for friends: in no public list, joined only with its invite code, run from
     * 2 entries, its prizes from a template over the fees less the platform's share.
     */
    isPrivate: boolean('is_private').notNull().default(false),
    inviteCode: text('invite_code'),
    creatorId: integer('creator_id').references(() => users.id),
    prizeTemplate: text('prize_template', { enum: ['WINNER_TAKES_ALL', 'TOP_3', 'TOP_HALF'] }),
    /** The platform's share of a private contest's fees, in basis points, as it was when the contest was made. */
    platformShareBps: integer('platform_share_bps'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contests_match_idx').on(table.matchId),
    // The public lists, a page at a time: all by start time, by status, by match (keyset: order then id).
    index('contests_list_idx').on(table.startsAt, table.id).where(sql`not ${table.isPrivate}`),
    index('contests_status_list_idx').on(table.status, table.startsAt, table.id).where(sql`not ${table.isPrivate}`),
    index('contests_match_list_idx').on(table.matchId, table.startsAt, table.id).where(sql`not ${table.isPrivate}`),
    uniqueIndex('contests_invite_code_idx').on(table.inviteCode),
    index('contests_creator_idx').on(table.creatorId).where(sql`${table.isPrivate}`),
    // What settlement looks for at start-up and on every tick: completed and not yet paid out.
    index('contests_unsettled_idx').on(table.id).where(sql`${table.status} = 'COMPLETED' and not ${table.resultDistributed}`),
    check('contests_fee_not_negative', sql`${table.entryFeePaise} >= 0 and ${table.prizePoolPaise} >= 0`),
    check('contests_spots_valid', sql`${table.spots} is null or ${table.spots} >= 2`),
    check('contests_max_teams_range', sql`${table.maxTeamsPerUser} between 1 and 20`),
    check('contests_status_known', sql`${table.status} in ('UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED')`),
    check(
      'contests_private_complete',
      sql`not ${table.isPrivate} or (${table.inviteCode} is not null and ${table.creatorId} is not null and ${table.prizeTemplate} is not null and ${table.platformShareBps} between 0 and 10000)`,
    ),
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
