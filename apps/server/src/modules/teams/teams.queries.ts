import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTeams } from './teams.schema.ts';

/** A team, with its place among its owner's teams of its match (1 for T1): counted, never stored, since teams are never deleted. */
export type TeamRow = typeof userTeams.$inferSelect & { ordinal: number };

/**
 * How many of the owner's teams of the match were made up to this one (by id, the order they
 * were made), read from user_teams_user_idx (user, match): a user has a handful per match. The
 * outer row is named in full: drizzle writes a single table's columns unqualified, which inside
 * the subquery would mean its own rows.
 */
const ordinal = sql<number>`(select count(*)::int from user_teams earlier
  where earlier.user_id = "user_teams"."user_id" and earlier.match_id = "user_teams"."match_id" and earlier.id <= "user_teams"."id")`.mapWith(Number);

const teamColumns = { ...getTableColumns(userTeams), ordinal };
export type TeamValues = Pick<TeamRow, 'userId' | 'matchId' | 'contestId' | 'playerIds' | 'captainId' | 'viceCaptainId'>;

/** Makes a team; answered with its place among the owner's teams of the match, as read in the caller's transaction. */
export async function insertTeam(db: Db, values: TeamValues): Promise<TeamRow> {
  const [row] = await db.insert(userTeams).values(values).returning({ id: userTeams.id });
  return (await findTeam(db, row!.id))!;
}

/** A team of this user only: another user's team is as good as missing. */
export async function findOwnTeam(db: Db, userId: number, id: number, options: { lock?: boolean } = {}): Promise<TeamRow | undefined> {
  const query = db.select(teamColumns).from(userTeams).where(and(eq(userTeams.id, id), eq(userTeams.userId, userId)));
  const [row] = options.lock ? await query.for('no key update', { of: userTeams }) : await query;
  return row;
}

export async function updateTeam(db: Db, id: number, changes: Pick<TeamRow, 'contestId' | 'playerIds' | 'captainId' | 'viceCaptainId'>): Promise<TeamRow> {
  const [row] = await db
    .update(userTeams)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(userTeams.id, id))
    .returning({ id: userTeams.id });
  return (await findTeam(db, row!.id))!;
}

/** A user's teams, the last made first; of one match when given; `limit` of them below id `before`. */
export function listOwnTeams(db: Db, userId: number, matchId?: number, page?: { limit: number; before?: number | undefined }): Promise<TeamRow[]> {
  const query = db
    .select(teamColumns)
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

/** Who has a team for a match (each once). */
export async function listTeamOwners(db: Db, matchId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: userTeams.userId }).from(userTeams).where(eq(userTeams.matchId, matchId));
  return rows.map((row) => row.userId);
}

/** A team whoever owns it (the caller has checked who may see it). */
export async function findTeam(db: Db, id: number): Promise<TeamRow | undefined> {
  const [row] = await db.select(teamColumns).from(userTeams).where(eq(userTeams.id, id));
  return row;
}

/** Each of these teams' place among its owner's teams of its match (1 for T1). */
export async function findOrdinals(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: userTeams.id, ordinal }).from(userTeams).where(inArray(userTeams.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.ordinal]));
}

/** The teams of these users for these matches, as a league scores them. */
export function listTeamsOf(db: Db, userIds: readonly number[], matchIds: readonly number[]) {
  if (userIds.length === 0 || matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: userTeams.userId, matchId: userTeams.matchId, playerIds: userTeams.playerIds, captainId: userTeams.captainId, viceCaptainId: userTeams.viceCaptainId })
    .from(userTeams)
    .where(and(inArray(userTeams.userId, [...userIds]), inArray(userTeams.matchId, [...matchIds])));
}
