import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contests } from '../../db/schema.ts';

export type ContestRow = typeof contests.$inferSelect;
export type ContestValues = Pick<
  ContestRow,
  'matchId' | 'name' | 'entryFeePaise' | 'prizePoolPaise' | 'spots' | 'maxTeamsPerUser' | 'flexible' | 'prizes'
>;

export async function insertContest(db: Db, values: ContestValues): Promise<ContestRow> {
  const [row] = await db.insert(contests).values(values).returning();
  return row!;
}

export async function findContest(db: Db, id: number, options: { lock?: boolean } = {}): Promise<ContestRow | undefined> {
  const query = db.select().from(contests).where(eq(contests.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateContest(db: Db, id: number, changes: Partial<ContestValues & Pick<ContestRow, 'status'>>): Promise<ContestRow> {
  const [row] = await db
    .update(contests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contests.id, id))
    .returning();
  return row!;
}

/** Every contest, or one match's, in the order they were made. */
export function listContests(db: Db, options: { matchId?: number; lock?: boolean } = {}): Promise<ContestRow[]> {
  const query = db.select().from(contests);
  const filtered = (options.matchId === undefined ? query : query.where(eq(contests.matchId, options.matchId))).orderBy(asc(contests.id));
  return options.lock ? filtered.for('update') : filtered;
}
