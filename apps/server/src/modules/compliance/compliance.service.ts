import {
  changeMonthlyLimit,
  complianceProblem,
  formatIndianTime,
  indianDate,
  isSelfExcluded,
  monthlyLimitAt,
  parseCalendarDate,
  pendingRaiseAt,
  formatRupees,
  selfExclusionEnd,
  toPaise,
  toRupees,
  type KycFields,
  type KycView,
  type MoneyAction,
  type MonthlyLimitSetting,
  type PayoutDestination,
  type PlayerStanding,
  type PlayRules,
  type ProfileUpdate,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, invalidToken } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { payoutOf, presentKyc } from './compliance.presenter.ts';
import { findKyc, findProfile, lockProfile, saveKyc, updateProfile, type KycRow, type ProfileChanges, type ProfileRow } from './compliance.queries.ts';

/** What the profile page shows of a player's standing (rupees and ISO times, as the API carries them). */
export interface StandingFigures {
  emailVerified: boolean;
  dateOfBirth: string | null;
  state: string | null;
  monthlyDepositLimit: number;
  pendingMonthlyDepositLimit: { amount: number; effectiveAt: string } | null;
  selfExcludedUntil: string | null;
  kyc: KycView | null;
}

export interface ComplianceDeps {
  db: Db;
  auth: AuthService;
  /** PAID_PLAY and RESTRICTED_STATES. */
  rules: PlayRules;
  /** MONTHLY_DEPOSIT_LIMIT, in paise. */
  monthlyCeilingPaise: number;
  clock: Clock;
}

const limitSettingOf = (row: ProfileRow | undefined): MonthlyLimitSetting => ({
  limitPaise: row?.monthlyLimitPaise ?? null,
  pendingPaise: row?.pendingLimitPaise ?? null,
  pendingFrom: row?.pendingLimitFrom ?? null,
});

/**
 * Who may play for money: what a player declares (date of birth, state), the limits they set
 * themselves (a monthly deposit limit, a pause), their KYC, and the one check every money path
 * asks (`assertMay`), which names the first condition failed in a 403.
 *
 * One reader outside this module: the join's database function (entries/join-contest.sql)
 * reads `player_profiles` to check a join in its one call, by the same rules
 * (`complianceProblem` in packages/game; join-contest.test.ts holds it to them).
 */
export class ComplianceService {
  constructor(private readonly deps: ComplianceDeps) {}

  get rules(): PlayRules {
    return this.deps.rules;
  }

  /** What is known about a player, as the caller's transaction sees it. */
  async standing(db: Db, userId: number): Promise<PlayerStanding> {
    return (await this.read(db, userId)).standing;
  }

  /** A player's account, profile and KYC, read one after another: `db` may be a transaction, which runs one statement at a time. */
  private async read(db: Db, userId: number): Promise<{ standing: PlayerStanding; profile: ProfileRow | undefined; kyc: KycRow | undefined }> {
    const account = await this.deps.auth.accountIn(db, userId);
    const profile = await findProfile(db, userId);
    const kyc = await findKyc(db, userId);
    if (!account) throw invalidToken('Your account no longer exists. Sign in again.', 'NO_ACCOUNT');
    const standing = {
      emailVerified: account.emailVerified,
      dateOfBirth: profile?.dateOfBirth ?? null,
      state: profile?.state ?? null,
      selfExcludedUntil: profile?.selfExcludedUntil ?? null,
      hasKyc: kyc !== undefined,
    };
    return { standing, profile, kyc };
  }

  /** Refuses, with a 403 naming the first condition failed, unless the player may do this now. */
  async assertMay(db: Db, userId: number, action: MoneyAction): Promise<void> {
    const problem = complianceProblem(action, await this.standing(db, userId), this.deps.rules, this.deps.clock.now());
    if (problem) throw forbidden(problem.message, problem.condition);
  }

  /** Locks a player's profile: their deposits and profile changes run one at a time. */
  async lock(tx: Db, userId: number): Promise<void> {
    await lockProfile(tx, userId);
  }

  /** The monthly deposit limit in force for a player now, in paise. */
  async monthlyLimitPaise(db: Db, userId: number): Promise<number> {
    return monthlyLimitAt(limitSettingOf(await findProfile(db, userId)), this.deps.monthlyCeilingPaise, this.deps.clock.now());
  }

