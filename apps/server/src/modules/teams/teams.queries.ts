import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTeams } from './teams.schema.ts';

export type TeamRow = typeof userTeams.$inferSelect;
export type TeamValues = Pick<TeamRow, 'userId' | 'matchId' | 'contestId' | 'playerIds' | 'captainId' | 'viceCaptainId'>;

export async function insertTeam(db: Db, values: TeamValues): Promise<TeamRow> {
  const [row] = await db.insert(userTeams).values(values).returning();
  return row!;
}

/** A team of this user only: another user's team is as good as missing. */
export async function findOwnTeam(db: Db, userId: number, id: number, options: { lock?: boolean } = {}): Promise<TeamRow | undefined> {
  const query = db.select().from(userTeams).where(and(eq(userTeams.id, id), eq(userTeams.userId, userId)));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row;
}

export async function updateTeam(db: Db, id: number, changes: Pick<TeamRow, 'contestId' | 'playerIds' | 'captainId' | 'viceCaptainId'>): Promise<TeamRow> {
  const [row] = await db
    .update(userTeams)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(userTeams.id, id))
    .returning();
  return row!;
}

/** A user's teams, the last made first; of one match when given; `limit` of them below id `before`. */
export function listOwnTeams(db: Db, userId: number, matchId?: number, page?: { limit: number; before?: number | undefined }): Promise<TeamRow[]> {
  const query = db
    .select()
    .from(userTeams)
    .where(
      and(
        eq(userTeams.userId, userId),
        matchId === undefined ? undefined : eq(userTeams.matchId, matchId),
        page?.before === undefined ? undefined : lt(userTeams.id, page.before),
      ),
    )
    .orderBy(desc(userTeams.id));
  return page ? query.limit(page.limit) : query;
}

/** Every team made for a match, as a leaderboard ranks them. */
export function listLineups(db: Db, matchId: number) {
  return db
    .select({ teamId: userTeams.id, playerIds: userTeams.playerIds, captainId: userTeams.captainId, viceCaptainId: userTeams.viceCaptainId })
    .from(userTeams)
    .where(eq(userTeams.matchId, matchId));
}

/** A team whoever owns it (the caller has checked who may see it). */
export async function findTeam(db: Db, id: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(userTeams).where(eq(userTeams.id, id));
  return row;
}

/** The teams of these users for these matches, as a league scores them. */
export function listTeamsOf(db: Db, userIds: readonly number[], matchIds: readonly number[]) {
  if (userIds.length === 0 || matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: userTeams.userId, matchId: userTeams.matchId, playerIds: userTeams.playerIds, captainId: userTeams.captainId, viceCaptainId: userTeams.viceCaptainId })
    .from(userTeams)
    .where(and(inArray(userTeams.userId, [...userIds]), inArray(userTeams.matchId, [...matchIds])));
}
