import { and, asc, count, desc, eq, gt, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matches } from './matches.schema.ts';

export type MatchRow = typeof matches.$inferSelect;
export type MatchValues = Pick<MatchRow, 'teamA' | 'teamB' | 'startTime' | 'matchType' | 'venue' | 'event' | 'competition'>;

export async function insertMatch(db: Db, values: MatchValues): Promise<MatchRow> {
  const [row] = await db.insert(matches).values(values).returning();
  return row!;
}

export async function findMatch(db: Db, id: number, options: { lock?: boolean } = {}): Promise<MatchRow | undefined> {
  const query = db.select().from(matches).where(eq(matches.id, id));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row;
}

export async function updateMatch(db: Db, id: number, changes: Partial<MatchValues & Pick<MatchRow, 'state' | 'lineupsAnnouncedAt' | 'result' | 'scorer'>>): Promise<MatchRow> {
  const [row] = await db
    .update(matches)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(matches.id, id))
    .returning();
  return row!;
}

/** Scheduled matches that start after `now`, soonest first. */
export function listUpcomingMatches(db: Db, now: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'SCHEDULED'), gt(matches.startTime, now)))
    .orderBy(asc(matches.startTime), asc(matches.id));
}

/** Each database's prepared read of matches by id (every contest page read for the first time asks it). */
const preparedFinds = new WeakMap<Db, { execute(values: { ids: string }): Promise<MatchRow[]> }>();

export function findMatches(db: Db, ids: readonly number[]): Promise<MatchRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let prepared = preparedFinds.get(db);
  if (!prepared) {
    prepared = db
      .select()
      .from(matches)
      .where(sql`${matches.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('matches_by_ids') as unknown as { execute(values: { ids: string }): Promise<MatchRow[]> };
    preparedFinds.set(db, prepared);
  }
  return prepared.execute({ ids: `{${ids.join(',')}}` });
}

/** Scheduled matches whose start time has passed, locked so one process moves each. */
export function lockStartedMatches(db: Db, now: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'SCHEDULED'), lte(matches.startTime, now)))
    .for('no key update', { skipLocked: true });
}

/** Scheduled matches starting after `from` and at or before `to` (the deadline reminder's). */
export function listStartingBetween(db: Db, from: Date, to: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'SCHEDULED'), gt(matches.startTime, from), lte(matches.startTime, to)));
}

/** Matches live at `now`: stored LIVE, or scheduled with their start time passed. */
export function listLiveMatches(db: Db, now: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(or(eq(matches.state, 'LIVE'), and(eq(matches.state, 'SCHEDULED'), lte(matches.startTime, now))));
}

/** The matches of a competition (compared without case), by start time. */
export function listCompetitionMatches(db: Db, competition: string): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(sql`lower(${matches.competition}) = lower(${competition})`)
    .orderBy(asc(matches.startTime), asc(matches.id));
}

/** Every competition named by a match, with its matches counted and the latest start, latest first. */
export async function listCompetitions(db: Db): Promise<{ competition: string; matches: number; lastStart: Date }[]> {
  const rows = await db
    .select({ competition: sql<string>`min(${matches.competition})`, matches: sql<number>`count(*)::int`, lastStart: sql<Date>`max(${matches.startTime})` })
    .from(matches)
    .where(isNotNull(matches.competition))
    .groupBy(sql`lower(${matches.competition})`)
    .orderBy(sql`max(${matches.startTime}) desc`);
  return rows.map((row) => ({ competition: row.competition, matches: Number(row.matches), lastStart: new Date(row.lastStart) }));
}

/**
 * Up to `limit` matches by start time then id, after a position (keyset); `upcomingAt`: only the
 * scheduled ones starting after it. Counted by countMatches with the same filter.
 */
export function listMatchPage(db: Db, filter: { upcomingAt?: Date }, page: { limit: number; after?: { at: Date; id: number } | undefined }): Promise<MatchRow[]> {
  const after = page.after ? sql`(${matches.startTime}, ${matches.id}) > (${page.after.at}, ${page.after.id})` : undefined;
  return db
    .select()
    .from(matches)
    .where(and(...matchConditions(filter), after))
    .orderBy(asc(matches.startTime), asc(matches.id))
    .limit(page.limit);
}

export async function countMatches(db: Db, filter: { upcomingAt?: Date }): Promise<number> {
  const [row] = await db.select({ value: count() }).from(matches).where(and(...matchConditions(filter)));
  return row?.value ?? 0;
}

function matchConditions(filter: { upcomingAt?: Date }) {
  return filter.upcomingAt ? [eq(matches.state, 'SCHEDULED'), gt(matches.startTime, filter.upcomingAt)] : [];
}

/** Up to `limit` completed matches that started before `at`, the latest first. */
export function listCompletedBefore(db: Db, at: Date, limit: number): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.state, 'COMPLETED'), lt(matches.startTime, at)))
    .orderBy(desc(matches.startTime), desc(matches.id))
    .limit(limit);
}
