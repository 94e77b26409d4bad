// Who may play for money (owned by the compliance module): what a player declares on their
// profile, their own limits, and their KYC. Foreign keys name the tables of other modules.
//
// Besides this module, the join's database function (entries/join-contest.sql) reads
// `player_profiles` (date of birth, state, a pause) to check a join in its one call.

import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/** One row per player who set anything; none means nothing declared yet. */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** One of INDIAN_STATES (packages/game). */
    state: text('state'),
    /** While in the future, the account is paused: no joins, no deposits. */
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    /** The player's own monthly deposit limit; null: the platform's. */
    monthlyLimitPaise: bigint('monthly_limit_paise', { mode: 'number' }),
    /** A raise of it, in force from `pendingLimitFrom` (a day after it was asked for). */
    pendingLimitPaise: bigint('pending_limit_paise', { mode: 'number' }),
    pendingLimitFrom: timestamp('pending_limit_from', { withTimezone: true }),
    /** When the state last changed from one to another (setting the first is no change): once in 30 days. */
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('player_profiles_limits_positive', sql`${table.monthlyLimitPaise} > 0 and ${table.pendingLimitPaise} > 0`),
    check('player_profiles_pending_whole', sql`(${table.pendingLimitPaise} is null) = (${table.pendingLimitFrom} is null)`),
  ],
);

/** KYC for withdrawals: the PAN (one account per PAN), the name on it, and a bank account or a UPI id. */
export const kycDetails = pgTable(
  'kyc_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pan: text('pan').notNull(),
    name: text('name').notNull(),
    ifsc: text('ifsc'),
    accountNumber: text('account_number'),
    upi: text('upi'),
    /** When the payout destination last changed (setting the first is no change): withdrawals wait 24 hours after it. */
    payoutChangedAt: timestamp('payout_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_details_pan_key').on(table.pan),
    check('kyc_details_one_payout', sql`(${table.upi} is null) = (${table.ifsc} is not null and ${table.accountNumber} is not null)`),
  ],
);
