// Deposits through a payment gateway (owned by the payments module), and the built-in sandbox
// gateway's own record of its orders. Foreign keys name the tables of other modules.

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * A payment a player started to add funds: CREATED until the gateway reports it CAPTURED (the
 * wallet credited, with its DEPOSIT ledger row, in the same transaction) or FAILED, or its time
 * runs out (EXPIRED: never credited). Its id is the `paymentId` the gateway reports back.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['CREATED', 'CAPTURED', 'FAILED', 'EXPIRED'] }).notNull().default('CREATED'),
    /** The client's Idempotency-Key: the same key twice is one payment. */
    idempotencyKey: text('idempotency_key'),
    gateway: text('gateway').notNull(),
    /** The gateway's order for it. */
    gatewayOrderId: text('gateway_order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was captured, failed, or found expired. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('deposits_idempotency_key').on(table.userId, table.idempotencyKey),
    index('deposits_user_idx').on(table.userId, table.createdAt),
    check('deposits_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * The sandbox gateway's orders: what a real gateway keeps on its side. The checkout page reads
 * one and the payer approves (PAID) or declines it; it expires with its deposit.
 */
export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    id: text('id').primaryKey(),
    /** The merchant's payment (a deposit's id), reported back in the webhook. */
    paymentId: integer('payment_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['CREATED', 'PAID', 'DECLINED'] }).notNull().default('CREATED'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_orders_payment_key').on(table.paymentId)],
);
