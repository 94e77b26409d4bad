import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_PROFILE, createAdmin, createUser, uniqueEmail, verifyEmail, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { addFunds, decideCheckout, kycFor, startDeposit } from '../../../test/money.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { googleVerifier } from '../auth/google-identity.ts';

let server: TestServer;
let admin: TestAccount;
let googleKey: CryptoKey;
const CLIENT_ID = '1234-crease.apps.googleusercontent.com';

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  googleKey = privateKey;
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' }] });
  // Addresses come from X-Forwarded-For, so a friend can sign up from an address of their own.
  server = await startTestServer({
    env: { TRUST_PROXY: 'on', REFERRAL_MONTHLY_CAP: '1', GOOGLE_CLIENT_ID: CLIENT_ID },
    deps: { google: googleVerifier(CLIENT_ID, keys) },
  });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const codeOf = async (user: TestAccount): Promise<string> => (await server.api.get('/api/user/referral', { token: user.token })).body.code;

/** A friend signs up with a code from an address, verifies the e-mail and fills the profile, as a person would. */
async function signUpFriend(code: string, ip: string, name = 'Neha Shah'): Promise<TestAccount> {
  const account = { name, email: uniqueEmail('friend'), password: 'square-leg-77' };
  const headers = { 'X-Forwarded-For': ip };
  const registered = await server.api.post('/api/auth/register', { ...account, referralCode: code }, { headers });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await server.api.post('/api/auth/login', account, { headers });
  const friend = { id: registered.body.user.id, ...account, token: login.body.token };
  await verifyEmail(server, friend);
  await server.api.put('/api/user/profile', ADULT_PROFILE, { token: friend.token });
  return friend;
}

const referralRows = async (user: TestAccount) =>
  (await server.api.get('/api/wallet/transactions', { token: user.token })).body.filter((row: { type: string }) => row.type === 'REFERRAL_BONUS');

