import { and, desc, eq, lt, param, sql } from 'drizzle-orm';
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
 * Credits many winnings at once: the wallets changed once per user (the batch's amounts added
 * up), then one WINNING ledger row per credit, in two statements. A reference paid before breaks
 * the unique index on winning references, and the caller's transaction with it.
 */
export async function creditWinningsInBulk(db: Db, credits: readonly WinningCredit[]): Promise<void> {
  if (credits.length === 0) return;
  const users = param(credits.map((credit) => credit.userId));
  const amounts = param(credits.map((credit) => credit.amountPaise));
  // Wallets locked in one order (by user), so two batches paying the same users cannot deadlock.
  await db.execute(sql`select 1 from ${wallets} where ${wallets.userId} = any(${users}::int[]) order by ${wallets.userId} for no key update`);
  await db.execute(sql`
    update ${wallets} set winnings_paise = ${wallets.winningsPaise} + won.amount, updated_at = now()
    from (select user_id, sum(amount) as amount from unnest(${users}::int[], ${amounts}::bigint[]) as credit(user_id, amount) group by user_id) as won
    where ${wallets.userId} = won.user_id`);
  await db.execute(sql`
    insert into ${walletTransactions} (user_id, type, amount_paise, bonus_paise, deposit_paise, winnings_paise, reference, description)
    select user_id, 'WINNING', amount, 0, 0, amount, reference, description
    from unnest(${users}::int[], ${amounts}::bigint[], ${param(credits.map((credit) => credit.reference))}::text[], ${param(credits.map((credit) => credit.description))}::text[])
      as credit(user_id, amount, reference, description)`);
}

/** Opens an empty wallet for each of these users who has none. */
export async function openWallets(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(wallets).values(userIds.map((userId) => ({ userId }))).onConflictDoNothing();
}
