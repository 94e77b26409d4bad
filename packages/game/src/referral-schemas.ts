// Refer and Earn: a player's code and link, the friends who signed up with it, and the admins'
// review of referrals held back (docs/MONEY.md, "Refer and Earn").

import { z } from 'zod';

/**
 * SIGNED_UP: linked, not yet qualified (verified e-mail and a first deposit of ₹100 or more);
 * REWARDED: both bonuses paid; CAPPED: the friend's bonus paid, the referrer's not (the month's
 * cap was reached); HELD: qualified, but the two accounts share a PAN, a payout destination or an
 * address, so an admin decides; REJECTED: an admin refused it.
 */
export const REFERRAL_STATES = ['SIGNED_UP', 'REWARDED', 'CAPPED', 'HELD', 'REJECTED'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** Why a referral was held. */
export const REFERRAL_HOLD_REASONS = ['SAME_PAN', 'SAME_PAYOUT', 'SAME_ADDRESS'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

/** The deposit that qualifies a referred friend: their first of at least this many rupees. */
export const REFERRAL_MIN_DEPOSIT_RUPEES = 100;

/** Codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A referral code as typed: spaces dropped, upper-cased; empty means none. */
export const referralCodeField = z
  .string({ error: 'referralCode must be text.' })
  .trim()
  .max(32, 'referralCode is not a Crease referral code: check the link or the code your friend sent.')
  .transform((code) => code.replace(/\s+/g, '').toUpperCase())
  .optional()
  .transform((code) => (code ? code : undefined));

export const referredFriendView = z.object({
  name: z.string(),
  state: z.enum(REFERRAL_STATES),
  signedUpAt: z.string(),
  rewardedAt: z.string().nullable(),
});

export const referralView = z.object({
  code: z.string(),
  link: z.string().describe('The sign-up page with the code: share it'),
  referrerBonus: z.number().describe('Rupees the referrer gets per qualified friend'),
  refereeBonus: z.number().describe('Rupees the friend gets'),
  monthlyCap: z.number().describe('Referrer bonuses paid a month at most'),
  referred: z.array(referredFriendView),
});
export type ReferralView = z.infer<typeof referralView>;

export const adminReferralView = z.object({
  id: z.number(),
  referrer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  referee: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  state: z.enum(REFERRAL_STATES),
  holdReasons: z.array(z.enum(REFERRAL_HOLD_REASONS)),
  signedUpAt: z.string(),
  qualifiedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  reviewedBy: z.number().nullable(),
  reviewNote: z.string().nullable(),
});
export type AdminReferralView = z.infer<typeof adminReferralView>;

export const adminReferralFilter = z.object({
  state: z.enum(REFERRAL_STATES, { error: `state must be one of ${REFERRAL_STATES.join(', ')}.` }).optional(),
});

export const referralReviewSchema = z.object({
  note: z.string({ error: 'note must be text.' }).trim().max(500, 'note can be at most 500 characters.').optional(),
});
