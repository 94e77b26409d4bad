import {
  describePayout,
  financialYearOf,
  formatRupees,
  toPaise,
  toRupees,
  withdrawalTax,
  type AdminWithdrawalView,
  type WithdrawalPreviewView,
  type WithdrawalStatus,
  type WithdrawalView,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Actor, SignedInActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { Listeners } from '../../lib/listeners.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { presentAdminWithdrawal, presentWithdrawal } from './withdrawals.presenter.ts';
import {
  decideWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  listUserWithdrawals,
  listWithdrawals,
  lockWithdrawal,
  sumWithdrawnBetween,
  withdrawalTotals,
  type WithdrawalRow,
} from './withdrawals.queries.ts';


/** A withdrawal row, for the modules that follow decisions (they never query its table). */
export type { WithdrawalRow };

export interface WithdrawalsDeps {
  db: Db;
  auth: AuthService;
  compliance: ComplianceService;
  wallet: WalletService;
  payments: PaymentsService;
  mailer: Mailer;
  audit: AuditService;
  clock: Clock;
}

type Page = { limit: number; before?: number | undefined };
const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * Taking winnings out. A request needs a verified e-mail and KYC, and only winnings can go
 * (bonus and added money are for entries); the amount leaves winnings at once, with its TDS
 * fixed then. An admin pays it, or rejects it with a reason and the amount goes back to
 * winnings. Each change e-mails the player, from the transaction that made it.
 */
export class WithdrawalsService {
  constructor(private readonly deps: WithdrawalsDeps) {}

  /** Whose withdrawal this is; undefined when there is none. */
  async ownerOf(db: Db, withdrawalId: number): Promise<number | undefined> {
    return (await findWithdrawal(db, withdrawalId))?.userId;
  }

  /** The TDS line shown before the player confirms: the same figures a request would fix now. */
  async preview(userId: number, amountPaise: number): Promise<WithdrawalPreviewView> {
    const winnings = toPaise((await this.deps.wallet.balance(userId)).winnings);
    assertWithinWinnings(amountPaise, winnings);
    const figures = await this.taxOn(this.deps.db, userId, amountPaise);
    return {
      amount: toRupees(amountPaise),
      tds: toRupees(figures.tax.tdsPaise),
      net: toRupees(figures.tax.netPaise),
      taxable: toRupees(figures.tax.taxablePaise),
      financialYear: figures.year.label,
      withdrawnThisYear: toRupees(figures.soFar.withdrawnPaise),
      depositedThisYear: toRupees(figures.soFar.depositedPaise),
      taxedThisYear: toRupees(figures.soFar.taxedPaise),
      winnings: toRupees(winnings),
    };
  }

  async request(userId: number, amountPaise: number): Promise<WithdrawalView> {
    const { db, compliance, wallet, mailer, auth } = this.deps;
    const mailIds: number[] = [];
    const row = await db.transaction(async (tx) => {
      await compliance.assertMay(tx, userId, 'WITHDRAWAL');
      await compliance.assertPayoutSettled(tx, userId);
      // The wallet lock orders this player's withdrawals, joins and rejections: the winnings and
      // the year's figures below are the ones the request is made against.
      const { winnings } = await wallet.lock(tx, userId);
      assertWithinWinnings(amountPaise, winnings);
      const { tax, year } = await this.taxOn(tx, userId, amountPaise);
      const payout = describePayout((await compliance.payout(tx, userId))!);
      const withdrawal = await insertWithdrawal(tx, {
        userId,
        amountPaise,
        taxablePaise: tax.taxablePaise,
        tdsPaise: tax.tdsPaise,
        netPaise: tax.netPaise,
        financialYear: year.label,
        payout,
        requestedAt: this.deps.clock.now(),
      });
      await wallet.debit(tx, userId, 'WITHDRAWAL', { bonus: 0, deposit: 0, winnings: amountPaise }, {
        reference: `withdrawal:${withdrawal.id}`,
        description: `Withdrawal ${withdrawal.id}: ${rupees(tax.netPaise)} to ${payout}, ${rupees(tax.tdsPaise)} TDS withheld`,
      });
      const account = (await auth.accountIn(tx, userId))!;
      mailIds.push(
        await mailer.queue(tx, {
          to: account.email,
          subject: `We have your withdrawal request for ${rupees(amountPaise)}`,
          text:
            `Hi ${account.name},\n\nWe have your request to withdraw ${rupees(amountPaise)} from your winnings.\n\n` +
            taxLines(withdrawal) +
            `\n\nWe will e-mail you again when it is paid. You can follow it on your Wallet page.\n\n— Crease`,
        }),
      );
      return withdrawal;
    });
    await mailer.deliver(mailIds);
    return presentWithdrawal(row);
  }

  async mine(userId: number, page: Page): Promise<WithdrawalView[]> {
    return (await listUserWithdrawals(this.deps.db, userId, page)).map(presentWithdrawal);
  }

  async list(filter: { status?: WithdrawalStatus | undefined }, page: Page): Promise<AdminWithdrawalView[]> {
    const rows = await listWithdrawals(this.deps.db, filter, page);
    const accounts = await this.deps.auth.accountsOf([...new Set(rows.map((row) => row.userId))]);
    return rows.map((row) => presentAdminWithdrawal(row, accounts.get(row.userId)));
  }

  /** An admin marks a requested withdrawal paid (recorded in the audit log). */
  async pay(actor: SignedInActor, id: number): Promise<AdminWithdrawalView> {
    return this.decide(actor, id, async (tx, withdrawal) => {
      const paid = await decideWithdrawal(tx, id, { status: 'PAID', reason: null, decidedAt: this.deps.clock.now(), decidedBy: actor.userId });
      return {
        row: paid,
        subject: `Your withdrawal of ${rupees(withdrawal.amountPaise)} has been paid`,
        body:
          `${rupees(withdrawal.netPaise)} has been sent to your ${withdrawal.payout}.\n\n` +
          taxLines(withdrawal) +
          (withdrawal.tdsPaise > 0 ? `\n\nThe TDS is deposited with the Income Tax Department against your PAN for the financial year ${withdrawal.financialYear}.` : ''),
      };
    });
  }

  /** An admin rejects a requested withdrawal with a reason: the amount goes back to winnings (recorded in the audit log). */
  async reject(actor: SignedInActor, id: number, reason: string): Promise<AdminWithdrawalView> {
    return this.decide(actor, id, async (tx, withdrawal) => {
      const rejected = await decideWithdrawal(tx, id, { status: 'REJECTED', reason, decidedAt: this.deps.clock.now(), decidedBy: actor.userId });
      await this.deps.wallet.credit(tx, withdrawal.userId, 'WITHDRAWAL_REVERSAL', { bonus: 0, deposit: 0, winnings: withdrawal.amountPaise }, {
        reference: `withdrawal:${id}`,
        description: `Withdrawal ${id} not paid: ${reason}`,
      });
      return {
        row: rejected,
        subject: `Your withdrawal of ${rupees(withdrawal.amountPaise)} was not paid`,
        body:
          `We could not pay your withdrawal of ${rupees(withdrawal.amountPaise)}.\n\nReason: ${reason}\n\n` +
          `The whole ${rupees(withdrawal.amountPaise)} is back in your winnings: you can withdraw it again, or use it to join contests.`,
      };
    });
  }

  /** Every withdrawal's amount and TDS by status, for the admins' view of the money. */
  totals(): ReturnType<typeof withdrawalTotals> {
    return withdrawalTotals(this.deps.db);
  }

  /** Moves a REQUESTED withdrawal on (409 from any other status), and records it and e-mails its owner in the same transaction. */
  // Who follows a decision (app.ts wires who).
  /** In the transaction that pays or rejects a withdrawal. */
  readonly decided = new Listeners<[tx: Db, withdrawal: WithdrawalRow]>();

  private async decide(
    actor: Actor,
    id: number,
    change: (tx: Db, withdrawal: WithdrawalRow) => Promise<{ row: WithdrawalRow; subject: string; body: string }>,
  ): Promise<AdminWithdrawalView> {
    const { db, auth, mailer } = this.deps;
    const mailIds: number[] = [];
    const { row, account } = await db.transaction(async (tx) => {
      const withdrawal = await lockWithdrawal(tx, id);
      if (!withdrawal) throw notFound(`Withdrawal ${id} was not found.`);
      if (withdrawal.status !== 'REQUESTED') throw conflict(`Withdrawal ${id} is already ${withdrawal.status.toLowerCase()}; only a requested one can be paid or rejected.`);
      const outcome = await change(tx, withdrawal);
      await this.deps.audit.record(tx, {
        kind: outcome.row.status === 'PAID' ? 'withdrawal.paid' : 'withdrawal.rejected',
        actor,
        subjectUserId: withdrawal.userId,
        details: {
          withdrawalId: id,
          before: withdrawal.status,
          after: outcome.row.status,
          amount: toRupees(withdrawal.amountPaise),
          net: toRupees(withdrawal.netPaise),
          tds: toRupees(withdrawal.tdsPaise),
          payout: withdrawal.payout,
          ...(outcome.row.reason ? { reason: outcome.row.reason } : {}),
        },
      });
      await this.decided.emit(tx, outcome.row);
      const owner = await auth.accountIn(tx, withdrawal.userId);
      if (owner) {
        mailIds.push(await mailer.queue(tx, { to: owner.email, subject: outcome.subject, text: `Hi ${owner.name},\n\n${outcome.body}\n\n— Crease` }));
      }
      return { row: outcome.row, account: owner };
    });
    await mailer.deliver(mailIds);
    return presentAdminWithdrawal(row, account);
  }

  /** This withdrawal's tax, from the player's financial year so far (as the caller's transaction sees it). */
  private async taxOn(db: Db, userId: number, amountPaise: number) {
    const year = financialYearOf(this.deps.clock.now());
    const range = { from: year.start, to: year.end };
    const withdrawn = await sumWithdrawnBetween(db, userId, range);
    const depositedPaise = await this.deps.payments.capturedBetween(db, userId, range);
    const soFar = { ...withdrawn, depositedPaise };
    return { year, soFar, tax: withdrawalTax(amountPaise, soFar) };
  }
}

function assertWithinWinnings(amountPaise: number, winningsPaise: number): void {
  if (amountPaise <= winningsPaise) return;
  const why = 'Bonus and added money are for entries only.';
  throw conflict(
    winningsPaise === 0 ? `You have no winnings to withdraw. ${why}` : `You can withdraw up to ${rupees(winningsPaise)}, your winnings. ${why}`,
    'NOT_ENOUGH_WINNINGS',
  );
}

function taxLines(withdrawal: WithdrawalRow): string {
  return [
    `Amount: ${rupees(withdrawal.amountPaise)}`,
    `TDS withheld (30% of net winnings, financial year ${withdrawal.financialYear}): ${rupees(withdrawal.tdsPaise)}`,
    `You receive: ${rupees(withdrawal.netPaise)}`,
    `To: ${withdrawal.payout}`,
  ].join('\n');
}
