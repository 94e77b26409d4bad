import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leagueMembers, leagues } from './leagues.schema.ts';

export type LeagueRow = typeof leagues.$inferSelect;

export async function insertLeague(db: Db, values: Pick<LeagueRow, 'name' | 'competition' | 'inviteCode' | 'creatorId'>): Promise<LeagueRow> {
  const [row] = await db.insert(leagues).values(values).returning();
  return row!;
}

export async function findLeague(db: Db, id: number): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id));
  return row;
}

export async function findLeagueByCode(db: Db, code: string): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(leagues).where(eq(leagues.inviteCode, code));
  return row;
}

/** Adds a member; answers whether they were not one already. */
export async function addMember(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const added = await db.insert(leagueMembers).values({ leagueId, userId }).onConflictDoNothing().returning({ userId: leagueMembers.userId });
  return added.length > 0;
}

export async function isMember(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return row !== undefined;
}

/** A league's members, in the order they joined. */
export async function listMembers(db: Db, leagueId: number): Promise<number[]> {
  const rows = await db.select({ userId: leagueMembers.userId }).from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId)).orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
  return rows.map((row) => row.userId);
}

/** The leagues a user is in, newest first, with how many members each has. */
export async function listLeaguesOf(db: Db, userId: number, page?: { limit: number; before?: number | undefined }): Promise<(LeagueRow & { members: number })[]> {
  const mine = db.select({ leagueId: leagueMembers.leagueId }).from(leagueMembers).where(eq(leagueMembers.userId, userId));
  const query = db
    .select({ league: leagues, members: count(leagueMembers.userId) })
    .from(leagues)
    .innerJoin(leagueMembers, eq(leagueMembers.leagueId, leagues.id))
    .where(and(inArray(leagues.id, mine), page?.before === undefined ? undefined : lt(leagues.id, page.before)))
    .groupBy(leagues.id)
    .orderBy(sql`${leagues.id} desc`);
  const rows = await (page ? query.limit(page.limit) : query);
  return rows.map((row) => ({ ...row.league, members: Number(row.members) }));
}

export async function countMembers(db: Db, leagueId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId));
  return row?.value ?? 0;
}

export async function countLeaguesMadeBy(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leagues).where(eq(leagues.creatorId, userId));
  return row?.value ?? 0;
}
