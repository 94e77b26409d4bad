import { and, desc, eq, like, lt, param, sql } from 'drizzle-orm';
import type { WalletPart } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { wallets, walletTransactions } from './wallet.schema.ts';

export type WalletRow = typeof wallets.$inferSelect;
export type TransactionRow = typeof walletTransactions.$inferSelect;
export type Parts = Record<WalletPart, number>;

export async function findWallet(db: Db, userId: number): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return row;
}

/** A wallet locked as the join locks it (`FOR NO KEY UPDATE`): one user's money moves one change at a time. */
export async function lockWallet(db: Db, userId: number): Promise<WalletRow> {
  await openWallet(db, userId);
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).for('no key update');
  return row!;
}

/** Every ledger row's amount summed by type, and every wallet's parts summed. */
export async function ledgerTotals(db: Db): Promise<{ byType: Map<string, number>; balances: Parts }> {
  const byType = await db
    .select({ type: walletTransactions.type, total: sql<string>`sum(${walletTransactions.amountPaise})` })
    .from(walletTransactions)
    .groupBy(walletTransactions.type);
  const [balances] = await db
    .select({
      bonus: sql<string>`coalesce(sum(${wallets.bonusPaise}), 0)`,
      deposit: sql<string>`coalesce(sum(${wallets.depositPaise}), 0)`,
      winnings: sql<string>`coalesce(sum(${wallets.winningsPaise}), 0)`,
    })
    .from(wallets);
  return {
    byType: new Map(byType.map((row) => [row.type, Number(row.total)])),
    balances: { bonus: Number(balances!.bonus), deposit: Number(balances!.deposit), winnings: Number(balances!.winnings) },
  };
}

/** Prizes credited, by the entry they were won with (WINNING rows referenced `entry:<id>:prize`). */
export async function prizesByEntry(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ entryId: sql<string>`split_part(${walletTransactions.reference}, ':', 2)`, total: sql<string>`sum(${walletTransactions.amountPaise})` })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.type, 'WINNING'), like(walletTransactions.reference, 'entry:%:prize')))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [Number(row.entryId), Number(row.total)]));
}

/** Opens an empty wallet if the user has none (accounts made before wallets existed). */
export async function openWallet(db: Db, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

/**
 * Adds `delta` (paise, per part; negative to take) to a wallet; the check constraint keeps parts
 * >= 0. Every account opens its wallet when it is made (and a join opens one for older accounts).
 */
export async function changeWallet(db: Db, userId: number, delta: Parts): Promise<WalletRow> {
  const [row] = await db
    .update(wallets)
    .set({
      bonusPaise: sql`${wallets.bonusPaise} + ${delta.bonus}`,
      depositPaise: sql`${wallets.depositPaise} + ${delta.deposit}`,
      winningsPaise: sql`${wallets.winningsPaise} + ${delta.winnings}`,
      updatedAt: new Date(),
    })
    .where(eq(wallets.userId, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} has no wallet`);
  return row;
}

export async function insertTransaction(
  db: Db,
  row: Pick<TransactionRow, 'userId' | 'type' | 'reference' | 'description'> & { parts: Parts },
): Promise<void> {
  const { parts, ...rest } = row;
  await db.insert(walletTransactions).values({
    ...rest,
    amountPaise: parts.bonus + parts.deposit + parts.winnings,
    bonusPaise: parts.bonus,
    depositPaise: parts.deposit,
    winningsPaise: parts.winnings,
  });
}

/** A user's ledger, newest first, `limit` rows below id `before`. */
export function listTransactions(db: Db, userId: number, page: { limit: number; before?: number | undefined }): Promise<TransactionRow[]> {
  return db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), page.before ? lt(walletTransactions.id, page.before) : undefined))
    .orderBy(desc(walletTransactions.id))
    .limit(page.limit);
}

/** One credit to the winnings part, with its ledger row's reference and description. */
export interface WinningCredit {
  userId: number;
  amountPaise: number;
  reference: string;
  description: string;
}

/**
 * Credits many winnings to the wallets' winnings part, once per user (the batch's amounts added
 * up), in one statement: a wallet missing is opened with them. Wallets are taken in user order,
 * so two batches paying the same users cannot deadlock.
 */
export async function creditWinningsToWallets(db: Db, credits: readonly WinningCredit[]): Promise<void> {
  if (credits.length === 0) return;
  await db.execute(sql`
    insert into ${wallets} (user_id, winnings_paise, updated_at)
    select user_id, sum(amount), now()
    from unnest(${param(credits.map((credit) => credit.userId))}::int[], ${param(credits.map((credit) => credit.amountPaise))}::bigint[]) as credit(user_id, amount)
    group by user_id order by user_id
    on conflict (user_id) do update set winnings_paise = ${wallets.winningsPaise} + excluded.winnings_paise, updated_at = excluded.updated_at`);
}

/**
 * One WINNING ledger row per credit, in one statement. A reference paid before breaks the unique
 * index on winning references, and the caller's transaction with it.
 */
export async function insertWinningRows(db: Db, credits: readonly WinningCredit[]): Promise<void> {
  if (credits.length === 0) return;
  await db.execute(sql`
    insert into ${walletTransactions} (user_id, type, amount_paise, bonus_paise, deposit_paise, winnings_paise, reference, description)
    select user_id, 'WINNING', amount, 0, 0, amount, reference, description
    from unnest(
      ${param(credits.map((credit) => credit.userId))}::int[],
      ${param(credits.map((credit) => credit.amountPaise))}::bigint[],
      ${param(credits.map((credit) => credit.reference))}::text[],
      ${param(credits.map((credit) => credit.description))}::text[]
    ) as credit(user_id, amount, reference, description)`);
}
