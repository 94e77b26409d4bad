import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, registerUser, type TestAccount } from '../../../test/factories.ts';
import { kycFor } from '../../../test/money.ts';
import { DAY, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ deps: { clock } });
});
afterAll(() => server?.close());

const profileOf = async (user: TestAccount) => (await server.api.get('/api/user/profile', { token: user.token })).body;
const update = (user: TestAccount, body: unknown) => server.api.put('/api/user/profile', body, { token: user.token });

describe('the profile', () => {
  it('shows a new player what paid play still needs, and the platform’s monthly limit', async () => {
    const user = await registerUser(server, { name: 'Kiran Das' });
    expect(await profileOf(user)).toEqual({
      name: 'Kiran Das',
      email: user.email,
      joinedContests: 0,
      walletBalance: 500,
      emailVerified: false,
      dateOfBirth: null,
      state: null,
      monthlyDepositLimit: 100_000,
      pendingMonthlyDepositLimit: null,
      selfExcludedUntil: null,
      kyc: null,
    });
  });

  it('saves the name, date of birth and state together, and keeps what was not sent', async () => {
    const user = await registerUser(server);
    const saved = await update(user, { name: 'Asha R', dateOfBirth: '1998-04-23', state: 'tamil nadu' });
    expect(saved).toMatchObject({ status: 200, body: { name: 'Asha R', dateOfBirth: '1998-04-23', state: 'Tamil Nadu' } });
    expect(await update(user, { state: 'Goa' })).toMatchObject({ body: { name: 'Asha R', dateOfBirth: '1998-04-23', state: 'Goa' } });
    expect((await server.api.get('/api/auth/me', { token: user.token })).body.name).toBe('Asha R');
  });

  it('refuses what it cannot store, naming the field, and changes nothing', async () => {
    const user = await registerUser(server, { name: 'Meera' });
    expect(await update(user, { name: 'Meera I', state: 'Bombay' })).toMatchObject({ status: 400, body: { message: 'State must be a state or union territory of India, like Maharashtra.' } });
    expect(await update(user, { dateOfBirth: '2001-02-29' })).toMatchObject({ status: 400, body: { message: 'Date of birth must be a date like 1998-04-23.' } });
    expect(await update(user, { name: 'Meera I', dateOfBirth: '2999-01-01' })).toMatchObject({ status: 400, body: { message: 'Date of birth cannot be in the future.' } });
    expect(await update(user, { selfExcludeDays: 3 })).toMatchObject({ status: 400, body: { message: 'selfExcludeDays must be at least 7.' } });
    expect(await profileOf(user)).toMatchObject({ name: 'Meera', dateOfBirth: null, state: null, selfExcludedUntil: null });
    expect((await server.api.put('/api/user/profile', { state: 'Goa' })).status).toBe(401);
  });
});

describe('a pause', () => {
  it('runs for the days asked, can be made longer but not shorter, and ends by itself', async () => {
    const user = await createUser(server);
    const paused = await update(user, { selfExcludeDays: 30 });
    const until = Date.parse(paused.body.selfExcludedUntil);
    expect(until - clock.now().getTime()).toBeGreaterThan(29 * DAY);
    const shorter = await update(user, { selfExcludeDays: 7 });
    expect(shorter.status).toBe(409);
    expect(shorter.body.message).toMatch(/^Your account is paused until .+ IST; a pause can be made longer, but never shorter or lifted early\.$/);
    expect(Date.parse((await profileOf(user)).selfExcludedUntil)).toBe(until);
    const longer = await update(user, { selfExcludeDays: 60 });
    expect(Date.parse(longer.body.selfExcludedUntil)).toBeGreaterThan(until);
    clock.advance(61 * DAY);
    expect((await profileOf(user)).selfExcludedUntil).toBeNull();
  });
});

