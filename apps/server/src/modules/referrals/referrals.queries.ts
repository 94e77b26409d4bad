import { and, count, desc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralCodes, referralRewards, referrals } from './referrals.schema.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralState = ReferralRow['state'];

export async function findCodeOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code;
}

/** Keeps `code` as the user's unless they have one already (or another user has this one: then nothing). */
export async function insertCode(db: Db, userId: number, code: string): Promise<void> {
  await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing();
}

export async function findCodeOwner(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code));
  return row?.userId;
}

export async function insertReferral(db: Db, values: Pick<ReferralRow, 'referrerId' | 'refereeId' | 'signUpIp' | 'signedUpAt'>): Promise<void> {
  await db.insert(referrals).values(values);
}

/** The referral of a friend, locked, while it still waits for its reward (SIGNED_UP); undefined otherwise. */
export async function lockWaitingReferralOf(db: Db, refereeId: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(and(eq(referrals.refereeId, refereeId), eq(referrals.state, 'SIGNED_UP'))).for('update');
  return row;
}

export async function lockReferral(db: Db, id: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row;
}

export async function updateReferral(db: Db, id: number, values: Partial<ReferralRow>): Promise<ReferralRow> {
  const [row] = await db.update(referrals).set(values).where(eq(referrals.id, id)).returning();
  return row!;
}

export async function findReferral(db: Db, id: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id));
  return row;
}

/** A referrer's friends, newest first. */
export function listReferralsBy(db: Db, referrerId: number): Promise<ReferralRow[]> {
  return db.select().from(referrals).where(eq(referrals.referrerId, referrerId)).orderBy(desc(referrals.id)).limit(500);
}

export function listReferrals(db: Db, filter: { state?: ReferralState | undefined }, page: { limit: number; before?: number | undefined }): Promise<ReferralRow[]> {
  return db
    .select()
    .from(referrals)
    .where(and(filter.state ? eq(referrals.state, filter.state) : undefined, page.before ? lt(referrals.id, page.before) : undefined))
    .orderBy(desc(referrals.id))
    .limit(page.limit);
}

/** The reward of a referral: one row ever (its primary key refuses a second). */
export async function insertReward(db: Db, values: { referralId: number; referrerId: number; referrerPaise: number; refereePaise: number; paidAt: Date }): Promise<void> {
  await db.insert(referralRewards).values(values);
}

/** Referrer bonuses paid to a referrer in [from, to). */
export async function countReferrerBonuses(db: Db, referrerId: number, range: { from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, referrerId), gt(referralRewards.referrerPaise, 0), gte(referralRewards.paidAt, range.from), lt(referralRewards.paidAt, range.to)));
  return Number(row?.n ?? 0);
}
