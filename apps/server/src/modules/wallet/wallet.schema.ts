// Wallets and their ledger (owned by the wallet module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * A user's balance in its three parts; changed only with a ledger row in the same transaction.
 * Besides this module, the join's database function (entries/join-contest.sql) writes both tables:
 * the entry fee off the parts and its ENTRY_FEE row, and an empty wallet for an account made before
 * wallets existed.
 */
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
    type: text('type', { enum: ['DEPOSIT', 'BONUS', 'ENTRY_FEE', 'REFUND', 'WINNING', 'WITHDRAWAL', 'WITHDRAWAL_REVERSAL', 'REFERRAL_BONUS'] }).notNull(),
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
    // The last guard of settlement: a prize (reference entry:<id>:prize) is credited once.
    uniqueIndex('wallet_transactions_winning_key').on(table.reference).where(sql`${table.type} = 'WINNING'`),
    // A referral pays each side once (references referral:<id>:referrer and referral:<id>:referee).
    uniqueIndex('wallet_transactions_referral_key').on(table.reference).where(sql`${table.type} = 'REFERRAL_BONUS'`),
    check('wallet_transactions_parts_add_up', sql`${table.amountPaise} = ${table.bonusPaise} + ${table.depositPaise} + ${table.winningsPaise}`),
  ],
);
