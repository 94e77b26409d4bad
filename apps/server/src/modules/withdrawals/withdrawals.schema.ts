// Withdrawals of winnings (owned by the withdrawals module). Foreign keys name the tables of
// other modules.

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

/**
 * A request to take winnings out: the amount left winnings when it was made (a WITHDRAWAL
 * ledger row); TDS and what reaches the player are fixed then. An admin marks it PAID, or
 * REJECTED with a reason (the amount back to winnings, a WITHDRAWAL_REVERSAL row).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The part of the amount taxed: net winnings of the year not taxed before. */
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    /** India's financial year it counts in, like 2026-27. */
    financialYear: text('financial_year').notNull(),
    status: text('status', { enum: ['REQUESTED', 'PAID', 'REJECTED'] }).notNull().default('REQUESTED'),
    /** Where the money goes, masked, as it was when requested. */
    payout: text('payout').notNull(),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('withdrawals_user_idx').on(table.userId, table.requestedAt),
    index('withdrawals_status_idx').on(table.status, table.id),
    check('withdrawals_amount_positive', sql`${table.amountPaise} > 0`),
    check('withdrawals_tax_adds_up', sql`${table.tdsPaise} >= 0 and ${table.netPaise} = ${table.amountPaise} - ${table.tdsPaise} and ${table.taxablePaise} between 0 and ${table.amountPaise}`),
  ],
);
