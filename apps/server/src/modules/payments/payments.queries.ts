import { and, desc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { indianDayOf } from '../../lib/indian-days.ts';
import { deposits, sandboxOrders } from './payments.schema.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;

export async function insertDeposit(db: Db, values: Pick<DepositRow, 'userId' | 'amountPaise' | 'idempotencyKey' | 'gateway' | 'expiresAt' | 'createdAt'>): Promise<DepositRow> {
  const [row] = await db.insert(deposits).values(values).returning();
  return row!;
}

export async function findDepositByKey(db: Db, userId: number, idempotencyKey: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(and(eq(deposits.userId, userId), eq(deposits.idempotencyKey, idempotencyKey)));
  return row;
}

/** A deposit locked for its webhook: one event at a time moves it. */
export async function lockDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}

export async function updateDeposit(db: Db, id: number, changes: Partial<Pick<DepositRow, 'status' | 'gatewayOrderId' | 'completedAt'>>): Promise<DepositRow> {
  const [row] = await db.update(deposits).set(changes).where(eq(deposits.id, id)).returning();
  return row!;
}

/** A player's deposits, newest first, `limit` below id `before`. */
export function listDeposits(db: Db, userId: number, page: { limit: number; before?: number | undefined }): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), page.before ? lt(deposits.id, page.before) : undefined))
    .orderBy(desc(deposits.id))
    .limit(page.limit);
}

/**
 * What a player's deposits made in [from, to) hold against a limit: the captured ones, and the
 * ones still open at `now` (a payment under way counts until it fails or expires).
 */
export async function sumHeldDeposits(db: Db, userId: number, range: { from: Date; to: Date }, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amountPaise}), 0)` })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        gte(deposits.createdAt, range.from),
        lt(deposits.createdAt, range.to),
        or(eq(deposits.status, 'CAPTURED'), and(eq(deposits.status, 'CREATED'), gt(deposits.expiresAt, now))),
      ),
    );
  return Number(row!.total);
}

/** A player's captured deposits made in [from, to). */
export async function sumCapturedDeposits(db: Db, userId: number, range: { from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amountPaise}), 0)` })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'CAPTURED'), gte(deposits.createdAt, range.from), lt(deposits.createdAt, range.to)));
  return Number(row!.total);
}

/** Every captured deposit, and every one still open, over all players. */
export async function depositTotals(db: Db, now: Date): Promise<{ capturedPaise: number; openPaise: number }> {
  const [row] = await db
    .select({
      captured: sql<string>`coalesce(sum(${deposits.amountPaise}) filter (where ${deposits.status} = 'CAPTURED'), 0)`,
      open: sql<string>`coalesce(sum(${deposits.amountPaise}) filter (where ${deposits.status} = 'CREATED' and ${deposits.expiresAt} > ${now}), 0)`,
    })
    .from(deposits);
  return { capturedPaise: Number(row!.captured), openPaise: Number(row!.open) };
}

// The sandbox gateway's side ---------------------------------------------------------------------

export async function insertSandboxOrder(db: Db, order: Pick<SandboxOrderRow, 'id' | 'paymentId' | 'amountPaise' | 'expiresAt'>): Promise<void> {
  await db.insert(sandboxOrders).values(order);
}

export async function findSandboxOrder(db: Db, paymentId: number, options: { lock?: boolean } = {}): Promise<SandboxOrderRow | undefined> {
  const query = db.select().from(sandboxOrders).where(eq(sandboxOrders.paymentId, paymentId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function decideSandboxOrder(db: Db, id: string, status: 'PAID' | 'DECLINED', at: Date): Promise<SandboxOrderRow> {
  const [row] = await db.update(sandboxOrders).set({ status, decidedAt: at }).where(eq(sandboxOrders.id, id)).returning();
  return row!;
}

/** Deposits captured since `since`, by the day in India they were captured: how many, and paise. */
export async function capturedDepositsByDay(db: Db, since: Date): Promise<Map<string, { count: number; amountPaise: number }>> {
  const rows = await db
    .select({ day: indianDayOf(deposits.completedAt), count: sql<string>`count(*)`, amount: sql<string>`coalesce(sum(${deposits.amountPaise}), 0)` })
    .from(deposits)
    .where(and(eq(deposits.status, 'CAPTURED'), gte(deposits.completedAt, since)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, { count: Number(row.count), amountPaise: Number(row.amount) }]));
}
