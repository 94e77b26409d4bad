import crypto from 'node:crypto';
import {
  formatRupees,
  indianMonthOf,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_MIN_DEPOSIT_RUPEES,
  toPaise,
  toRupees,
  type AdminReferralView,
  type ReferralHoldReason,
  type ReferralView,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { SERVER_ACTOR, type SignedInActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService, SignUp } from '../auth/auth.service.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { presentAdminReferral, presentReferredFriend } from './referrals.presenter.ts';
import {
  countReferrerBonuses,
  findCodeOf,
  findCodeOwner,
  findReferral,
  insertCode,
  insertReferral,
  insertReward,
  listReferrals,
  listReferralsBy,
  lockReferral,
  lockWaitingReferralOf,
  updateReferral,
  type ReferralRow,
  type ReferralState,
} from './referrals.queries.ts';

/** A friend who signed up from an address one of the referrer's sessions used within this long is held. */
export const SAME_ADDRESS_WINDOW_MS = 24 * 3_600_000;

export interface ReferralRules {
  referrerBonusPaise: number;
  refereeBonusPaise: number;
  /** Referrer bonuses a referrer may get in a calendar month (India time). */
  monthlyCap: number;
}

export interface ReferralsDeps {
  db: Db;
  auth: AuthService;
  sessions: SessionsService;
  wallet: WalletService;
  payments: PaymentsService;
  compliance: ComplianceService;
  audit: AuditService;
  rules: ReferralRules;
  /** Where the sign-up link points, e.g. https://crease.in */
  publicUrl: string;
  clock: Clock;
}

const QUALIFYING_DEPOSIT_PAISE = toPaise(REFERRAL_MIN_DEPOSIT_RUPEES);

function newCode(): string {
  const bytes = crypto.randomBytes(REFERRAL_CODE_LENGTH);
  return Array.from(bytes, (byte) => REFERRAL_CODE_ALPHABET[byte % REFERRAL_CODE_ALPHABET.length]).join('');
}

/**
 * Refer and Earn. Each player has a code (made the first time it is asked for, never changed);
 * a friend who signs up with it is linked to them. When the friend has a verified e-mail address
 * and a captured deposit of ₹100 or more, both get bonus money (not withdrawable) with
 * REFERRAL_BONUS ledger rows, in the transaction that completed the second condition, once: the
 * referral row is locked and must still be SIGNED_UP, the reward row's primary key is the
 * referral, and each ledger row's reference is unique. The referrer's bonus counts against a
 * monthly cap (their wallet locked while it is counted); past it only the friend is paid
 * (CAPPED). Two accounts that share a PAN, a payout destination, or an address within a day are
 * HELD instead, for an admin to approve (paid then, once) or reject.
 */
export class ReferralsService {
  constructor(private readonly deps: ReferralsDeps) {}

  /** In the sign-up's transaction: links the new account to the code's owner; an unknown code refuses the sign-up (400). */
  async linkSignUp(tx: Db, refereeId: number, signUp: SignUp): Promise<void> {
    if (!signUp.referralCode) return;
    const referrerId = await findCodeOwner(tx, signUp.referralCode);
    if (referrerId === undefined || referrerId === refereeId) {
      throw badRequest(`referralCode: ${signUp.referralCode} is not a Crease referral code. Check the link or the code your friend sent, or leave it empty.`, 'UNKNOWN_REFERRAL_CODE');
    }
    await insertReferral(tx, { referrerId, refereeId, signUpIp: signUp.ip, signedUpAt: signUp.at });
  }

  /** The player's code and link, and the friends who signed up with it. */
  async mine(userId: number): Promise<ReferralView> {
    const { db, auth, rules, publicUrl } = this.deps;
    const code = await this.codeOf(userId);
    const rows = await listReferralsBy(db, userId);
    const names = await auth.namesOf(rows.map((row) => row.refereeId));
    return {
      code,
      link: `${publicUrl}/register?ref=${code}`,
      referrerBonus: toRupees(rules.referrerBonusPaise),
      refereeBonus: toRupees(rules.refereeBonusPaise),
      monthlyCap: rules.monthlyCap,
      referred: rows.map((row) => presentReferredFriend(row, names)),
    };
  }

  /**
   * A friend may have just qualified (a deposit captured, the address verified): in that change's
   * transaction, rewards or holds their referral if both conditions now hold. Nothing otherwise.
   */
  async consider(tx: Db, refereeId: number): Promise<void> {
    const referral = await lockWaitingReferralOf(tx, refereeId);
    if (!referral) return;
    const account = await this.deps.auth.accountIn(tx, refereeId);
    if (!account?.emailVerified) return;
    if (!(await this.deps.payments.hasCapturedDepositOf(tx, refereeId, QUALIFYING_DEPOSIT_PAISE))) return;
    const now = this.deps.clock.now();
    const reasons = await this.holdReasons(tx, referral);
    if (reasons.length > 0) {
      await updateReferral(tx, referral.id, { state: 'HELD', holdReasons: reasons, qualifiedAt: now });
      await this.deps.audit.record(tx, {
        kind: 'referral.held',
        actor: SERVER_ACTOR,
        subjectUserId: refereeId,
        details: { referralId: referral.id, referrerId: referral.referrerId, reasons },
      });
      return;
    }
    await this.pay(tx, referral, now);
  }

  async list(filter: { state?: ReferralState | undefined }, page: { limit: number; before?: number | undefined }): Promise<AdminReferralView[]> {
    const rows = await listReferrals(this.deps.db, filter, page);
    const accounts = await this.deps.auth.accountsOf([...new Set(rows.flatMap((row) => [row.referrerId, row.refereeId]))]);
    return rows.map((row) => presentAdminReferral(row, accounts));
  }

  /** An admin pays a held referral (once; the monthly cap still applies to the referrer). */
  async approve(actor: SignedInActor, id: number, note: string | undefined): Promise<AdminReferralView> {
    return this.review(actor, id, 'referral.approved', async (tx, referral, now) => {
      if (referral.state !== 'HELD') throw conflict(`Referral ${id} is ${referral.state}; only a HELD referral can be approved.`, 'REFERRAL_NOT_HELD');
      const paid = await this.pay(tx, referral, now);
      return { values: { reviewedBy: actor.userId, reviewNote: note ?? null, reviewedAt: now }, details: { referrerBonus: toRupees(paid.referrerPaise), refereeBonus: toRupees(paid.refereePaise) } };
    });
  }

  /** An admin refuses a referral that is held (or not yet qualified): nobody is paid for it. */
  async reject(actor: SignedInActor, id: number, note: string | undefined): Promise<AdminReferralView> {
    return this.review(actor, id, 'referral.rejected', async (_tx, referral, now) => {
      if (referral.state !== 'HELD' && referral.state !== 'SIGNED_UP') {
        throw conflict(`Referral ${id} is ${referral.state}; only a HELD or SIGNED_UP referral can be rejected.`, 'REFERRAL_DECIDED');
      }
      return { values: { state: 'REJECTED', reviewedBy: actor.userId, reviewNote: note ?? null, reviewedAt: now }, details: {} };
    });
  }

  private async review(
    actor: SignedInActor,
    id: number,
    kind: 'referral.approved' | 'referral.rejected',
    decide: (tx: Db, referral: ReferralRow, now: Date) => Promise<{ values: Partial<ReferralRow>; details: Record<string, unknown> }>,
  ): Promise<AdminReferralView> {
    const { db, audit, clock } = this.deps;
    await db.transaction(async (tx) => {
      const referral = await lockReferral(tx, id);
      if (!referral) throw notFound(`There is no referral ${id}.`);
      const now = clock.now();
      const { values, details } = await decide(tx, referral, now);
      await updateReferral(tx, id, values);
      await audit.record(tx, {
        kind,
        actor,
        subjectUserId: referral.refereeId,
        details: { referralId: id, referrerId: referral.referrerId, before: referral.state, after: values.state ?? (await findReferral(tx, id))!.state, ...details },
      });
    });
    const row = (await findReferral(db, id))!;
    return presentAdminReferral(row, await this.deps.auth.accountsOf([row.referrerId, row.refereeId]));
  }

  /** Both bonuses (the referrer's within the month's cap) with their ledger rows and the reward row, in the caller's transaction. */
  private async pay(tx: Db, referral: ReferralRow, now: Date): Promise<{ referrerPaise: number; refereePaise: number }> {
    const { wallet, rules, auth } = this.deps;
    // The referrer's wallet locked first: two of their friends qualifying at once count the cap one after the other.
    await wallet.lock(tx, referral.referrerId);
    const month = indianMonthOf(now);
    const paidThisMonth = await countReferrerBonuses(tx, referral.referrerId, { from: month.start, to: month.end });
    const referrerPaise = paidThisMonth < rules.monthlyCap ? rules.referrerBonusPaise : 0;
    const refereePaise = rules.refereeBonusPaise;
    await insertReward(tx, { referralId: referral.id, referrerId: referral.referrerId, referrerPaise, refereePaise, paidAt: now });
    // Inside the transaction: its own reads only (a read on the outer database would wait for it on PGlite).
    const referrerName = (await auth.accountIn(tx, referral.referrerId))?.name ?? 'a friend';
    const refereeName = (await auth.accountIn(tx, referral.refereeId))?.name ?? 'a friend';
    await wallet.credit(tx, referral.refereeId, 'REFERRAL_BONUS', { bonus: refereePaise, deposit: 0, winnings: 0 }, {
      reference: `referral:${referral.id}:referee`,
      description: `Refer and Earn: joined with ${referrerName}'s code`,
    });
    await wallet.credit(tx, referral.referrerId, 'REFERRAL_BONUS', { bonus: referrerPaise, deposit: 0, winnings: 0 }, {
      reference: `referral:${referral.id}:referrer`,
      description: `Refer and Earn: ${refereeName} joined and added ${formatRupees(REFERRAL_MIN_DEPOSIT_RUPEES)} or more`,
    });
    await updateReferral(tx, referral.id, {
      state: referrerPaise > 0 || rules.referrerBonusPaise === 0 ? 'REWARDED' : 'CAPPED',
      qualifiedAt: referral.qualifiedAt ?? now,
      rewardedAt: now,
    });
    return { referrerPaise, refereePaise };
  }

  /** Why the two accounts look like one person: a PAN, a payout destination, or an address in common. */
  private async holdReasons(tx: Db, referral: ReferralRow): Promise<ReferralHoldReason[]> {
    const reasons: ReferralHoldReason[] = [...(await this.deps.compliance.sharedIdentity(tx, referral.referrerId, referral.refereeId))];
    if (referral.signUpIp && (await this.deps.sessions.usedAddressNear(tx, referral.referrerId, referral.signUpIp, referral.signedUpAt, SAME_ADDRESS_WINDOW_MS))) {
      reasons.push('SAME_ADDRESS');
    }
    return reasons;
  }

  /** The player's code, made now if they have none (two requests at once keep the first). */
  private async codeOf(userId: number): Promise<string> {
    const { db } = this.deps;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await findCodeOf(db, userId);
      if (existing) return existing;
      await insertCode(db, userId, newCode()); // a code another player has: nothing inserted, try another
    }
    throw new Error(`no referral code could be made for user ${userId}`);
  }
}
