import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, registerUser, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { addFunds, checkoutOf, decideCheckout, sendWebhook, startDeposit } from '../../../test/money.ts';
import { HOUR, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { signWebhook } from './webhook-signature.ts';

let server: TestServer;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ deps: { clock } });
});
afterAll(() => server?.close());

const balanceOf = async (user: TestAccount) => (await server.api.get('/api/wallet/balance', { token: user.token })).body;
const depositsOf = async (user: TestAccount) => (await server.api.get('/api/wallet/deposits', { token: user.token })).body;
const depositRows = async (user: TestAccount) =>
  ((await server.api.get('/api/wallet/transactions', { token: user.token })).body as { type: string; amount: number }[]).filter((row) => row.type === 'DEPOSIT');

describe('adding funds through the sandbox gateway', () => {
  it('makes a payment with a checkout link, and credits deposits once the payer approves', async () => {
    const user = await createUser(server);
    const started = await startDeposit(server, user, 750.5);
    expect(started).toMatchObject({ status: 201, body: { id: expect.any(Number), amount: 750.5, status: 'CREATED', checkoutUrl: expect.stringMatching(/^\/sandbox\/checkout\/\d+\?token=[\w-]+$/) } });
    const { paymentId, token } = checkoutOf(started.body.checkoutUrl);
    expect(paymentId).toBe(started.body.id);

    const order = await server.api.get(`/api/sandbox/payments/${paymentId}?token=${token}`);
    expect(order.body).toMatchObject({ paymentId, merchant: 'Crease', amount: 750.5, currency: 'INR', status: 'CREATED', returnUrl: '/wallet', sandbox: true });
    expect(await balanceOf(user)).toEqual({ balance: 500, bonus: 500, deposit: 0, winnings: 0 });

    const approved = await decideCheckout(server, started.body.checkoutUrl, 'approve');
    expect(approved).toMatchObject({ status: 200, body: { status: 'PAID' } });
    expect(await balanceOf(user)).toEqual({ balance: 1250.5, bonus: 500, deposit: 750.5, winnings: 0 });
    expect(await depositRows(user)).toEqual([expect.objectContaining({ type: 'DEPOSIT', amount: 750.5, description: `Added funds (payment ${paymentId})` })]);
    expect(await depositsOf(user)).toEqual([expect.objectContaining({ id: paymentId, status: 'CAPTURED', checkoutUrl: null, completedAt: expect.any(String) })]);
    await expectLedgerBalanced(server.database);
  });

  it('credits nothing when the payer declines, and records the payment FAILED', async () => {
    const user = await createUser(server);
    const started = await startDeposit(server, user, 300);
    expect((await decideCheckout(server, started.body.checkoutUrl, 'decline')).body).toMatchObject({ status: 'DECLINED' });
    expect(await depositsOf(user)).toEqual([expect.objectContaining({ status: 'FAILED', checkoutUrl: null })]);
    expect(await balanceOf(user)).toMatchObject({ deposit: 0 });
    // Declined is final at the gateway, and a capture the gateway never sent would be refused anyway.
    expect(await decideCheckout(server, started.body.checkoutUrl, 'approve')).toMatchObject({ status: 409, body: { message: 'This payment was declined; start a new one from your wallet.' } });
    expect(await sendWebhook(server, { event: 'payment.captured', paymentId: started.body.id, amount: 300 })).toMatchObject({
      status: 409,
      body: { message: `Payment ${started.body.id} failed; it is never credited.` },
    });
    expect(await depositRows(user)).toEqual([]);
    await expectLedgerBalanced(server.database);
  });

  it('lets a payment expire after 30 minutes: shown EXPIRED, never credited, not even by a signed capture', async () => {
    const user = await createUser(server);
    const started = await startDeposit(server, user, 200);
    clock.advance(30 * 60_000);
    expect(await depositsOf(user)).toEqual([expect.objectContaining({ status: 'EXPIRED', checkoutUrl: null })]);
    expect(await decideCheckout(server, started.body.checkoutUrl, 'approve')).toMatchObject({ status: 409, body: { message: 'This payment has expired; start a new one from your wallet.' } });
    const late = await sendWebhook(server, { event: 'payment.captured', paymentId: started.body.id, amount: 200 });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(new RegExp(`^Payment ${started.body.id} expired at .+ IST; it is never credited\\.$`));
    expect(await balanceOf(user)).toMatchObject({ deposit: 0 });
    await expectLedgerBalanced(server.database);
  });
});

