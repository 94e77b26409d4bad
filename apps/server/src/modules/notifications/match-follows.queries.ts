import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matchFollows } from './notifications.schema.ts';

/** Follows a match; following it again changes nothing. */
export async function insertFollow(db: Db, userId: number, matchId: number): Promise<void> {
  await db.insert(matchFollows).values({ userId, matchId }).onConflictDoNothing();
}

export async function deleteFollow(db: Db, userId: number, matchId: number): Promise<void> {
  await db.delete(matchFollows).where(and(eq(matchFollows.userId, userId), eq(matchFollows.matchId, matchId)));
}

/** The follows of matches that have nothing left to remind anyone of. */
export async function deleteFollows(db: Db, userId: number, matchIds: readonly number[]): Promise<void> {
  await db.delete(matchFollows).where(and(eq(matchFollows.userId, userId), inArray(matchFollows.matchId, [...matchIds])));
}

/** Every follow of a match (`match_follows_match_idx`): once it has started, they have done their work. */
export async function deleteFollowsOf(db: Db, matchId: number): Promise<void> {
  await db.delete(matchFollows).where(eq(matchFollows.matchId, matchId));
}

/** Every match a player follows that nobody has yet found started (read by the primary key). */
export async function listFollowedMatchIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ matchId: matchFollows.matchId }).from(matchFollows).where(eq(matchFollows.userId, userId));
  return rows.map((row) => row.matchId);
}

/** Everyone who follows a match (`match_follows_match_idx`). */
export async function listFollowers(db: Db, matchId: number): Promise<number[]> {
  const rows = await db.select({ userId: matchFollows.userId }).from(matchFollows).where(eq(matchFollows.matchId, matchId));
  return rows.map((row) => row.userId);
}
