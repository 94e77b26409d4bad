// Money the way players move it, for tests: deposits through the sandbox gateway's checkout,
// signed webhooks as a gateway sends them, KYC, and withdrawals.
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import type { TestAccount } from './factories.ts';
import { TEST_WEBHOOK_SECRET, type TestServer } from './test-server.ts';

export const UPI_KYC = { pan: 'ABCDE1234F', name: 'Asha Rao', upi: 'asha.rao@okaxis' };

let panSequence = 0;
/** A KYC body with a PAN of its own (one PAN holds one account). */
export function kycFor(kind: 'UPI' | 'BANK' = 'UPI') {
  panSequence += 1;
  const pan = `ABCDE${String(panSequence % 10_000).padStart(4, '0')}${String.fromCharCode(65 + Math.floor(panSequence / 10_000) % 26)}`;
  return kind === 'UPI' ? { ...UPI_KYC, pan } : { pan, name: 'Asha Rao', ifsc: 'HDFC0001234', accountNumber: '501001234567' };
}

export async function addKyc(server: TestServer, user: TestAccount, kind: 'UPI' | 'BANK' = 'UPI') {
  const response = await server.api.put('/api/user/kyc', kycFor(kind), { token: user.token });
  if (response.status !== 200) throw new Error(`KYC failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The path and token of a deposit's checkout link. */
export function checkoutOf(checkoutUrl: string): { paymentId: number; token: string } {
  const url = new URL(checkoutUrl, 'http://crease.test');
  const match = /^\/sandbox\/checkout\/(\d+)$/.exec(url.pathname);
  if (!match) throw new Error(`not a sandbox checkout link: ${checkoutUrl}`);
  return { paymentId: Number(match[1]), token: url.searchParams.get('token')! };
}

/** Starts a deposit as the Add Funds form does. */
export function startDeposit(server: TestServer, user: TestAccount, amount: number, idempotencyKey?: string) {
  return server.api.post('/api/wallet/deposits', { amount }, { token: user.token, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });
}

/** The payer's choice on the sandbox checkout page, from the link the deposit gave. */
export function decideCheckout(server: TestServer, checkoutUrl: string, choice: 'approve' | 'decline') {
  const { paymentId, token } = checkoutOf(checkoutUrl);
  return server.api.post(`/api/sandbox/payments/${paymentId}/${choice}`, { token });
}

/** Adds funds end to end: the deposit, the sandbox checkout approved, the webhook delivered. */
export async function addFunds(server: TestServer, user: TestAccount, amount: number): Promise<number> {
  const started = await startDeposit(server, user, amount);
  if (started.status !== 201) throw new Error(`deposit failed: ${started.status} ${JSON.stringify(started.body)}`);
  const approved = await decideCheckout(server, started.body.checkoutUrl, 'approve');
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return started.body.id;
}

/** A webhook as the gateway sends it: the raw body and its signature (or another, to forge one). */
export function sendWebhook(server: TestServer, body: unknown, options: { signature?: string | null; secret?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = options.signature === undefined ? signWebhook(options.secret ?? TEST_WEBHOOK_SECRET, raw) : options.signature;
  return server.api.post('/api/payments/webhook', raw, { headers: signature === null ? {} : { 'X-Crease-Signature': signature } });
}

let prizeSequence = 0;
/**
 * Winnings, paid as settlement pays a prize: a WINNING row into winnings through the wallet
 * service, referenced `entry:<id>:prize` (settlement of completed contests stands behind this
 * once it lands; until then tests that need winnings to withdraw are given them this way).
 */
export async function payPrize(server: TestServer, user: TestAccount, rupees: number, entryId?: number): Promise<void> {
  prizeSequence += 1;
  const reference = entryId === undefined ? `prize:test:${prizeSequence}` : `entry:${entryId}:prize`;
  await server.database.db.transaction((tx) =>
    server.app.services.wallet.credit(tx, user.id, 'WINNING', { bonus: 0, deposit: 0, winnings: Math.round(rupees * 100) }, { reference, description: 'Prize' }),
  );
}
