import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    entryCount: integer('entry_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contests_match_idx').on(table.matchId),
    check('contests_fee_not_negative', sql`${table.entryFeePaise} >= 0 and ${table.prizePoolPaise} >= 0`),
    check('contests_spots_valid', sql`${table.spots} is null or ${table.spots} >= 2`),
    check('contests_entries_within_spots', sql`${table.entryCount} >= 0 and (${table.spots} is null or ${table.entryCount} <= ${table.spots})`),
    check('contests_max_teams_range', sql`${table.maxTeamsPerUser} between 1 and 20`),
    check('contests_status_known', sql`${table.status} in ('UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED')`),
  ],
);