  /** The limit in force and a raise still waiting, for the Add Funds form. */
  async monthlyLimits(db: Db, userId: number): Promise<{ limitPaise: number; pending: { amountPaise: number; from: Date } | null }> {
    const setting = limitSettingOf(await findProfile(db, userId));
    const now = this.deps.clock.now();
    return { limitPaise: monthlyLimitAt(setting, this.deps.monthlyCeilingPaise, now), pending: pendingRaiseAt(setting, now) };
  }

  async figures(userId: number): Promise<StandingFigures> {
    const { standing, profile, kyc } = await this.read(this.deps.db, userId);
    const now = this.deps.clock.now();
    const setting = limitSettingOf(profile);
    const pending = pendingRaiseAt(setting, now);
    return {
      emailVerified: standing.emailVerified,
      dateOfBirth: standing.dateOfBirth,
      state: standing.state,
      monthlyDepositLimit: toRupees(monthlyLimitAt(setting, this.deps.monthlyCeilingPaise, now)),
      pendingMonthlyDepositLimit: pending && { amount: toRupees(pending.amountPaise), effectiveAt: pending.from.toISOString() },
      selfExcludedUntil: isSelfExcluded(standing.selfExcludedUntil, now) ? new Date(standing.selfExcludedUntil!).toISOString() : null,
      kyc: kyc ? presentKyc(kyc) : null,
    };
  }

  /**
   * Saves what the profile form sent of the money fields, in the caller's transaction: the
   * date of birth (not in the future), the state, the monthly limit (lower at once, higher a
   * day later, never above the platform's), and a pause (longer only, never lifted early).
   */
  async updateProfile(tx: Db, userId: number, input: Omit<ProfileUpdate, 'name'>): Promise<void> {
    const now = this.deps.clock.now();
    const current = await lockProfile(tx, userId);
    const changes: ProfileChanges = {};
    if (input.dateOfBirth !== undefined) {
      const today = indianDate(now);
      const born = parseCalendarDate(input.dateOfBirth)!;
      if (born.year * 10_000 + born.month * 100 + born.day > today.year * 10_000 + today.month * 100 + today.day) {
        throw badRequest('Date of birth cannot be in the future.');
      }
      changes.dateOfBirth = input.dateOfBirth;
    }
    if (input.state !== undefined) changes.state = input.state;
    if (input.monthlyDepositLimit !== undefined) {
      const requested = toPaise(input.monthlyDepositLimit);
      const ceiling = this.deps.monthlyCeilingPaise;
      if (requested > ceiling) {
        throw badRequest(`Monthly deposit limit can be at most ${formatRupees(toRupees(ceiling))}, the most Crease allows a month.`);
      }
      const next = changeMonthlyLimit(limitSettingOf(current), requested, ceiling, now);
      Object.assign(changes, { monthlyLimitPaise: next.limitPaise, pendingLimitPaise: next.pendingPaise, pendingLimitFrom: next.pendingFrom });
    }
    if (input.selfExcludeDays !== undefined) {
      const end = selfExclusionEnd(current.selfExcludedUntil, input.selfExcludeDays, now);
      if ('keeps' in end) {
        throw conflict(`Your account is paused until ${formatIndianTime(end.keeps)}; a pause can be made longer, but never shorter or lifted early.`, 'PAUSE_RUNNING');
      }
      changes.selfExcludedUntil = end.until;
    }
    if (Object.keys(changes).length > 0) await updateProfile(tx, userId, changes);
  }

  /** Saves a player's KYC whole; a PAN already on another account is refused. */
  async saveKyc(userId: number, input: KycFields): Promise<KycView> {
    const { payout } = input;
    try {
      const row = await saveKyc(this.deps.db, {
        userId,
        pan: input.pan,
        name: input.name,
        ifsc: payout.kind === 'BANK' ? payout.ifsc : null,
        accountNumber: payout.kind === 'BANK' ? payout.accountNumber : null,
        upi: payout.kind === 'UPI' ? payout.upi : null,
      });
      return presentKyc(row);
    } catch (error) {
      if (isUniqueViolation(error, 'kyc_details_pan_key')) {
        throw conflict('This PAN is already on another Crease account; one PAN can hold one account. Write to support if it is yours.', 'PAN_TAKEN');
      }
      throw error;
    }
  }

  /** Where a player's withdrawals go, as the caller's transaction sees it; undefined without KYC. */
  async payout(db: Db, userId: number): Promise<PayoutDestination | undefined> {
    const kyc = await findKyc(db, userId);
    return kyc && payoutOf(kyc);
  }
}