describe('KYC', () => {
  it('is stored and shown masked, and a bank account can replace a UPI id', async () => {
    const user = await createUser(server);
    const upi = kycFor('UPI');
    const saved = await server.api.put('/api/user/kyc', upi, { token: user.token });
    expect(saved).toMatchObject({
      status: 200,
      body: { pan: `******${upi.pan.slice(6)}`, name: 'Asha Rao', payout: { kind: 'UPI', upi: 'as******@okaxis' }, description: 'UPI as******@okaxis' },
    });
    const bank = { pan: upi.pan, name: 'Asha Rao', ifsc: 'sbin0001234', accountNumber: '00112233445566', currentPassword: user.password };
    expect((await server.api.put('/api/user/kyc', bank, { token: user.token })).body.payout).toEqual({ kind: 'BANK', ifsc: 'SBIN0001234', accountNumber: '**********5566' });
    expect((await profileOf(user)).kyc).toMatchObject({ description: 'Bank account **********5566 (SBIN0001234)' });
    expect(JSON.stringify(await profileOf(user))).not.toContain('00112233445566');
  });

  it('checks every format with a message that shows the shape', async () => {
    const user = await createUser(server);
    expect(await server.api.put('/api/user/kyc', { pan: 'ABCD1234F', name: 'Asha', upi: 'asha@okaxis' }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'PAN must be 10 characters: 5 letters, 4 digits and a letter, like ABCDE1234F.' },
    });
    expect(await server.api.put('/api/user/kyc', { pan: 'ABCDE1234F', name: 'Asha', ifsc: 'HDFC001234', accountNumber: '123' }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'IFSC must be 11 characters: 4 letters, a 0, then 6 letters or digits, like HDFC0001234. Account number must be 9 to 18 digits.' },
    });
    expect(await server.api.put('/api/user/kyc', { pan: 'ABCDE1234F', name: 'Asha' }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'Give a bank account (IFSC and account number) or a UPI id, for the money to go to.' },
    });
    expect((await profileOf(user)).kyc).toBeNull();
  });

  it('holds one account per PAN', async () => {
    const [first, second] = [await createUser(server), await createUser(server)];
    const kyc = kycFor('UPI');
    expect((await server.api.put('/api/user/kyc', kyc, { token: first.token })).status).toBe(200);
    expect(await server.api.put('/api/user/kyc', kyc, { token: second.token })).toMatchObject({
      status: 409,
      body: { message: 'This PAN is already on another Crease account; one PAN can hold one account. Write to support if it is yours.' },
    });
  });
});

describe('a failure on our side while saving KYC', () => {
  it('is a 500 that says nothing inside, logged without the PAN or the bank account it was saving', async () => {
    const lines: string[] = [];
    const broken = await startTestServer({ env: { LOG_LEVEL: 'info' }, deps: { logStream: { write: (line) => void lines.push(line) } } });
    try {
      const user = await createUser(broken);
      // The statement that writes the KYC fails in the database, as on a full disk.
      await broken.database.db.execute(sql`create function refuse_kyc() returns trigger language plpgsql as $$ begin raise exception 'could not extend file'; end $$`);
      await broken.database.db.execute(sql`create trigger refuse_kyc before insert or update on kyc_details for each row execute function refuse_kyc()`);
      const kyc = { pan: kycFor('UPI').pan, name: 'Asha Rao', ifsc: 'SBIN0001234', accountNumber: '98765432109876' };
      const response = await broken.api.put('/api/user/kyc', kyc, { token: user.token });
      expect(response).toMatchObject({ status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } });
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('could not extend file');
      expect(log).toContain('kyc_details');
      expect(log).not.toContain(kyc.pan);
      expect(log).not.toContain(kyc.accountNumber);
    } finally {
      await broken.close();
    }
  });
});

describe('the deployment’s settings for the web app', () => {
  it('says whether paid play is on, where it is restricted, the deposit limits and what private contests may be', async () => {
    expect((await server.api.get('/api/config')).body).toEqual({
      googleClientId: null,
      paidPlay: true,
      restrictedStates: ['Andhra Pradesh', 'Assam', 'Nagaland', 'Odisha', 'Sikkim', 'Telangana'],
      paymentGateway: 'sandbox',
      deposits: { min: 10, max: 10_000, monthlyLimit: 100_000, quickAmounts: [100, 250, 500, 1000, 2000] },
      withdrawals: { min: 100 },
      privateContests: { sharePercent: 10, minSpots: 2, maxSpots: 100, openMax: 20 },
    });
  });
});
