import {
  DEPOSIT_MAX_RUPEES,
  DEPOSIT_MIN_RUPEES,
  DEPOSIT_ORDER_LIFETIME_MS,
  depositLimitProblem,
  describeIssues,
  formatIndianTime,
  formatRupees,
  indianMonthOf,
  paymentWebhookSchema,
  toPaise,
  toRupees,
  type DepositLimitsView,
  type DepositStatus,
  type DepositView,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { depositStatusAt, presentDeposit } from './payments.presenter.ts';
import {
  depositTotals,
  findDepositByKey,
  insertDeposit,
  listDeposits,
  lockDeposit,
  sumCapturedDeposits,
  sumHeldDeposits,
  updateDeposit,
  type DepositRow,
  capturedDepositsByDay,
} from './payments.queries.ts';

export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  compliance: ComplianceService;
  wallet: WalletService;
  clock: Clock;
}

const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * Adding funds through a payment gateway. A deposit is made only for a player who may play
 * for money, within the month's limit, once per Idempotency-Key; the gateway's signed webhook
 * then captures it (the wallet credited with a DEPOSIT row in the same transaction, once,
 * however often the webhook comes) or fails it. An open payment expires after 30 minutes and
 * is never credited.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  async createDeposit(userId: number, amountPaise: number, idempotencyKey: string | undefined): Promise<DepositView> {
    const { db, gateway, compliance, clock } = this.deps;
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      // One player's deposits one at a time: the same key, and the month's limit, see every earlier one.
      await compliance.lock(tx, userId);
      if (idempotencyKey !== undefined) {
        const earlier = await findDepositByKey(tx, userId, idempotencyKey);
        if (earlier && earlier.amountPaise !== amountPaise) {
          throw conflict(`This Idempotency-Key was used for a deposit of ${rupees(earlier.amountPaise)}; use a new key for another amount.`, 'IDEMPOTENCY_KEY_REUSED');
        }
        if (earlier) return earlier;
      }
      await compliance.assertMay(tx, userId, 'DEPOSIT');
      const month = indianMonthOf(now);
      const held = await sumHeldDeposits(tx, userId, { from: month.start, to: month.end }, now);
      const problem = depositLimitProblem(amountPaise, held, await compliance.monthlyLimitPaise(tx, userId), now);
      if (problem) throw conflict(problem, 'DEPOSIT_LIMIT');
      const deposit = await insertDeposit(tx, {
        userId,
        amountPaise,
        idempotencyKey: idempotencyKey ?? null,
        gateway: gateway.name,
        expiresAt: new Date(now.getTime() + DEPOSIT_ORDER_LIFETIME_MS),
        createdAt: now,
      });
      const orderId = await gateway.createOrder(tx, { paymentId: deposit.id, amountPaise, expiresAt: deposit.expiresAt });
      return updateDeposit(tx, deposit.id, { gatewayOrderId: orderId });
    });
    return this.present(row, now);
  }

  async deposits(userId: number, page: { limit: number; before?: number | undefined }): Promise<DepositView[]> {
    const now = this.deps.clock.now();
    return (await listDeposits(this.deps.db, userId, page)).map((row) => this.present(row, now));
  }

  /** The Add Funds form's figures: per deposit, the month's limit, what is held of it, what is left. */
  async limits(userId: number): Promise<DepositLimitsView> {
    const { db, compliance, clock } = this.deps;
    const now = clock.now();
    const month = indianMonthOf(now);
    const [held, { limitPaise, pending }] = await Promise.all([
      sumHeldDeposits(db, userId, { from: month.start, to: month.end }, now),
      compliance.monthlyLimits(db, userId),
    ]);
    return {
      min: DEPOSIT_MIN_RUPEES,
      max: DEPOSIT_MAX_RUPEES,
      monthlyLimit: toRupees(limitPaise),
      pendingMonthlyLimit: pending && { amount: toRupees(pending.amountPaise), effectiveAt: pending.from.toISOString() },
      usedThisMonth: toRupees(held),
      remainingThisMonth: toRupees(Math.max(0, limitPaise - held)),
      monthEndsAt: month.end.toISOString(),
    };
  }

  /**
   * A gateway's webhook: the signature over the raw body first (401, nothing read before it),
   * then the event. A capture credits the deposit once; a repeat answers as applied; a failure
   * is recorded; a payment failed or expired is never credited.
   */
  async applyWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ paymentId: number; status: DepositStatus }> {
    const { db, gateway, wallet, clock } = this.deps;
    if (!gateway.verifySignature(rawBody, signature)) {
      throw new AppError(401, 'BAD_SIGNATURE', 'The webhook signature (X-Crease-Signature) is missing or does not match the body.');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw badRequest('The webhook body is not valid JSON.');
    }
    const parsed = paymentWebhookSchema.safeParse(json);
    if (!parsed.success) throw badRequest(describeIssues(parsed.error.issues));
    const { event, paymentId } = parsed.data;
    const amountPaise = toPaise(parsed.data.amount);
    const now = clock.now();

    const row = await db.transaction(async (tx) => {
      const deposit = await lockDeposit(tx, paymentId);
      if (!deposit) throw badRequest(`paymentId: there is no payment ${paymentId}.`);
      if (deposit.amountPaise !== amountPaise) {
        throw badRequest(`amount: payment ${paymentId} is for ${rupees(deposit.amountPaise)}, not ${rupees(amountPaise)}.`, 'AMOUNT_MISMATCH');
      }
      const status = depositStatusAt(deposit, now);
      if (event === 'payment.captured') {
        if (status === 'CAPTURED') return deposit;
        if (status === 'FAILED') throw conflict(`Payment ${paymentId} failed; it is never credited.`, 'PAYMENT_FAILED');
        if (status === 'EXPIRED') throw conflict(`Payment ${paymentId} expired at ${formatIndianTime(deposit.expiresAt)}; it is never credited.`, 'PAYMENT_EXPIRED');
        const captured = await updateDeposit(tx, paymentId, { status: 'CAPTURED', completedAt: now });
        await wallet.credit(tx, deposit.userId, 'DEPOSIT', { bonus: 0, deposit: amountPaise, winnings: 0 }, {
          reference: `deposit:${paymentId}`,
          description: `Added funds (payment ${paymentId})`,
        });
        return captured;
      }
      if (status === 'CAPTURED') throw conflict(`Payment ${paymentId} was captured; it cannot fail now.`, 'PAYMENT_CAPTURED');
      if (status === 'CREATED') return updateDeposit(tx, paymentId, { status: 'FAILED', completedAt: now });
      return deposit; // failed already, or expired: nothing was or will be credited
    });
    return { paymentId, status: depositStatusAt(row, now) };
  }

  /** A player's deposits captured in [from, to) (the TDS on withdrawals nets them off). */
  capturedBetween(db: Db, userId: number, range: { from: Date; to: Date }): Promise<number> {
    return sumCapturedDeposits(db, userId, range);
  }

  /** Every deposit captured, and every one still open, for the admins' view of the money. */
  /** Deposits captured since `since`, by the day in India they were captured (the admins' dashboard). */
  capturedByDay(since: Date): Promise<Map<string, { count: number; amountPaise: number }>> {
    return capturedDepositsByDay(this.deps.db, since);
  }

  totals(): Promise<{ capturedPaise: number; openPaise: number }> {
    return depositTotals(this.deps.db, this.deps.clock.now());
  }

  private present(row: DepositRow, now: Date): DepositView {
    return presentDeposit(row, now, (deposit) => this.deps.gateway.checkoutUrl({ paymentId: deposit.id, orderId: deposit.gatewayOrderId! }));
  }
}
