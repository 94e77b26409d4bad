import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Stored lower-case; unique without regard to case. */
    email: text('email').notNull(),
    /** Argon2id; null for an account that signs in with Google only. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['ROLE_USER', 'ROLE_ADMIN'] }).notNull().default('ROLE_USER'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSubject: text('google_subject'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_known', sql`${table.role} in ('ROLE_USER', 'ROLE_ADMIN')`),
  ],
);

/** Single-use links sent by e-mail: address verification and password reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['VERIFY_EMAIL', 'RESET_PASSWORD'] }).notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_tokens_hash_key').on(table.tokenHash), index('auth_tokens_user_idx').on(table.userId, table.purpose)],
);

/** Every e-mail the product sends; with no SMTP server configured, admins read them here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status', { enum: ['OUTBOX', 'SENT', 'FAILED'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamA: text('team_a').notNull(),
    teamB: text('team_b').notNull(),
    /** The deadline: from then on no team is made, edited or entered for its contests. */
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    matchType: text('match_type', { enum: ['T20', 'ODI', 'TEST'] }).notNull().default('T20'),
    /** SCHEDULED is stored until a job moves it; readers compute LIVE from the start time. */
    state: text('state', { enum: ['SCHEDULED', 'LIVE', 'COMPLETED', 'ABANDONED'] }).notNull().default('SCHEDULED'),
    venue: text('venue'),
    event: text('event'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_start_time_idx').on(table.startTime),
    check('matches_type_known', sql`${table.matchType} in ('T20', 'ODI', 'TEST')`),
    check('matches_state_known', sql`${table.state} in ('SCHEDULED', 'LIVE', 'COMPLETED', 'ABANDONED')`),
    check('matches_sides_differ', sql`lower(${table.teamA}) <> lower(${table.teamB})`),
  ],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of its match's two sides. */
    team: text('team').notNull(),
    role: text('role', { enum: ['Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'] }).notNull(),
    credit: doublePrecision('credit').notNull(),
    points: doublePrecision('points').notNull().default(0),
    playingStatus: boolean('playing_status').notNull().default(false),
    imageUrl: text('image_url'),
    /** Cricsheet's registry id, for players imported from a match file. */
    registryId: text('registry_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('players_match_idx').on(table.matchId),
    uniqueIndex('players_match_registry_key').on(table.matchId, table.registryId),
    check('players_credit_range', sql`${table.credit} between 4 and 12 and ${table.credit} * 2 = floor(${table.credit} * 2)`),
    check('players_role_known', sql`${table.role} in ('Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder')`),
  ],
);

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contests_match_idx').on(table.matchId),
    check('contests_fee_not_negative', sql`${table.entryFeePaise} >= 0 and ${table.prizePoolPaise} >= 0`),
    check('contests_spots_valid', sql`${table.spots} is null or ${table.spots} >= 2`),
    check('contests_max_teams_range', sql`${table.maxTeamsPerUser} between 1 and 20`),
    check('contests_status_known', sql`${table.status} in ('UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED')`),
  ],
);

/**
 * A contest's spots, split over a few rows (shards) so that joins take spots in parallel
 * instead of queueing on one row; the capacities add up to the spots (null: unlimited), and
 * no shard takes more than its capacity, so a contest never overfills.
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
  (table) => [index('user_teams_user_idx').on(table.userId, table.matchId), check('user_teams_captains_differ', sql`${table.captainId} <> ${table.viceCaptainId}`)],
);

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

/** A user's balance in its three parts; changed only with a ledger row in the same transaction. */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bonusPaise: bigint('bonus_paise', { mode: 'number' }).notNull().default(0),
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    winningsPaise: bigint('winnings_paise', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('wallets_not_negative', sql`${table.bonusPaise} >= 0 and ${table.depositPaise} >= 0 and ${table.winningsPaise} >= 0`)],
);

/** The ledger: every change to a wallet, its amount split over the parts (debits negative). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['DEPOSIT', 'BONUS', 'ENTRY_FEE', 'REFUND', 'WINNING', 'WITHDRAWAL', 'WITHDRAWAL_REVERSAL'] }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    bonusPaise: bigint('bonus_paise', { mode: 'number' }).notNull().default(0),
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    winningsPaise: bigint('winnings_paise', { mode: 'number' }).notNull().default(0),
    /** What it was for, e.g. `entry:42`. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('wallet_transactions_user_idx').on(table.userId, table.id),
    check('wallet_transactions_parts_add_up', sql`${table.amountPaise} = ${table.bonusPaise} + ${table.depositPaise} + ${table.winningsPaise}`),
  ],
);
