import { and, asc, eq, inArray, param, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { players } from './players.schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerValues = Pick<PlayerRow, 'matchId' | 'name' | 'team' | 'role' | 'credit' | 'points' | 'imageUrl'> &
  Partial<Pick<PlayerRow, 'playingStatus' | 'registryId'>>;

export async function insertPlayers(db: Db, values: PlayerValues[]): Promise<PlayerRow[]> {
  if (values.length === 0) return [];
  return db.insert(players).values(values).returning();
}

export async function findPlayer(db: Db, id: number, options: { lock?: boolean } = {}): Promise<PlayerRow | undefined> {
  const query = db.select().from(players).where(eq(players.id, id));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row;
}

export async function updatePlayer(db: Db, id: number, changes: Partial<PlayerValues>): Promise<PlayerRow> {
  const [row] = await db.update(players).set(changes).where(eq(players.id, id)).returning();
  return row!;
}

export async function deletePlayer(db: Db, id: number): Promise<void> {
  await db.delete(players).where(eq(players.id, id));
}

/** Players of one match, or of every match; grouped by match, then side, then name. */
export function listPlayers(db: Db, matchId?: number): Promise<PlayerRow[]> {
  const query = db.select().from(players);
  return (matchId === undefined ? query : query.where(eq(players.matchId, matchId))).orderBy(
    asc(players.matchId),
    asc(players.team),
    asc(players.name),
    asc(players.id),
  );
}

/** The players of several matches, in one query. */
export function listPlayersOf(db: Db, matchIds: readonly number[]): Promise<PlayerRow[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db.select().from(players).where(inArray(players.matchId, [...matchIds]));
}

/** Moves a match's players to the new names of its sides, in one statement (a swap included). */
export async function renameSides(db: Db, matchId: number, renamed: readonly [string, string][]): Promise<void> {
  const cases = sql.join(
    renamed.map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  );
  await db
    .update(players)
    .set({ team: sql`case ${players.team} ${cases} else ${players.team} end` })
    .where(eq(players.matchId, matchId));
}

/** Sets each player's points, in one statement. */
export async function updatePoints(db: Db, changes: readonly (readonly [playerId: number, points: number])[]): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map(([id]) => id);
  const points = changes.map(([, value]) => value);
  await db.execute(sql`
    update ${players} set points = changed.points
    from unnest(${param(ids)}::int[], ${param(points)}::float8[]) as changed(id, points)
    where ${players.id} = changed.id`);
}

/** A place in a list of players: match, side, name, id (their order). */
export type PlayerPosition = [matchId: number, team: string, name: string, id: number];

/** Up to `limit` players by match, side, name and id, after a position (keyset); of one match when given. */
export function listPlayerPage(db: Db, filter: { matchId?: number | undefined }, page: { limit: number; after?: PlayerPosition | undefined }): Promise<PlayerRow[]> {
  const after = page.after
    ? sql`(${players.matchId}, ${players.team}, ${players.name}, ${players.id}) > (${page.after[0]}, ${page.after[1]}, ${page.after[2]}, ${page.after[3]})`
    : undefined;
  return db
    .select()
    .from(players)
    .where(and(filter.matchId === undefined ? undefined : eq(players.matchId, filter.matchId), after))
    .orderBy(asc(players.matchId), asc(players.team), asc(players.name), asc(players.id))
    .limit(page.limit);
}

/**
 * Announces a match's playing XIs in one statement: the players named play, the rest of the
 * squads do not. Answers the players whose status changed, as they were before and are now.
 */
export async function setPlayingXis(db: Db, matchId: number, playerIds: readonly number[]): Promise<{ before: PlayerRow; after: PlayerRow }[]> {
  const playing = sql`${players.id} = any(${param([...playerIds])}::int[])`;
  const before = await db
    .select()
    .from(players)
    .where(and(eq(players.matchId, matchId), sql`${players.playingStatus} <> (${playing})`));
  if (before.length === 0) return [];
  const after = await db
    .update(players)
    .set({ playingStatus: sql`${playing}` })
    .where(inArray(players.id, before.map((row) => row.id)))
    .returning();
  const byId = new Map(after.map((row) => [row.id, row]));
  return before.map((row) => ({ before: row, after: byId.get(row.id)! }));
}

/** A player's appearance in another match: who (registry id, or name and side) and their points there. */
export interface Appearance {
  matchId: number;
  registryId: string | null;
  name: string;
  team: string;
  points: number;
}

/** The players of the given matches who are one of `registryIds` or named one of `names` (lower case). */
export async function listAppearances(db: Db, matchIds: readonly number[], who: { registryIds: readonly string[]; names: readonly string[] }): Promise<Appearance[]> {
  if (matchIds.length === 0) return [];
  return db
    .select({ matchId: players.matchId, registryId: players.registryId, name: players.name, team: players.team, points: players.points })
    .from(players)
    .where(
      and(
        inArray(players.matchId, [...matchIds]),
        sql`(${players.registryId} = any(${param([...who.registryIds])}::text[]) or lower(${players.name}) = any(${param([...who.names])}::text[]))`,
      ),
    );
}
