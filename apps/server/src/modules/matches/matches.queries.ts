import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matches } from './matches.schema.ts';

export type MatchRow = typeof matches.$inferSelect;
export type MatchValues = Pick<MatchRow, 'teamA' | 'teamB' | 'startTime' | 'matchType' | 'venue' | 'event'>;

export async function insertMatch(db: Db, values: MatchValues): Promise<MatchRow> {
  const [row] = await db.insert(matches).values(values).returning();
  return row!;
}

export async function findMatch(db: Db, id: number, options: { lock?: boolean } = {}): Promise<MatchRow | undefined> {
  const query = db.select().from(matches).where(eq(matches.id, id));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row;
}

export async function updateMatch(db: Db, id: number, changes: Partial<MatchValues & Pick<MatchRow, 'state'>>): Promise<MatchRow> {
  const [row] = await db
    .update(matches)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(matches.id, id))
    .returning();
  return row!;
}

/** Every match, soonest first. */
export function listMatches(db: Db): Promise<MatchRow[]> {
  return db.select().from(matches).orderBy(asc(matches.startTime), asc(matches.id));
}

/** Scheduled matches that start after `now`, soonest first. */
export function listUpcomingMatches(db: Db, now: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'SCHEDULED'), gt(matches.startTime, now)))
    .orderBy(asc(matches.startTime), asc(matches.id));
}

export function findMatches(db: Db, ids: readonly number[]): Promise<MatchRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(matches).where(inArray(matches.id, [...ids]));
}

/** Scheduled matches whose start time has passed, locked so one process moves each. */
export function lockStartedMatches(db: Db, now: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'SCHEDULED'), lte(matches.startTime, now)))
    .for('no key update', { skipLocked: true });
}

/** Matches live at `now`: stored LIVE, or scheduled with their start time passed. */
export function listLiveMatches(db: Db, now: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(or(eq(matches.state, 'LIVE'), and(eq(matches.state, 'SCHEDULED'), lte(matches.startTime, now))));
}
