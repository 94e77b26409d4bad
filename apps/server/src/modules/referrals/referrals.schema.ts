// Refer and Earn (owned by the referrals module): each player's code, who signed up with whose
// code, and the reward paid for a referral (once: its primary key). Foreign keys name the users
// table of the auth module.

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/** A player's code, made the first time they ask for it; never changes. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('referral_codes_code_key').on(table.code)],
);

/** A friend who signed up with a code: one referrer per account. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: integer('referee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the friend signed up from (compared with the referrer's sessions). */
    signUpIp: text('sign_up_ip'),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['SIGNED_UP', 'REWARDED', 'CAPPED', 'HELD', 'REJECTED'] }).notNull().default('SIGNED_UP'),
    holdReasons: jsonb('hold_reasons').$type<string[]>().notNull().default([]),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('referrals_referee_key').on(table.refereeId),
    index('referrals_referrer_idx').on(table.referrerId, table.id),
    index('referrals_state_idx').on(table.state, table.id),
    check('referrals_not_self', sql`${table.referrerId} <> ${table.refereeId}`),
  ],
);

/** The reward of a referral: one row, ever (the primary key), written with its ledger rows. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referralId: integer('referral_id')
      .primaryKey()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id').notNull(),
    /** 0 when the referrer's monthly cap was reached (the friend is paid all the same). */
    referrerPaise: bigint('referrer_paise', { mode: 'number' }).notNull(),
    refereePaise: bigint('referee_paise', { mode: 'number' }).notNull(),
    paidAt: createdAt(),
  },
  (table) => [index('referral_rewards_referrer_idx').on(table.referrerId, table.paidAt)],
);
