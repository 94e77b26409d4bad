import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { withdrawals } from './withdrawals.schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type Page = { limit: number; before?: number | undefined };

export async function insertWithdrawal(
  db: Db,
  values: Pick<WithdrawalRow, 'userId' | 'amountPaise' | 'taxablePaise' | 'tdsPaise' | 'netPaise' | 'financialYear' | 'payout' | 'requestedAt'>,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  return row!;
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function lockWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function decideWithdrawal(
  db: Db,
  id: number,
  decision: { status: 'PAID' | 'REJECTED'; reason: string | null; decidedAt: Date; decidedBy: number },
): Promise<WithdrawalRow> {
  const [row] = await db.update(withdrawals).set(decision).where(eq(withdrawals.id, id)).returning();
  return row!;
}

export function listUserWithdrawals(db: Db, userId: number, page: Page): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), page.before ? lt(withdrawals.id, page.before) : undefined))
    .orderBy(desc(withdrawals.id))
    .limit(page.limit);
}

export function listWithdrawals(db: Db, filter: { status?: WithdrawalStatus | undefined }, page: Page): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(filter.status ? eq(withdrawals.status, filter.status) : undefined, page.before ? lt(withdrawals.id, page.before) : undefined))
    .orderBy(desc(withdrawals.id))
    .limit(page.limit);
}

/** A player's withdrawals requested in [from, to) and not rejected: how much, and how much of it was taxed. */
export async function sumWithdrawnBetween(db: Db, userId: number, range: { from: Date; to: Date }): Promise<{ withdrawnPaise: number; taxedPaise: number }> {
  const [row] = await db
    .select({
      withdrawn: sql<string>`coalesce(sum(${withdrawals.amountPaise}), 0)`,
      taxed: sql<string>`coalesce(sum(${withdrawals.taxablePaise}), 0)`,
    })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.userId, userId), ne(withdrawals.status, 'REJECTED'), gte(withdrawals.requestedAt, range.from), lt(withdrawals.requestedAt, range.to)),
    );
  return { withdrawnPaise: Number(row!.withdrawn), taxedPaise: Number(row!.taxed) };
}

/** Every withdrawal's amount and TDS summed by status. */
export async function withdrawalTotals(db: Db): Promise<Map<WithdrawalStatus, { amountPaise: number; tdsPaise: number }>> {
  const rows = await db
    .select({
      status: withdrawals.status,
      amount: sql<string>`sum(${withdrawals.amountPaise})`,
      tds: sql<string>`sum(${withdrawals.tdsPaise})`,
    })
    .from(withdrawals)
    .groupBy(withdrawals.status);
  return new Map(rows.map((row) => [row.status, { amountPaise: Number(row.amount), tdsPaise: Number(row.tds) }]));
}
