import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from './auth.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
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
  changes: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'role' | 'emailVerifiedAt' | 'googleSubject'>>,
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
export function listNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...ids]));
}
