import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ComplianceCondition, PlayRules } from '@crease/game';
import type { Database, Db } from '../../db/client.ts';
import { contestEntries } from './entries.schema.ts';

export type EntryRow = typeof contestEntries.$inferSelect;

/** What `crease_join_contest` answers: an outcome, and what the message about it needs. */
export interface JoinOutcome {
  outcome: 'JOINED' | 'NO_CONTEST' | 'CANCELLED' | 'CLOSED' | 'NO_TEAM' | 'OTHER_MATCH' | 'DUPLICATE' | 'LIMIT' | 'BALANCE' | 'FULL' | ComplianceCondition;
  entry_id: number | null;
  balance_paise: string | number | null;
  fee_paise: string | number | null;
  held: number | null;
  contest_name: string | null;
  team_a: string | null;
  team_b: string | null;
  max_teams: number | null;
}

/**
 * Joins a contest in one call of the database function (join-contest.sql), as a prepared
 * statement, under the deployment's rules of who may play.
 */
export async function callJoin(
  database: Pick<Database, 'prepared'>,
  userId: number,
  contestId: number,
  teamId: number,
  now: Date,
  rules: PlayRules,
): Promise<JoinOutcome | undefined> {
  const rows = await database.prepared<JoinOutcome>(
    'crease_join_contest',
    'select * from crease_join_contest($1, $2, $3, $4::timestamptz, $5::boolean, $6::text[])',
    [userId, contestId, teamId, now.toISOString(), rules.paidPlay, rules.restrictedStates],
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

/** Per contest with entries, newest contest first: its entries not refunded and the fees they paid. */
export async function sumFeesByContest(db: Db, page: { limit: number; before?: number | undefined }) {
  const unrefunded = sql`${contestEntries.refundedAt} is null`;
  const rows = await db
    .select({
      contestId: contestEntries.contestId,
      entries: sql<string>`count(*) filter (where ${unrefunded})`,
      feesPaise: sql<string>`coalesce(sum(${contestEntries.feeBonusPaise} + ${contestEntries.feeDepositPaise} + ${contestEntries.feeWinningsPaise}) filter (where ${unrefunded}), 0)`,
    })
    .from(contestEntries)
    .where(page.before ? lt(contestEntries.contestId, page.before) : undefined)
    .groupBy(contestEntries.contestId)
    .orderBy(desc(contestEntries.contestId))
    .limit(page.limit);
  return rows.map((row) => ({ contestId: row.contestId, entries: Number(row.entries), feesPaise: Number(row.feesPaise) }));
}

/** The contest of each of these entries. */
export async function findContestsOfEntries(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: contestEntries.id, contestId: contestEntries.contestId }).from(contestEntries).where(inArray(contestEntries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.contestId]));
}
