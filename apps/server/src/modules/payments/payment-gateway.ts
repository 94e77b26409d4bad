import type { Db } from '../../db/client.ts';

/**
 * What the payments module needs of a payment gateway, shaped like Razorpay's or Cashfree's:
 * an order is created for a deposit, the payer approves it on the gateway's page, and the
 * gateway calls `POST /api/payments/webhook` with a signed event. The sandbox gateway
 * (sandbox-gateway.ts) is the one built in: no real money moves.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Opens an order for a payment, in the transaction that makes the payment; answers its order id. */
  createOrder(tx: Db, payment: { paymentId: number; amountPaise: number; expiresAt: Date }): Promise<string>;
  /** Where the payer goes to pay for an order. */
  checkoutUrl(payment: { paymentId: number; orderId: string }): string;
  /** Whether a webhook's raw body carries this gateway's signature. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
}
