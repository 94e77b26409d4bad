import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SessionEndReason } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { authTokens, users, userSessions } from './auth.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];
export type SessionRow = typeof userSessions.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export function findUsersByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.id, [...ids]));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

export async function insertUser(
  db: Db,
  user: Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role'> & Partial<Pick<UserRow, 'emailVerifiedAt' | 'googleSubject'>>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role' | 'emailVerifiedAt' | 'googleSubject'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertAuthToken(
  db: Db,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** Retires a user's unused links of one purpose, so only the newest one works. */
export async function retireAuthTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/**
 * Marks a link used and returns it, in one statement, so two clicks racing on the same link
 * cannot both succeed. Returns undefined when no unused, unexpired link has that hash.
 */
export async function consumeAuthToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row;
}

export async function findAuthToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash));
  return row;
}

/** Users' names by id. */
/** Whether one of the user's sessions was in use from `ip` at some time in [from, to] (opened by `to`, last seen by `from` or later). */
export async function usedAddressBetween(db: Db, userId: number, ip: string, range: { from: Date; to: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.ip, ip), sql`${userSessions.createdAt} <= ${range.to}`, sql`${userSessions.lastSeenAt} >= ${range.from}`))
    .limit(1);
  return row !== undefined;
}

export function listNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...ids]));
}

/** Accounts whose address starts with `prefix` (every account without one), newest first (`users_email_prefix_idx`). */
export function listUsers(db: Db, filter: { emailPrefix?: string | undefined }, page: { limit: number; before?: number | undefined }): Promise<UserRow[]> {
  const pattern = filter.emailPrefix ? `${filter.emailPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(users)
    .where(and(pattern ? sql`${users.email} like ${pattern}` : undefined, page.before !== undefined ? lt(users.id, page.before) : undefined))
    .orderBy(desc(users.id))
    .limit(page.limit);
}

// ---------------------------------------------------------------------------------------------
// Sessions

export async function insertSession(db: Db, session: Pick<SessionRow, 'id' | 'userId' | 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'userAgent' | 'ip'>): Promise<SessionRow> {
  const [row] = await db.insert(userSessions).values(session).returning();
  return row!;
}

/** Whether the account signed in before from this browser at this address. */
export async function hasSignedInFrom(db: Db, userId: number, device: { userAgent: string | null; ip: string | null }): Promise<boolean> {
  const rows = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        sql`${userSessions.userAgent} is not distinct from ${device.userAgent}`,
        sql`${userSessions.ip} is not distinct from ${device.ip}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What a token's check needs of its session: whose it is and whether it ended. */
export async function findSessionState(db: Db, id: string): Promise<{ userId: number; ended: boolean } | undefined> {
  const [row] = await db
    .select({ userId: userSessions.userId, ended: sql<boolean>`${userSessions.endedAt} is not null` })
    .from(userSessions)
    .where(eq(userSessions.id, id));
  return row;
}

export type SessionPosition = [createdAtMs: number, id: string];

/** A person's sessions that have not ended or expired, newest first. */
export function listLiveSessions(db: Db, userId: number, now: Date, page: { limit: number; before?: SessionPosition | undefined }): Promise<SessionRow[]> {
  const before = page.before;
  return db
    .select()
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        gt(userSessions.expiresAt, now),
        before
          ? or(lt(userSessions.createdAt, new Date(before[0])), and(eq(userSessions.createdAt, new Date(before[0])), lt(userSessions.id, before[1])))
          : undefined,
      ),
    )
    .orderBy(desc(userSessions.createdAt), desc(userSessions.id))
    .limit(page.limit);
}

/**
 * Ends a person's sessions that have not ended: one (`only`), all but one (`except`), or all;
 * returns the ones it ended.
 */
export function endSessions(
  db: Db,
  userId: number,
  which: { only?: string; except?: string | null },
  end: { at: Date; reason: SessionEndReason },
): Promise<SessionRow[]> {
  return db
    .update(userSessions)
    .set({ endedAt: end.at, endReason: end.reason })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        which.only !== undefined ? eq(userSessions.id, which.only) : undefined,
        which.except ? ne(userSessions.id, which.except) : undefined,
      ),
    )
    .returning();
}

/** Marks sessions seen now; returns those still going (a session missing here has ended or gone). */
export async function touchSessions(db: Db, ids: readonly string[], at: Date): Promise<{ id: string; userId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .update(userSessions)
    .set({ lastSeenAt: at })
    .where(and(inArray(userSessions.id, [...ids]), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id, userId: userSessions.userId });
}
