import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestEntries } from '../../db/schema.ts';

export type EntryRow = typeof contestEntries.$inferSelect;
export type EntryValues = Pick<EntryRow, 'contestId' | 'userId' | 'teamId' | 'shard' | 'feeBonusPaise' | 'feeDepositPaise' | 'feeWinningsPaise'>;

export async function insertEntry(db: Db, values: EntryValues): Promise<EntryRow> {
  const [row] = await db.insert(contestEntries).values(values).returning();
  return row!;
}

/** The teams a user has entered in a contest. */
export async function userEntriesIn(db: Db, contestId: number, userId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)));
}

/** A user's entries, newest first. */
export function listUserEntries(db: Db, userId: number): Promise<EntryRow[]> {
  return db.select().from(contestEntries).where(eq(contestEntries.userId, userId)).orderBy(desc(contestEntries.id));
}

export async function countUserEntries(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contestEntries).where(eq(contestEntries.userId, userId));
  return row?.value ?? 0;
}

/** A contest's entries not refunded yet, locked so each is refunded once. */
export function lockUnrefundedEntries(db: Db, contestId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), isNull(contestEntries.refundedAt)))
    .orderBy(contestEntries.id)
    .for('update');
}

export async function markRefunded(db: Db, id: number): Promise<void> {
  await db.update(contestEntries).set({ refundedAt: new Date() }).where(eq(contestEntries.id, id));
}