describe('the webhook', () => {
  let user: TestAccount;
  let paymentId: number;
  beforeAll(async () => {
    user = await createUser(server);
    paymentId = (await startDeposit(server, user, 400)).body.id;
  });

  it('refuses a missing, forged or stale signature with 401, and credits nothing', async () => {
    const body = { event: 'payment.captured', paymentId, amount: 400 };
    const raw = JSON.stringify(body);
    const message = 'The webhook signature (X-Crease-Signature) is missing or does not match the body.';
    expect(await sendWebhook(server, body, { signature: null })).toMatchObject({ status: 401, body: { message } });
    expect(await sendWebhook(server, body, { secret: 'someone-elses-secret-0123456789abcdef' })).toMatchObject({ status: 401, body: { message } });
    expect(await sendWebhook(server, body, { signature: 'not hex' })).toMatchObject({ status: 401 });
    // Signed for another body: the amount changed on the way.
    expect(await sendWebhook(server, { ...body, amount: 4000 }, { signature: signWebhook('test-webhook-secret-0123456789abcdef', raw) })).toMatchObject({ status: 401 });
    // The same JSON with a space added is other bytes: the signature covers the raw body.
    expect(await sendWebhook(server, raw.replace(',', ', '), { signature: signWebhook('test-webhook-secret-0123456789abcdef', raw) })).toMatchObject({ status: 401 });
    // An unsigned body that is not even JSON is refused for its signature, before it is read.
    expect(await sendWebhook(server, '{not json', { signature: null })).toMatchObject({ status: 401 });
    expect(await balanceOf(user)).toMatchObject({ deposit: 0 });
    await expectLedgerBalanced(server.database);
  });

  it('credits a capture once, however often it arrives, at once or one after another', async () => {
    const body = { event: 'payment.captured', paymentId, amount: 400 };
    const answers = await Promise.all([sendWebhook(server, body), sendWebhook(server, body), sendWebhook(server, body)]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 3 }, () => [200, { paymentId, status: 'CAPTURED' }]));
    expect(await sendWebhook(server, body)).toMatchObject({ status: 200, body: { paymentId, status: 'CAPTURED' } });
    expect(await depositRows(user)).toHaveLength(1);
    expect(await balanceOf(user)).toMatchObject({ deposit: 400 });
    // A failure reported after the capture cannot take it back.
    expect(await sendWebhook(server, { ...body, event: 'payment.failed' })).toMatchObject({ status: 409, body: { message: `Payment ${paymentId} was captured; it cannot fail now.` } });
    await expectLedgerBalanced(server.database);
  });

  it('re-delivers on a second approval, as a gateway retries, and still credits once', async () => {
    const other = await createUser(server);
    const started = await startDeposit(server, other, 150);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await decideCheckout(server, started.body.checkoutUrl, 'approve')).status).toBe(200);
    expect(await depositRows(other)).toHaveLength(1);
    await expectLedgerBalanced(server.database);
  });

  it('answers 400 naming the field for an amount that does not match, an unknown payment, or a body it cannot read', async () => {
    const other = await createUser(server);
    const id = (await startDeposit(server, other, 100)).body.id;
    expect(await sendWebhook(server, { event: 'payment.captured', paymentId: id, amount: 1000 })).toMatchObject({
      status: 400,
      body: { message: `amount: payment ${id} is for ₹100.00, not ₹1,000.00.` },
    });
    expect(await sendWebhook(server, { event: 'payment.captured', paymentId: 999_999, amount: 100 })).toMatchObject({
      status: 400,
      body: { message: 'paymentId: there is no payment 999999.' },
    });
    expect(await sendWebhook(server, '{"event": "payment.captured"')).toMatchObject({ status: 400, body: { message: 'The webhook body is not valid JSON.' } });
    expect(await sendWebhook(server, { event: 'payment.refunded', paymentId: id, amount: 100 })).toMatchObject({
      status: 400,
      body: { message: 'event must be one of payment.captured, payment.failed.' },
    });
    expect(await balanceOf(other)).toMatchObject({ deposit: 0 });
    // A failure is recorded once; a second one changes nothing.
    expect(await sendWebhook(server, { event: 'payment.failed', paymentId: id, amount: 100 })).toMatchObject({ status: 200, body: { status: 'FAILED' } });
    expect(await sendWebhook(server, { event: 'payment.failed', paymentId: id, amount: 100 })).toMatchObject({ status: 200, body: { status: 'FAILED' } });
    await expectLedgerBalanced(server.database);
  });
});

