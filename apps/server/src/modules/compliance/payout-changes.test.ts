// What moves money needs the password: changing where withdrawals go asks for it, tells the
// account's e-mail, and holds withdrawals to the new destination for 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestAccount } from '../../../test/factories.ts';
import { kycFor, payPrize } from '../../../test/money.ts';
import { HOUR, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const saveKyc = (user: TestAccount, body: unknown) => server.api.put('/api/user/kyc', body, { token: user.token });
const withdraw = (user: TestAccount, amount = 100) => server.api.post('/api/wallet/withdrawals', { amount }, { token: user.token });
const kycOf = async (user: TestAccount) => (await server.api.get('/api/user/profile', { token: user.token })).body.kyc;
const mailTo = async (user: TestAccount) =>
  (await server.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body.filter((mail: { to: string }) => mail.to === user.email) as { subject: string; text: string }[];
const payoutNotices = async (user: TestAccount) => (await mailTo(user)).filter((mail) => mail.subject === 'Your Crease withdrawals now go somewhere new');
const kycEvents = async (user: TestAccount) =>
  (await server.api.get(`/api/admin/audit?userId=${user.id}&kind=kyc.changed`, { token: admin.token })).body as { actorId: number; details: Record<string, unknown> }[];

describe('the first payout destination', () => {
  it('is set without the password, and withdrawals to it open at once', async () => {
    const user = await createUser(server);
    await payPrize(server, user, 500);
    expect((await saveKyc(user, kycFor('UPI'))).status).toBe(200);
    expect((await withdraw(user)).status).toBe(201);
    expect(await payoutNotices(user)).toEqual([]);
    expect(await kycEvents(user)).toEqual([
      expect.objectContaining({ actorId: user.id, details: { before: null, after: { pan: expect.stringMatching(/^\*{6}\w{4}$/), name: 'Asha Rao', payout: 'UPI as******@okaxis' } } }),
    ]);
  });
});

describe('changing where withdrawals go', () => {
  it('needs the current password, tells the account’s e-mail, and holds withdrawals to the new one for 24 hours', async () => {
    const user = await createUser(server);
    await payPrize(server, user, 1000);
    const first = kycFor('UPI');
    await saveKyc(user, first);
    const thiefUpi = { ...first, upi: 'thief.account@ybl' };

    expect(await saveKyc(user, thiefUpi)).toMatchObject({
      status: 403,
      body: { message: 'currentPassword is required to change where withdrawals go: type the password you sign in with.' },
    });
    expect(await saveKyc(user, { ...thiefUpi, currentPassword: 'not-the-password' })).toMatchObject({
      status: 403,
      body: { message: 'currentPassword does not match your password. Type the password you sign in with.' },
    });
    expect((await kycOf(user)).description).toBe('UPI as******@okaxis');
    expect(await payoutNotices(user)).toEqual([]);

    const changed = await saveKyc(user, { ...thiefUpi, currentPassword: user.password });
    expect(changed).toMatchObject({ status: 200, body: { description: 'UPI th***********@ybl' } });
    const [notice] = await payoutNotices(user);
    expect(notice!.text).toContain('now go to UPI th***********@ybl instead of UPI as******@okaxis');
    expect(notice!.text).toMatch(/withdrawals to the new destination open at .+ IST/);

    const held = await withdraw(user);
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/^Withdrawals to UPI th\*{11}@ybl open at \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} IST, 24 hours after it became your payout destination\.$/);
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).body.winnings).toBe(1000);

    clock.advance(23 * HOUR);
    expect((await withdraw(user)).status).toBe(409);
    clock.advance(1 * HOUR + 60_000);
    expect((await withdraw(user)).status).toBe(201);

    const [event] = await kycEvents(user);
    expect(event!.details).toEqual({
      before: { pan: expect.any(String), name: 'Asha Rao', payout: 'UPI as******@okaxis' },
      after: { pan: expect.any(String), name: 'Asha Rao', payout: 'UPI th***********@ybl' },
    });
    expect(JSON.stringify(await kycEvents(user))).not.toMatch(/thief\.account|asha\.rao|ABCDE/);
  });

  it('from one bank account to another needs it too; a new name on the same account does not', async () => {
    const user = await createUser(server);
    const bank = kycFor('BANK');
    await saveKyc(user, bank);
    expect((await saveKyc(user, { ...bank, accountNumber: '999988887777' })).status).toBe(403);
    expect((await saveKyc(user, { ...bank, upi: null, ifsc: 'SBIN0001234' })).status).toBe(403);
    expect((await saveKyc(user, { ...bank, name: 'Asha R Rao' })).status).toBe(200);
    expect(await payoutNotices(user)).toEqual([]);
    await payPrize(server, user, 200);
    expect((await withdraw(user)).status).toBe(201);
    expect((await saveKyc(user, { ...bank, accountNumber: '999988887777', currentPassword: user.password })).body.description).toBe('Bank account ********7777 (HDFC0001234)');
    expect((await withdraw(user)).status).toBe(409);
  });

  it('stays out of reach of a token that cannot give the password, 64 tries at once', async () => {
    const user = await createUser(server);
    const first = kycFor('UPI');
    await saveKyc(user, first);
    const tries = await Promise.all(
      Array.from({ length: 64 }, (_, i) => saveKyc(user, { ...first, upi: `thief${i}@ybl`, currentPassword: `guess-${i}` }).then((r) => r.status)),
    );
    expect(tries.filter((status) => status === 403)).toHaveLength(10);
    expect(tries.filter((status) => status === 429)).toHaveLength(54);
    expect((await kycOf(user)).description).toBe('UPI as******@okaxis');
  });
});
