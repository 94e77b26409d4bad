import {
  changeMonthlyLimit,
  describePayout,
  SUPPORT_EMAIL,
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
import { badRequest, conflict, forbidden, invalidToken, notFound } from '../../errors.ts';
import type { Actor, SignedInActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuditEvent, AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { auditedKyc, payoutOf, presentKyc } from './compliance.presenter.ts';
import { findKyc, findProfile, findProfiles, lockProfile, saveKyc, updateProfile, type KycRow, type ProfileChanges, type ProfileRow } from './compliance.queries.ts';

/** Withdrawals to a payout destination open this long after it changed (a thief's new UPI id waits; its owner is e-mailed). */
export const PAYOUT_HOLD_HOURS = 24;
/** A state changes from one to another at most once in this many days. */
export const STATE_CHANGE_DAYS = 30;

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
  audit: AuditService;
  mailer: Mailer;
  /** PAID_PLAY and RESTRICTED_STATES. */
  rules: PlayRules;
  /** MONTHLY_DEPOSIT_LIMIT, in paise. */
  monthlyCeilingPaise: number;
  clock: Clock;
}

const DAY_MS = 24 * 3_600_000;

/** Whether a KYC save moves withdrawals somewhere else than they go now. */
function payoutChanges(before: KycRow, payout: PayoutDestination): boolean {
  const was = payoutOf(before);
  if (was.kind === 'UPI' || payout.kind === 'UPI') return was.kind !== payout.kind || (was.kind === 'UPI' && payout.kind === 'UPI' && was.upi !== payout.upi);
  return was.ifsc !== payout.ifsc || was.accountNumber !== payout.accountNumber;
}

function assertBornByNow(dateOfBirth: string, now: Date): void {
  const today = indianDate(now);
  const born = parseCalendarDate(dateOfBirth)!;
  if (born.year * 10_000 + born.month * 100 + born.day > today.year * 10_000 + today.month * 100 + today.day) {
    throw badRequest('Date of birth cannot be in the future.');
  }
}

function payoutChangedNotice(name: string, before: KycRow | undefined, after: KycRow, actor: Actor, at: Date) {
  const opensAt = new Date(at.getTime() + PAYOUT_HOLD_HOURS * 3_600_000);
  return {
    subject: 'Your Crease withdrawals now go somewhere new',
    text:
      `Hi ${name},\n\nWithdrawals from your Crease account now go to ${describePayout(payoutOf(after))}` +
      (before ? ` instead of ${describePayout(payoutOf(before))}` : '') +
      `. The change was made at ${formatIndianTime(at)}${actor.ip ? ` from the address ${actor.ip}` : ''}; ` +
      `withdrawals to the new destination open at ${formatIndianTime(opensAt)}.\n\n` +
      `If this was not you, change your password at once (every other place signed in is signed out), put your own payout details back, and write to ${SUPPORT_EMAIL}.\n\n— Crease`,
  };
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

  /** What players declared for paid play, by account (for the admins' account list). */
  async declared(userIds: readonly number[]): Promise<Map<number, { dateOfBirth: string | null; state: string | null }>> {
    const rows = await findProfiles(this.deps.db, userIds);
    return new Map(rows.map((row) => [row.userId, { dateOfBirth: row.dateOfBirth, state: row.state }]));
  }

  /** Locks a player's profile: their deposits and profile changes run one at a time. */
  async lock(tx: Db, userId: number): Promise<void> {
    await this.lockProfile(tx, userId);
  }

  /** The profile row, made if missing and locked; a 401 for an account that no longer exists (not a foreign-key 500). */
  private async lockProfile(tx: Db, userId: number): Promise<ProfileRow> {
    if (!(await this.deps.auth.accountIn(tx, userId))) throw invalidToken('Your account no longer exists. Sign in again.', 'NO_ACCOUNT');
    return lockProfile(tx, userId);
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
   * date of birth (set once, not in the future; after that only support corrects it), the state
   * (changed at most once in STATE_CHANGE_DAYS), the monthly limit (lower at once, higher a day
   * later, never above the platform's), and a pause (longer only, never lifted early). A date
   * of birth or a state set or changed is recorded in the audit log.
   */
  async updateProfile(tx: Db, actor: SignedInActor, input: Omit<ProfileUpdate, 'name'>): Promise<void> {
    const userId = actor.userId;
    const now = this.deps.clock.now();
    const current = await this.lockProfile(tx, userId);
    const changes: ProfileChanges = {};
    const events: AuditEvent[] = [];
    if (input.dateOfBirth !== undefined && input.dateOfBirth !== current.dateOfBirth) {
      if (current.dateOfBirth !== null) {
        throw conflict(
          `Your date of birth is set to ${current.dateOfBirth} and can be corrected only by Crease support: write to ${SUPPORT_EMAIL} with a document that shows it.`,
          'DATE_OF_BIRTH_SET',
        );
      }
      assertBornByNow(input.dateOfBirth, now);
      changes.dateOfBirth = input.dateOfBirth;
      events.push({ kind: 'profile.date_of_birth_changed', actor, subjectUserId: userId, details: { before: null, after: input.dateOfBirth } });
    }
    if (input.state !== undefined && input.state !== current.state) {
      if (current.state !== null) {
        const again = current.stateChangedAt && new Date(current.stateChangedAt.getTime() + STATE_CHANGE_DAYS * DAY_MS);
        if (again && again > now) {
          throw conflict(
            `Your state was changed on ${formatIndianTime(current.stateChangedAt!)}; it can change once in ${STATE_CHANGE_DAYS} days, so again from ${formatIndianTime(again)}.`,
            'STATE_CHANGED_RECENTLY',
          );
        }
        changes.stateChangedAt = now;
      }
      changes.state = input.state;
      events.push({ kind: 'profile.state_changed', actor, subjectUserId: userId, details: { before: current.state, after: input.state } });
    }
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
    await this.deps.audit.recordAll(tx, events);
  }

  /** An admin corrects a player's date of birth, with a reason (recorded with the change in the audit log). */
  async correctDateOfBirth(actor: Actor, userId: number, input: { dateOfBirth: string; reason: string }): Promise<void> {
    assertBornByNow(input.dateOfBirth, this.deps.clock.now());
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.auth.accountIn(tx, userId))) throw notFound(`Account ${userId} was not found.`);
      const current = await this.lockProfile(tx, userId);
      if (current.dateOfBirth === input.dateOfBirth) return;
      await updateProfile(tx, userId, { dateOfBirth: input.dateOfBirth });
      await this.deps.audit.record(tx, {
        kind: 'profile.date_of_birth_changed',
        actor,
        subjectUserId: userId,
        details: { before: current.dateOfBirth, after: input.dateOfBirth, reason: input.reason },
      });
    });
  }

  /**
   * Saves a player's KYC whole; a PAN already on another account is refused. Changing where
   * withdrawals already go needs the current password (403 naming it), e-mails the owner, and
   * holds withdrawals for PAYOUT_HOLD_HOURS; setting the first destination does neither. Every
   * change is recorded in the audit log, masked.
   */
  async saveKyc(actor: SignedInActor, input: KycFields): Promise<KycView> {
    const { db, auth, mailer } = this.deps;
    const userId = actor.userId;
    const purpose = 'to change where withdrawals go';
    // The password is checked before the transaction (it takes a while), and again inside in the
    // rare case a destination appeared meanwhile.
    const existing = await findKyc(db, userId);
    const confirmed = existing !== undefined && payoutChanges(existing, input.payout);
    if (confirmed) await auth.confirmPassword(db, userId, input.currentPassword, purpose);
    const mailIds: number[] = [];
    try {
      const row = await db.transaction(async (tx) => {
        await this.lockProfile(tx, userId); // one KYC change of a player at a time
        const before = await findKyc(tx, userId);
        const newPayout = before !== undefined && payoutChanges(before, input.payout);
        if (newPayout && !confirmed) await auth.confirmPassword(tx, userId, input.currentPassword, purpose);
        const now = this.deps.clock.now();
        const after = await saveKyc(tx, {
          userId,
          pan: input.pan,
          name: input.name,
          ifsc: input.payout.kind === 'BANK' ? input.payout.ifsc : null,
          accountNumber: input.payout.kind === 'BANK' ? input.payout.accountNumber : null,
          upi: input.payout.kind === 'UPI' ? input.payout.upi : null,
          payoutChangedAt: newPayout ? now : (before?.payoutChangedAt ?? null),
        });
        const [was, is] = [before && auditedKyc(before), auditedKyc(after)];
        if (JSON.stringify(was) !== JSON.stringify(is)) {
          await this.deps.audit.record(tx, { kind: 'kyc.changed', actor, subjectUserId: userId, details: { before: was ?? null, after: is } });
        }
        if (newPayout) {
          const account = (await auth.accountIn(tx, userId))!;
          mailIds.push(await mailer.queue(tx, { to: account.email, ...payoutChangedNotice(account.name, before, after, actor, now) }));
        }
        return after;
      });
      await mailer.deliver(mailIds);
      return presentKyc(row);
    } catch (error) {
      if (isUniqueViolation(error, 'kyc_details_pan_key')) {
        throw conflict('This PAN is already on another Crease account; one PAN can hold one account. Write to support if it is yours.', 'PAN_TAKEN');
      }
      throw error;
    }
  }

  /** Refuses (409 saying when it opens) a withdrawal while the payout destination is new. */
  async assertPayoutSettled(db: Db, userId: number): Promise<void> {
    const kyc = await findKyc(db, userId);
    if (!kyc?.payoutChangedAt) return;
    const opensAt = new Date(kyc.payoutChangedAt.getTime() + PAYOUT_HOLD_HOURS * 3_600_000);
    if (opensAt <= this.deps.clock.now()) return;
    throw conflict(
      `Withdrawals to ${describePayout(payoutOf(kyc))} open at ${formatIndianTime(opensAt)}, ${PAYOUT_HOLD_HOURS} hours after it became your payout destination.`,
      'PAYOUT_JUST_CHANGED',
    );
  }

  /**
   * What two players' KYC have in common: the PAN, or the payout destination (the same UPI id, or
   * the same bank account). Refer and Earn holds a referral between two such accounts.
   */
  async sharedIdentity(db: Db, userA: number, userB: number): Promise<('SAME_PAN' | 'SAME_PAYOUT')[]> {
    const a = await findKyc(db, userA);
    const b = await findKyc(db, userB);
    if (!a || !b) return [];
    const shared: ('SAME_PAN' | 'SAME_PAYOUT')[] = [];
    if (a.pan === b.pan) shared.push('SAME_PAN');
    const upi = (row: KycRow) => row.upi?.toLowerCase() ?? null;
    const sameUpi = upi(a) !== null && upi(a) === upi(b);
    const sameBank = a.accountNumber !== null && a.accountNumber === b.accountNumber && a.ifsc === b.ifsc;
    if (sameUpi || sameBank) shared.push('SAME_PAYOUT');
    return shared;
  }

  /** Where a player's withdrawals go, as the caller's transaction sees it; undefined without KYC. */
  async payout(db: Db, userId: number): Promise<PayoutDestination | undefined> {
    const kyc = await findKyc(db, userId);
    return kyc && payoutOf(kyc);
  }
}
