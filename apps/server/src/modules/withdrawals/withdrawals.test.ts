import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, registerUser, verifyEmail, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { addFunds, addKyc, payPrize } from '../../../test/money.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const withdraw = (user: TestAccount, amount: unknown) => server.api.post('/api/wallet/withdrawals', { amount }, { token: user.token });
const balanceOf = async (user: TestAccount) => (await server.api.get('/api/wallet/balance', { token: user.token })).body;
const ledgerOf = async (user: TestAccount) => (await server.api.get('/api/wallet/transactions', { token: user.token })).body as { type: string; amount: number; description: string }[];
const mailTo = async (user: TestAccount) => (await server.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body.filter((mail: { to: string }) => mail.to === user.email);

/** A player with KYC and ₹`winnings` of winnings. */
async function winner(winnings: number): Promise<TestAccount> {
  const user = await createUser(server);
  await addKyc(server, user);
  await payPrize(server, user, winnings);
  return user;
}

describe('asking for a withdrawal', () => {
  it('takes the amount from winnings at once, withholds 30% TDS on net winnings, and shows it before and after', async () => {
    const user = await winner(1000);
    const preview = await server.api.get('/api/wallet/withdrawals/preview?amount=400', { token: user.token });
    expect(preview.body).toEqual({
      amount: 400,
      tds: 120,
      net: 280,
      taxable: 400,
      financialYear: expect.stringMatching(/^\d{4}-\d{2}$/),
      withdrawnThisYear: 0,
      depositedThisYear: 0,
      taxedThisYear: 0,
      winnings: 1000,
    });

    const response = await withdraw(user, 400);
    expect(response).toMatchObject({ status: 201, body: { id: expect.any(Number), amount: 400, tds: 120, net: 280, status: 'REQUESTED', payout: 'UPI as******@okaxis' } });
    expect(await balanceOf(user)).toEqual({ balance: 1100, bonus: 500, deposit: 0, winnings: 600 });
    expect((await ledgerOf(user))[0]).toMatchObject({ type: 'WITHDRAWAL', amount: -400, description: `Withdrawal ${response.body.id}: ₹280.00 to UPI as******@okaxis, ₹120.00 TDS withheld` });
    expect((await server.api.get('/api/wallet/withdrawals', { token: user.token })).body).toEqual([expect.objectContaining({ id: response.body.id, status: 'REQUESTED', tds: 120, net: 280 })]);
    const [mail] = await mailTo(user);
    expect(mail.subject).toBe('We have your withdrawal request for ₹400.00');
    expect(mail.text).toContain('TDS withheld (30% of net winnings, financial year');
    expect(mail.text).toContain('You receive: ₹280.00');
    await expectLedgerBalanced(server.database);
  });

  it("nets the year's deposits off, and taxes each rupee of net winnings once", async () => {
    const user = await winner(2000);
    await addFunds(server, user, 500);
    // ₹500 deposited this year: the first ₹500 withdrawn is not net winnings.
    expect(await withdraw(user, 600)).toMatchObject({ status: 201, body: { tds: 30, net: 570 } });
    const next = await server.api.get('/api/wallet/withdrawals/preview?amount=300.55', { token: user.token });
    expect(next.body).toMatchObject({ taxable: 300.55, tds: 90.16, net: 210.39, withdrawnThisYear: 600, depositedThisYear: 500, taxedThisYear: 100 });
    expect(await withdraw(user, 300.55)).toMatchObject({ status: 201, body: { tds: 90.16, net: 210.39 } });
    await expectLedgerBalanced(server.database);
  });

  it('takes winnings only: bonus and added money stay for entries', async () => {
    const user = await createUser(server);
    await addKyc(server, user);
    await addFunds(server, user, 1000);
    expect(await withdraw(user, 100)).toMatchObject({ status: 409, body: { message: 'You have no winnings to withdraw. Bonus and added money are for entries only.' } });
    await payPrize(server, user, 150);
    expect(await withdraw(user, 150.01)).toMatchObject({ status: 409, body: { message: 'You can withdraw up to ₹150.00, your winnings. Bonus and added money are for entries only.' } });
    expect(await server.api.get('/api/wallet/withdrawals/preview?amount=200', { token: user.token })).toMatchObject({ status: 409 });
    expect(await balanceOf(user)).toEqual({ balance: 1650, bonus: 500, deposit: 1000, winnings: 150 });
    expect((await withdraw(user, 150)).status).toBe(201);
    await expectLedgerBalanced(server.database);
  });

  it('asks for ₹100 or more, in rupees and paise', async () => {
    const user = await winner(500);
    expect(await withdraw(user, 99.99)).toMatchObject({ status: 400, body: { message: 'Amount must be at least ₹100.' } });
    expect(await withdraw(user, 100.001)).toMatchObject({ status: 400, body: { message: 'Amount can have at most 2 decimals (paise).' } });
    expect(await withdraw(user, undefined)).toMatchObject({ status: 400, body: { message: 'Amount is required.' } });
    expect((await withdraw(user, 100)).status).toBe(201);
    await expectLedgerBalanced(server.database);
  });

  it('needs a verified e-mail, then KYC, each refusal naming what to fix', async () => {
    const user = await registerUser(server);
    await payPrize(server, user, 500);
    expect(await withdraw(user, 200)).toMatchObject({
      status: 403,
      body: { message: 'Verify your e-mail address to withdraw: open the link we sent you, or send a new one from the Profile page.' },
    });
    await verifyEmail(server, user);
    expect(await withdraw(user, 200)).toMatchObject({
      status: 403,
      body: { message: 'Add your KYC on the Profile page to withdraw: your PAN, your name as on it, and a bank account (with IFSC) or a UPI id.' },
    });
    expect(await balanceOf(user)).toMatchObject({ winnings: 500 });
    await addKyc(server, user, 'BANK');
    // No date of birth or state is asked to take winnings out.
    expect(await withdraw(user, 200)).toMatchObject({ status: 201, body: { payout: 'Bank account ********4567 (HDFC0001234)' } });
    await expectLedgerBalanced(server.database);
  });

  it('stays open to a paused player, who may not join or add funds', async () => {
    const user = await winner(300);
    await server.api.put('/api/user/profile', { selfExcludeDays: 30 }, { token: user.token });
    expect((await withdraw(user, 300)).status).toBe(201);
    await expectLedgerBalanced(server.database);
  });

  it("spends one player's winnings once when two withdrawals race", async () => {
    const user = await winner(500);
    const answers = await Promise.all([withdraw(user, 300), withdraw(user, 300)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await balanceOf(user)).toMatchObject({ winnings: 200 });
    await expectLedgerBalanced(server.database);
  });
});

describe('admins paying and rejecting', () => {
  it('pays a requested withdrawal once, and e-mails the player', async () => {
    const user = await winner(1000);
    const { id } = (await withdraw(user, 500)).body;
    const queue = await server.api.get('/api/admin/withdrawals?status=REQUESTED', { token: admin.token });
    expect(queue.body).toContainEqual(expect.objectContaining({ id, amount: 500, tds: 150, net: 350, status: 'REQUESTED', user: { id: user.id, name: user.name, email: user.email } }));

    const paid = await server.api.post(`/api/admin/withdrawals/${id}/pay`, undefined, { token: admin.token });
    expect(paid).toMatchObject({ status: 200, body: { id, status: 'PAID', decidedAt: expect.any(String) } });
    expect(await server.api.post(`/api/admin/withdrawals/${id}/pay`, undefined, { token: admin.token })).toMatchObject({
      status: 409,
      body: { message: `Withdrawal ${id} is already paid; only a requested one can be paid or rejected.` },
    });
    expect(await server.api.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'Too late' }, { token: admin.token })).toMatchObject({ status: 409 });
    expect((await server.api.get('/api/wallet/withdrawals', { token: user.token })).body[0]).toMatchObject({ id, status: 'PAID' });
    const [mail] = await mailTo(user);
    expect(mail).toMatchObject({ subject: 'Your withdrawal of ₹500.00 has been paid' });
    expect(mail.text).toContain('₹350.00 has been sent to your UPI as******@okaxis.');
    expect(await balanceOf(user)).toMatchObject({ winnings: 500 });
    await expectLedgerBalanced(server.database);
  });

  it('rejects with a reason: the amount goes back to winnings, and the TDS with it', async () => {
    const user = await winner(800);
    const { id } = (await withdraw(user, 800)).body;
    expect(await server.api.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'ok' }, { token: admin.token })).toMatchObject({
      status: 400,
      body: { message: 'Reason must be at least 3 characters.' },
    });
    const rejected = await server.api.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'The UPI id did not accept the transfer.' }, { token: admin.token });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'REJECTED', reason: 'The UPI id did not accept the transfer.' } });
    expect(await balanceOf(user)).toMatchObject({ winnings: 800 });
    expect((await ledgerOf(user))[0]).toMatchObject({ type: 'WITHDRAWAL_REVERSAL', amount: 800, description: `Withdrawal ${id} not paid: The UPI id did not accept the transfer.` });
    expect(await server.api.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'Again' }, { token: admin.token })).toMatchObject({ status: 409 });
    const [mail] = await mailTo(user);
    expect(mail).toMatchObject({ subject: 'Your withdrawal of ₹800.00 was not paid' });
    expect(mail.text).toContain('Reason: The UPI id did not accept the transfer.');
    // A rejected withdrawal is out of the year's figures: the next one is taxed afresh.
    expect((await server.api.get('/api/wallet/withdrawals/preview?amount=800', { token: user.token })).body).toMatchObject({ withdrawnThisYear: 0, taxedThisYear: 0, tds: 240 });
    await expectLedgerBalanced(server.database);
  });

  it('is for admins only, and names unknown withdrawals', async () => {
    const user = await winner(200);
    const { id } = (await withdraw(user, 200)).body;
    expect((await server.api.get('/api/admin/withdrawals', { token: user.token })).status).toBe(403);
    expect((await server.api.post(`/api/admin/withdrawals/${id}/pay`, undefined, { token: user.token })).status).toBe(403);
    expect((await server.api.post(`/api/admin/withdrawals/${id}/pay`)).status).toBe(401);
    expect(await server.api.post('/api/admin/withdrawals/999999/pay', undefined, { token: admin.token })).toMatchObject({ status: 404, body: { message: 'Withdrawal 999999 was not found.' } });
    expect((await server.api.get('/api/admin/withdrawals?status=SENT', { token: admin.token })).body.message).toBe('status must be one of REQUESTED, PAID, REJECTED.');
  });

  it('pages the list newest first, announcing the next page', async () => {
    const user = await winner(1000);
    for (const amount of [100, 200, 300]) await withdraw(user, amount);
    const first = await server.api.get('/api/admin/withdrawals?limit=2', { token: admin.token });
    expect(first.body.map((row: { amount: number }) => row.amount)).toEqual([300, 200]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBe(`/api/admin/withdrawals?limit=2&before=${first.body[1].id}`);
    expect((await server.api.get(next!, { token: admin.token })).body[0].amount).toBe(100);
  });
});
