import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycDetails, playerProfiles } from './compliance.schema.ts';

export type ProfileRow = typeof playerProfiles.$inferSelect;
export type KycRow = typeof kycDetails.$inferSelect;
export type ProfileChanges = Partial<Omit<ProfileRow, 'userId' | 'updatedAt'>>;

export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId));
  return row;
}

export function findProfiles(db: Db, userIds: readonly number[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(playerProfiles).where(inArray(playerProfiles.userId, [...userIds]));
}

/**
 * A player's profile row, made if missing, and locked: one player's deposits and profile
 * changes run one at a time (a monthly limit is checked against every earlier deposit).
 */
export async function lockProfile(db: Db, userId: number): Promise<ProfileRow> {
  await db.insert(playerProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId)).for('no key update');
  return row!;
}

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges): Promise<ProfileRow> {
  const [row] = await db
    .update(playerProfiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(playerProfiles.userId, userId))
    .returning();
  return row!;
}

export async function findKyc(db: Db, userId: number): Promise<KycRow | undefined> {
  const [row] = await db.select().from(kycDetails).where(eq(kycDetails.userId, userId));
  return row;
}

/** Writes a player's KYC whole (a bank account replaces a UPI id and the other way round). */
export async function saveKyc(db: Db, kyc: Omit<KycRow, 'createdAt' | 'updatedAt'>): Promise<KycRow> {
  const [row] = await db
    .insert(kycDetails)
    .values(kyc)
    .onConflictDoUpdate({
      target: kycDetails.userId,
      set: { pan: kyc.pan, name: kyc.name, ifsc: kyc.ifsc, accountNumber: kyc.accountNumber, upi: kyc.upi, payoutChangedAt: kyc.payoutChangedAt, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
