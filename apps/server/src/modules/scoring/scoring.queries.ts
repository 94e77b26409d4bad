import { and, asc, eq, sql } from 'drizzle-orm';
import { positionKey, type CricsheetDelivery, type DeliveryPosition, type PositionedDelivery, type StatLine } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { deliveries, scorecardLines, scoringVersions } from './scoring.schema.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;

/** A match's scoring version (0 before its first change). */
export async function readVersion(db: Db, matchId: number): Promise<number> {
  const [row] = await db.select({ version: scoringVersions.version }).from(scoringVersions).where(eq(scoringVersions.matchId, matchId));
  return row?.version ?? 0;
}

/** Adds one to a match's scoring version and answers the new one. */
export async function bumpVersion(db: Db, matchId: number): Promise<number> {
  const [row] = await db
    .insert(scoringVersions)
    .values({ matchId, version: 1 })
    .onConflictDoUpdate({ target: scoringVersions.matchId, set: { version: sql`${scoringVersions.version} + 1`, updatedAt: new Date() } })
    .returning({ version: scoringVersions.version });
  return row!.version;
}

/** Every stored delivery of a match, by position. */
export async function listDeliveries(db: Db, matchId: number): Promise<PositionedDelivery[]> {
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.matchId, matchId))
    .orderBy(asc(deliveries.innings), asc(deliveries.over), asc(deliveries.ball));
  return rows.map((row) => ({ ...row.delivery, innings: row.innings, over: row.over, ball: row.ball, superOver: row.superOver }));
}

export type DeliverySource = DeliveryRow['source'];

/** Stores deliveries at their positions, replacing what was there, as put there by `source` (one statement). */
export async function upsertDeliveries(
  db: Db,
  matchId: number,
  rows: readonly (DeliveryPosition & { delivery: CricsheetDelivery })[],
  source: DeliverySource,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(deliveries)
    .values(rows.map((row) => ({ matchId, innings: row.innings, over: row.over, ball: row.ball, superOver: row.superOver, delivery: row.delivery, source })))
    .onConflictDoUpdate({
      target: [deliveries.matchId, deliveries.innings, deliveries.over, deliveries.ball, deliveries.superOver],
      set: { delivery: sql`excluded.delivery`, source: sql`excluded.source`, updatedAt: new Date() },
    });
}

/** The positions of a match that hold a ball an admin put there by hand (positionKey of each). */
export async function listManualPositions(db: Db, matchId: number): Promise<Set<number>> {
  const rows = await db
    .select({ innings: deliveries.innings, over: deliveries.over, ball: deliveries.ball, superOver: deliveries.superOver })
    .from(deliveries)
    .where(and(eq(deliveries.matchId, matchId), eq(deliveries.source, 'MANUAL')));
  return new Set(rows.map((row) => positionKey(row)));
}

/** Removes the delivery at a position; returns it as it was stored. */
export async function deleteDelivery(db: Db, matchId: number, position: DeliveryPosition): Promise<unknown> {
  const [row] = await db
    .delete(deliveries)
    .where(
      and(
        eq(deliveries.matchId, matchId),
        eq(deliveries.innings, position.innings),
        eq(deliveries.over, position.over),
        eq(deliveries.ball, position.ball),
        eq(deliveries.superOver, position.superOver),
      ),
    )
    .returning({ delivery: deliveries.delivery });
  return row?.delivery;
}

/** The stat lines set by hand for a match's players. */
export async function listHandLines(db: Db, matchId: number): Promise<Map<number, StatLine[]>> {
  const rows = await db.select().from(scorecardLines).where(eq(scorecardLines.matchId, matchId));
  return new Map(rows.map((row) => [row.playerId, row.lines]));
}

export async function upsertHandLines(db: Db, matchId: number, playerId: number, lines: StatLine[]): Promise<void> {
  await db
    .insert(scorecardLines)
    .values({ matchId, playerId, lines })
    .onConflictDoUpdate({ target: [scorecardLines.matchId, scorecardLines.playerId], set: { lines, updatedAt: new Date() } });
}

/** Removes a player's hand-set lines; answers whether there were any. */
export async function deleteHandLines(db: Db, matchId: number, playerId: number): Promise<boolean> {
  const removed = await db
    .delete(scorecardLines)
    .where(and(eq(scorecardLines.matchId, matchId), eq(scorecardLines.playerId, playerId)))
    .returning({ playerId: scorecardLines.playerId });
  return removed.length > 0;
}
