import crypto from 'node:crypto';
import { toRupees, type PaymentWebhookEvent, type SandboxOrderView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { decideSandboxOrder, findSandboxOrder, insertSandboxOrder, type SandboxOrderRow } from './payments.queries.ts';
import { hasValidSignature, signWebhook } from './webhook-signature.ts';

/** Sends a signed webhook to the app, as a gateway's servers would; answers the HTTP status. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

export interface SandboxGatewayDeps {
  db: Db;
  /** PAYMENT_WEBHOOK_SECRET: signs webhooks and checkout tokens. */
  secret: string;
  deliver: WebhookDelivery;
  clock: Clock;
}

/** Where the web app's sandbox checkout page lives; the payer returns to the wallet. */
const CHECKOUT_PATH = '/sandbox/checkout';
const RETURN_URL = '/wallet';

/**
 * The built-in gateway: it keeps its own orders (as a real gateway does on its side), serves
 * them to the sandbox checkout page, and when the payer approves or declines, delivers the
 * signed webhook to the app through its real route. A checkout link carries a token only the
 * gateway can make (an HMAC of the order id), so nobody approves a payment whose link they
 * were not given. Approving a paid order again delivers its webhook again, as a gateway's
 * retry would; the app credits it once.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly deps: SandboxGatewayDeps) {}

  async createOrder(tx: Db, payment: { paymentId: number; amountPaise: number; expiresAt: Date }): Promise<string> {
    const id = `order_${crypto.randomBytes(10).toString('hex')}`;
    await insertSandboxOrder(tx, { id, paymentId: payment.paymentId, amountPaise: payment.amountPaise, expiresAt: payment.expiresAt });
    return id;
  }

  checkoutUrl(payment: { paymentId: number; orderId: string }): string {
    // A path of the app itself: the sandbox's page is served wherever the app is opened.
    return `${CHECKOUT_PATH}/${payment.paymentId}?token=${this.checkoutToken(payment.orderId)}`;
  }

  verifySignature(rawBody: Buffer, signature: string | undefined): boolean {
    return hasValidSignature(this.deps.secret, rawBody, signature);
  }

  /** The order behind a checkout link. */
  async order(paymentId: number, token: string): Promise<SandboxOrderView> {
    return this.present(await this.authorised(this.deps.db, paymentId, token));
  }

  /** The payer approves: the order is PAID and the app hears `payment.captured`. */
  async approve(paymentId: number, token: string): Promise<SandboxOrderView> {
    const order = await this.decide(paymentId, token, 'PAID');
    await this.notify(order, 'payment.captured');
    return this.present(order);
  }

  /** The payer declines: the order is DECLINED and the app hears `payment.failed`. */
  async decline(paymentId: number, token: string): Promise<SandboxOrderView> {
    const order = await this.decide(paymentId, token, 'DECLINED');
    await this.notify(order, 'payment.failed');
    return this.present(order);
  }

  private async decide(paymentId: number, token: string, outcome: 'PAID' | 'DECLINED'): Promise<SandboxOrderRow> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const order = await this.authorised(tx, paymentId, token, { lock: true });
      if (order.status === outcome) return order; // again: the webhook is delivered again
      if (order.status !== 'CREATED') {
        throw conflict(order.status === 'PAID' ? 'This payment has already been approved.' : 'This payment was declined; start a new one from your wallet.');
      }
      if (isExpired(order, now)) throw conflict('This payment has expired; start a new one from your wallet.', 'PAYMENT_EXPIRED');
      return decideSandboxOrder(tx, order.id, outcome, now);
    });
  }

  private async authorised(db: Db, paymentId: number, token: string, options: { lock?: boolean } = {}): Promise<SandboxOrderRow> {
    const order = await findSandboxOrder(db, paymentId, options);
    if (!order) throw notFound(`There is no sandbox payment ${paymentId}.`);
    const expected = Buffer.from(this.checkoutToken(order.id));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
      throw forbidden(`This checkout link is not valid for payment ${paymentId}. Open the one your wallet gave you.`, 'BAD_CHECKOUT_TOKEN');
    }
    return order;
  }

  private async notify(order: SandboxOrderRow, event: PaymentWebhookEvent['event']): Promise<void> {
    const body = JSON.stringify({ event, paymentId: order.paymentId, amount: toRupees(order.amountPaise) });
    const status = await this.deps.deliver(body, signWebhook(this.deps.secret, body));
    if (status !== 200) {
      throw new AppError(502, 'WEBHOOK_UNDELIVERED', `The sandbox recorded your choice, but Crease did not confirm it (it answered ${status}). Try again.`);
    }
  }

  private checkoutToken(orderId: string): string {
    return crypto.createHmac('sha256', this.deps.secret).update(`sandbox-checkout:${orderId}`).digest('base64url');
  }

  private present(order: SandboxOrderRow): SandboxOrderView {
    return {
      paymentId: order.paymentId,
      orderId: order.id,
      merchant: 'Crease',
      amount: toRupees(order.amountPaise),
      currency: 'INR',
      status: order.status === 'CREATED' && isExpired(order, this.deps.clock.now()) ? 'EXPIRED' : order.status,
      expiresAt: order.expiresAt.toISOString(),
      returnUrl: RETURN_URL,
      sandbox: true,
    };
  }
}

const isExpired = (order: { expiresAt: Date }, now: Date) => order.expiresAt.getTime() <= now.getTime();