describe('the sandbox checkout link', () => {
  it("opens only with its own token: nobody approves another player's payment", async () => {
    const [payer, stranger] = [await createUser(server), await createUser(server)];
    const theirs = (await startDeposit(server, payer, 500)).body;
    const mine = (await startDeposit(server, stranger, 500)).body;
    const strangersToken = checkoutOf(mine.checkoutUrl).token;
    const message = `This checkout link is not valid for payment ${theirs.id}. Open the one your wallet gave you.`;
    expect(await server.api.post(`/api/sandbox/payments/${theirs.id}/approve`, { token: strangersToken })).toMatchObject({ status: 403, body: { message } });
    expect(await server.api.get(`/api/sandbox/payments/${theirs.id}?token=${strangersToken}`)).toMatchObject({ status: 403 });
    expect(await server.api.post(`/api/sandbox/payments/${theirs.id}/decline`, {})).toMatchObject({ status: 400, body: { message: 'The checkout link is missing its token.' } });
    expect(await server.api.post('/api/sandbox/payments/999999/approve', { token: strangersToken })).toMatchObject({ status: 404, body: { message: 'There is no sandbox payment 999999.' } });
    expect(await balanceOf(payer)).toMatchObject({ deposit: 0 });
    await expectLedgerBalanced(server.database);
  });
});

describe('the Idempotency-Key', () => {
  it('makes one payment of the same key, even sent twice at once', async () => {
    const user = await createUser(server);
    const answers = await Promise.all([startDeposit(server, user, 250, 'add-250-once'), startDeposit(server, user, 250, 'add-250-once')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(await startDeposit(server, user, 250, 'add-250-once')).toMatchObject({ status: 201, body: { id: answers[0]!.body.id } });
    expect(await depositsOf(user)).toHaveLength(1);
    expect(await startDeposit(server, user, 300, 'add-250-once')).toMatchObject({
      status: 409,
      body: { message: 'This Idempotency-Key was used for a deposit of ₹250.00; use a new key for another amount.' },
    });
    // Another player's same key is their own.
    const other = await createUser(server);
    expect((await startDeposit(server, other, 250, 'add-250-once')).body.id).not.toBe(answers[0]!.body.id);
    await expectLedgerBalanced(server.database);
  });
});

describe('limits', () => {
  it('takes ₹10 to ₹10,000 a deposit', async () => {
    const user = await createUser(server);
    expect(await startDeposit(server, user, 9.99)).toMatchObject({ status: 400, body: { message: 'Amount must be at least ₹10.' } });
    expect(await startDeposit(server, user, 10_000.01)).toMatchObject({ status: 400, body: { message: 'Amount can be at most ₹10,000.' } });
    expect((await startDeposit(server, user, 10)).status).toBe(201);
    expect((await startDeposit(server, user, 10_000)).status).toBe(201);
  });

  it("holds a player to their own monthly limit, counting payments still open; lowering is at once, raising a day later", async () => {
    const user = await createUser(server);
    expect((await server.api.put('/api/user/profile', { monthlyDepositLimit: 1000 }, { token: user.token })).body).toMatchObject({ monthlyDepositLimit: 1000, pendingMonthlyDepositLimit: null });
    await addFunds(server, user, 600);
    await startDeposit(server, user, 300); // open: it counts until it fails or expires
    const over = await startDeposit(server, user, 100.01);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/^This deposit would take this month's deposits to ₹1,000\.01, over your monthly limit of ₹1,000\.00\. You can add up to ₹100\.00 more until 1 \w+\. The limit is on your Profile page\.$/);
    expect((await server.api.get('/api/wallet/deposits/limits', { token: user.token })).body).toMatchObject({
      min: 10,
      max: 10_000,
      monthlyLimit: 1000,
      usedThisMonth: 900,
      remainingThisMonth: 100,
    });

    const raised = await server.api.put('/api/user/profile', { monthlyDepositLimit: 5000 }, { token: user.token });
    expect(raised.body).toMatchObject({ monthlyDepositLimit: 1000, pendingMonthlyDepositLimit: { amount: 5000, effectiveAt: expect.any(String) } });
    expect(Date.parse(raised.body.pendingMonthlyDepositLimit.effectiveAt) - clock.now().getTime()).toBeGreaterThan(23 * HOUR);
    expect((await startDeposit(server, user, 500)).status).toBe(409);
    clock.advance(24 * HOUR);
    expect((await server.api.get('/api/user/profile', { token: user.token })).body).toMatchObject({ monthlyDepositLimit: 5000, pendingMonthlyDepositLimit: null });
    expect((await startDeposit(server, user, 500)).status).toBe(201);
    await expectLedgerBalanced(server.database);
  });

  it('keeps a monthly limit within the platform’s', async () => {
    const user = await createUser(server);
    expect(await server.api.put('/api/user/profile', { monthlyDepositLimit: 100_000.01 }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'Monthly deposit limit can be at most ₹1,00,000.00, the most Crease allows a month.' },
    });
  });
});

describe('who may add funds', () => {
  it('refuses, naming the condition, a player who has not verified the e-mail or declared an adult age and a state', async () => {
    const newcomer = await registerUser(server);
    const refusal = async () => (await startDeposit(server, newcomer, 100)).body.message;
    expect(await refusal()).toBe('Verify your e-mail address to add funds: open the link we sent you, or send a new one from the Profile page.');
    await server.app.services.auth.ensureAccount({ email: newcomer.email, password: newcomer.password, name: newcomer.name, role: 'ROLE_USER' });
    expect(await refusal()).toBe('Add your date of birth on the Profile page to add funds: paid play is for players 18 or older.');
    await server.api.put('/api/user/profile', { dateOfBirth: '2012-01-01' }, { token: newcomer.token });
    expect(await refusal()).toMatch(/^Paid contests and adding funds are for players 18 or older, and the date of birth on your Profile page makes you 1\d\./);
    const admin = await createAdmin(server);
    await server.api.put(`/api/admin/users/${newcomer.id}/date-of-birth`, { dateOfBirth: '1990-01-01', reason: 'Aadhaar shows 1 Jan 1990' }, { token: admin.token });
    expect(await refusal()).toBe('Add your state of residence on the Profile page to add funds: paid play is not offered in every state.');
    await server.api.put('/api/user/profile', { state: 'Telangana' }, { token: newcomer.token });
    const restricted = await startDeposit(server, newcomer, 100);
    expect(restricted).toMatchObject({
      status: 403,
      body: { message: 'Paid contests and adding funds are not offered to residents of Telangana. Free contests are open to you; if you have moved, change your state on the Profile page.' },
    });
    await server.api.put('/api/user/profile', { state: 'Kerala' }, { token: newcomer.token });
    expect((await startDeposit(server, newcomer, 100)).status).toBe(201);
  });

  it('refuses a paused player, who can still see their deposits', async () => {
    const user = await createUser(server);
    await addFunds(server, user, 100);
    await server.api.put('/api/user/profile', { selfExcludeDays: 7 }, { token: user.token });
    const refused = await startDeposit(server, user, 100);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your account is paused until .+ IST, as you asked\. Until then you can sign in, see your account and withdraw winnings, but not add funds\.$/);
    expect(await depositsOf(user)).toHaveLength(1);
    await expectLedgerBalanced(server.database);
  });

  it('asks for a sign-in before anything else', async () => {
    expect((await server.api.post('/api/wallet/deposits', { amount: 1 })).status).toBe(401);
    expect((await server.api.get('/api/wallet/deposits')).status).toBe(401);
  });
});