describe('Refer and Earn', () => {
  it('refuses an unknown code at sign-up, naming it, and makes no account', async () => {
    const account = { name: 'Tarun', email: uniqueEmail(), password: 'long-hop-1234' };
    const refused = await server.api.post('/api/auth/register', { ...account, referralCode: 'NOPE2345' });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^referralCode: NOPE2345 is not a Crease referral code\./) } });
    expect((await server.api.post('/api/auth/register', account)).status).toBe(201);
  });

  it('links a friend who signs up with Google and the code', async () => {
    const referrer = await createUser(server, { name: 'Gauri' });
    const email = uniqueEmail('google');
    const credential = await new SignJWT({ sub: `google-${email}`, email, email_verified: true, name: 'Gopal' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(googleKey);
    expect(await server.api.post('/api/auth/google', { credential, referralCode: 'ZZZZ9999' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^referralCode: /) } });
    expect((await server.api.post('/api/auth/google', { credential, referralCode: await codeOf(referrer) }, { headers: { 'X-Forwarded-For': '10.9.9.9' } })).status).toBe(200);
    expect((await server.api.get('/api/user/referral', { token: referrer.token })).body.referred).toMatchObject([{ name: 'Gopal', state: 'SIGNED_UP' }]);
  });

  it('pays both once the friend has a verified e-mail and a deposit of ₹100, once, as bonus money', async () => {
    const referrer = await createUser(server, { name: 'Asha Rao' });
    const mine = await server.api.get('/api/user/referral', { token: referrer.token });
    expect(mine.body).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), referrerBonus: 100, refereeBonus: 50, monthlyCap: 1, referred: [] });
    expect(mine.body.link).toBe(`http://crease.test/register?ref=${mine.body.code}`);
    expect(await codeOf(referrer)).toBe(mine.body.code); // stable

    const friend = await signUpFriend(` ${mine.body.code.toLowerCase()} `, '10.0.0.2');
    await addFunds(server, friend, 99); // below ₹100: not yet
    expect((await server.api.get('/api/user/referral', { token: referrer.token })).body.referred).toEqual([
      { name: 'Neha Shah', state: 'SIGNED_UP', signedUpAt: expect.any(String), rewardedAt: null },
    ]);
    await addFunds(server, friend, 100);
    await addFunds(server, friend, 500); // a later deposit pays nothing more

    expect((await server.api.get('/api/user/referral', { token: referrer.token })).body.referred).toEqual([
      { name: 'Neha Shah', state: 'REWARDED', signedUpAt: expect.any(String), rewardedAt: expect.any(String) },
    ]);
    expect(await referralRows(referrer)).toMatchObject([{ amount: 100, description: "Refer and Earn: Neha Shah joined and added ₹100.00 or more" }]);
    expect(await referralRows(friend)).toMatchObject([{ amount: 50, description: "Refer and Earn: joined with Asha Rao's code" }]);
    // Bonus money: spendable, never withdrawable.
    expect((await server.api.get('/api/wallet/balance', { token: referrer.token })).body).toMatchObject({ bonus: 600, winnings: 0 });
    expect((await server.api.get('/api/wallet/balance', { token: friend.token })).body).toMatchObject({ bonus: 550, deposit: 699, winnings: 0 });

    // The month's cap (1 here): a second friend is paid, the referrer is not.
    const second = await signUpFriend(mine.body.code, '10.0.0.3', 'Vikram Rao');
    await addFunds(server, second, 100);
    expect((await server.api.get('/api/user/referral', { token: referrer.token })).body.referred[0]).toMatchObject({ name: 'Vikram Rao', state: 'CAPPED' });
    expect(await referralRows(referrer)).toHaveLength(1);
    expect(await referralRows(second)).toMatchObject([{ amount: 50 }]);
    await expectLedgerBalanced(server.database);
  });

  it('pays exactly once when two deposits are credited at once', async () => {
    const referrer = await createUser(server, { name: 'Kabir' });
    const friend = await signUpFriend(await codeOf(referrer), '10.0.1.2');
    const first = await startDeposit(server, friend, 100);
    const second = await startDeposit(server, friend, 200);
    const approved = await Promise.all([decideCheckout(server, first.body.checkoutUrl, 'approve'), decideCheckout(server, second.body.checkoutUrl, 'approve')]);
    expect(approved.map((response) => response.status)).toEqual([200, 200]);
    expect(await referralRows(referrer)).toHaveLength(1);
    expect(await referralRows(friend)).toHaveLength(1);
    await expectLedgerBalanced(server.database);
  });

  it('holds a friend who signed up from the referrer’s address until an admin approves, and pays then, once', async () => {
    const referrer = await createUser(server, { name: 'Isha' }); // signed in from 127.0.0.1
    const friend = await signUpFriend(await codeOf(referrer), '127.0.0.1', 'Isha Two');
    await addFunds(server, friend, 100);
    expect(await referralRows(friend)).toEqual([]);
    const held = await server.api.get('/api/admin/referrals?state=HELD', { token: admin.token });
    const row = held.body.find((each: { referee: { id: number } }) => each.referee.id === friend.id);
    expect(row).toMatchObject({ state: 'HELD', holdReasons: ['SAME_ADDRESS'], referrer: { id: referrer.id, name: 'Isha' }, rewardedAt: null });
    expect((await server.api.post(`/api/admin/referrals/${row.id}/approve`, {}, { token: friend.token })).status).toBe(403);

    const approved = await server.api.post(`/api/admin/referrals/${row.id}/approve`, { note: 'Same family, different people.' }, { token: admin.token });
    expect(approved.body).toMatchObject({ state: 'REWARDED', reviewedBy: admin.id, reviewNote: 'Same family, different people.' });
    expect((await server.api.post(`/api/admin/referrals/${row.id}/approve`, {}, { token: admin.token })).status).toBe(409);
    expect(await referralRows(referrer)).toMatchObject([{ amount: 100 }]);
    expect(await referralRows(friend)).toMatchObject([{ amount: 50 }]);
    const audit = await server.api.get(`/api/admin/audit?userId=${friend.id}&kind=referral.approved`, { token: admin.token });
    expect(audit.body).toMatchObject([{ actorId: admin.id, details: { referralId: row.id, before: 'HELD', after: 'REWARDED', referrerBonus: 100, refereeBonus: 50 } }]);
    await expectLedgerBalanced(server.database);
  });

  it('holds two accounts with one payout destination, and an admin may reject it: nobody is paid', async () => {
    const referrer = await createUser(server, { name: 'Arjun' });
    const kyc = kycFor('UPI');
    expect((await server.api.put('/api/user/kyc', { ...kyc, upi: 'arjun@okhdfc' }, { token: referrer.token })).status).toBe(200);
    const friend = await signUpFriend(await codeOf(referrer), '10.0.2.2', 'Arjun Alt');
    expect((await server.api.put('/api/user/kyc', { ...kycFor('UPI'), upi: 'ARJUN@okhdfc' }, { token: friend.token })).status).toBe(200);
    await addFunds(server, friend, 100);
    const held = (await server.api.get('/api/admin/referrals?state=HELD', { token: admin.token })).body.find((each: { referee: { id: number } }) => each.referee.id === friend.id);
    expect(held).toMatchObject({ holdReasons: ['SAME_PAYOUT'] });
    const rejected = await server.api.post(`/api/admin/referrals/${held.id}/reject`, { note: 'One person, two accounts.' }, { token: admin.token });
    expect(rejected.body).toMatchObject({ state: 'REJECTED' });
    expect((await server.api.get('/api/user/referral', { token: referrer.token })).body.referred).toMatchObject([{ name: 'Arjun Alt', state: 'REJECTED', rewardedAt: null }]);
    expect(await referralRows(friend)).toEqual([]);
    await expectLedgerBalanced(server.database);
  });
});
