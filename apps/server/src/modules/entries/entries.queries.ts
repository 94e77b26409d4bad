import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { contestEntries } from './entries.schema.ts';

export type EntryRow = typeof contestEntries.$inferSelect;

/** What `crease_join_contest` answers: an outcome, and what the message about it needs. */
export interface JoinOutcome {
  outcome: 'JOINED' | 'NO_CONTEST' | 'CANCELLED' | 'CLOSED' | 'NO_TEAM' | 'OTHER_MATCH' | 'DUPLICATE' | 'LIMIT' | 'BALANCE' | 'FULL';
  entry_id: number | null;
  balance_paise: string | number | null;
  fee_paise: string | number | null;
  held: number | null;
  contest_name: string | null;
  team_a: string | null;
  team_b: string | null;
  max_teams: number | null;
}

/** Joins a contest in one call of the database function (join-contest.sql), as a prepared statement. */
export async function callJoin(database: Pick<Database, 'prepared'>, userId: number, contestId: number, teamId: number, now: Date): Promise<JoinOutcome | undefined> {
  const rows = await database.prepared<JoinOutcome>(
    'crease_join_contest',
    'select * from crease_join_contest($1, $2, $3, $4::timestamptz)',
    [userId, contestId, teamId, now.toISOString()],
  );
  return rows[0];
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
    .for('no key update');
}

export async function markRefunded(db: Db, id: number): Promise<void> {
  await db.update(contestEntries).set({ refundedAt: new Date() }).where(eq(contestEntries.id, id));
}