describe('with paid play off', () => {
  it('closes deposits, while a payment made before can still be captured', async () => {
    const shared = server.database;
    const off = await startTestServer({ env: { PAID_PLAY: 'off' }, database: shared, deps: { clock } });
    try {
      const user = await createUser(server);
      const open = (await startDeposit(server, user, 120)).body;
      const loggedIn = { ...user, token: (await off.api.post('/api/auth/login', { email: user.email, password: user.password })).body.token };
      expect(await startDeposit(off, loggedIn, 100)).toMatchObject({
        status: 403,
        body: { message: 'Adding funds is closed: paid contests are off on Crease. Free contests stay open, and winnings can still be withdrawn.' },
      });
      expect((await off.api.get('/api/config')).body).toMatchObject({ paidPlay: false });
      expect((await decideCheckout(off, open.checkoutUrl, 'approve')).status).toBe(200);
      expect(await balanceOf(user)).toMatchObject({ deposit: 120 });
      await expectLedgerBalanced(shared);
    } finally {
      await off.close();
    }
  });
});

describe('the webhook secret', () => {
  it('is generated on the first start and kept in DATA_DIR when PAYMENT_WEBHOOK_SECRET is unset', async () => {
    const plain = await startTestServer({ env: { PAYMENT_WEBHOOK_SECRET: '' } });
    try {
      const file = path.join(path.dirname(plain.webDir), 'payment-webhook-secret');
      const secret = fs.readFileSync(file, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const user = await createUser(plain);
      const id = await addFunds(plain, user, 100);
      expect(await sendWebhook(plain, { event: 'payment.captured', paymentId: id, amount: 100 }, { secret })).toMatchObject({ status: 200, body: { status: 'CAPTURED' } });
    } finally {
      await plain.close();
    }
  });
});
