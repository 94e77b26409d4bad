import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, decodeToken, registerUser, type TestAccount } from '../../../test/factories.ts';
import { addKyc, kycFor, payPrize } from '../../../test/money.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const SECRET = 'sessions-test-secret-long-enough-for-hs256';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer({ env: { JWT_SECRET: SECRET } });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

/** Signs in again, from another browser: a session of its own. */
async function signIn(user: TestAccount, userAgent = 'Mozilla/5.0 (Android 14; Mobile) Firefox/132.0'): Promise<string> {
  const response = await server.api.post('/api/auth/login', { email: user.email, password: user.password }, { headers: { 'User-Agent': userAgent } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

const me = (token: string) => server.api.get('/api/auth/me', { token });
const sessionsOf = (token: string, query = '') => server.api.get(`/api/user/sessions${query}`, { token });
const mailTo = async (email: string) =>
  (await server.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body.filter((mail: { to: string }) => mail.to === email) as { subject: string; text: string }[];
const auditOf = async (userId: number, kind?: string) =>
  (await server.api.get(`/api/admin/audit?userId=${userId}${kind ? `&kind=${kind}` : ''}`, { token: admin.token })).body as { kind: string; actorId: number | null; ip: string | null; details: Record<string, unknown> }[];

/** What a signed-in player can do, each answered 401 once their session has ended. */
const everyKindOfRoute = (token: string) =>
  Promise.all([
    me(token),
    server.api.get('/api/wallet/balance', { token }),
    server.api.get('/api/user/profile', { token }),
    server.api.get('/api/user/sessions', { token }),
    server.api.put('/api/user/kyc', kycFor('UPI'), { token }),
    server.api.post('/api/wallet/withdrawals', { amount: 100 }, { token }),
    server.api.post('/api/wallet/deposits', { amount: 100 }, { token }),
  ]).then((responses) => responses.map((response) => response.status));

describe('sessions', () => {
  it('are opened by every sign-in, named in the token, and listed for their owner newest first, a page at a time', async () => {
    const user = await createUser(server);
    const phone = await signIn(user, 'Crease/1.0 (iPhone; iOS 18.1)');
    const laptop = await signIn(user, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0');
    expect(decodeToken(laptop).sid).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{22}$/));
    expect(decodeToken(laptop).sid).not.toBe(decodeToken(phone).sid);

    const listed = await sessionsOf(laptop);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(listed.body[0]).toEqual({
      id: decodeToken(laptop).sid,
      current: true,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      ip: '127.0.0.1',
    });
    expect(listed.body.map((session: { id: string; current: boolean }) => [session.id, session.current])).toEqual([
      [decodeToken(laptop).sid, true],
      [decodeToken(phone).sid, false],
      [decodeToken(user.token).sid, false],
    ]);

    const first = await sessionsOf(laptop, '?limit=2');
    expect(first.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/api\/user\/sessions\?limit=2&before=/);
    const second = await server.api.get(next!, { token: laptop });
    expect(second.body.map((session: { id: string }) => session.id)).toEqual([decodeToken(user.token).sid]);
    expect(second.headers.get('link')).toBeNull();
    expect((await sessionsOf(laptop, '?before=forged')).body).toEqual({ message: 'before is not a position in this list: follow the Link header of the page before.' });
  });

  it('tell the owner of a sign-in from a new device, but not of the first sign-in nor of a device signed in from before', async () => {
    const user = await createUser(server);
    const notices = async () => (await mailTo(user.email)).filter((mail) => mail.subject === 'A new sign-in to your Crease account');
    // Signed up and signed in once, from this client: no notice.
    expect(await notices()).toEqual([]);
    await signIn(user, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0');
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice!.text).toContain('from the address 127.0.0.1');
    expect(notice!.text).toContain('Chrome/131.0');
    expect(notice!.text).toContain('http://crease.test/profile');
    // The same browser again is no news.
    await signIn(user, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0');
    expect(await notices()).toHaveLength(1);
  });

  it('end when the account’s role changes: the old token is refused, and a new sign-in carries the new role', async () => {
    const user = await createUser(server);
    const before = await signIn(user);
    expect((await server.api.get('/api/admin/audit', { token: before })).status).toBe(403);
    await server.app.services.auth.ensureAdmin({ email: user.email, password: user.password, name: user.name });
    expect((await me(before)).status).toBe(401);
    expect((await me(user.token)).status).toBe(401);
    const after = await signIn(user);
    expect(decodeToken(after).role).toBe('ROLE_ADMIN');
    expect((await server.api.get('/api/admin/audit', { token: after })).status).toBe(200);
    expect((await auditOf(user.id, 'session.ended')).map((event) => event.details.how)).toEqual(['ROLE_CHANGED', 'ROLE_CHANGED']);
  });

  it('end at logout: that token gets 401 on every route, and the account’s other sessions stay signed in', async () => {
    const user = await createUser(server);
    const other = await signIn(user);
    expect(new Set(await everyKindOfRoute(user.token))).not.toContain(401);

    const logout = await server.api.post('/api/auth/logout', undefined, { token: user.token });
    expect(logout.status).toBe(204);
    expect(await everyKindOfRoute(user.token)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect((await me(user.token)).body).toEqual({ message: 'You have been signed out. Sign in again.' });
    expect((await me(other)).status).toBe(200);
    expect((await sessionsOf(other)).body.map((session: { id: string }) => session.id)).toEqual([decodeToken(other).sid]);
    expect((await server.api.post('/api/auth/logout')).status).toBe(401);
  });

  it('ends an admin’s session on the admin routes too', async () => {
    const second = await createAdmin(server);
    expect((await server.api.get('/api/admin/outbox', { token: second.token })).status).toBe(200);
    await server.api.post('/api/auth/logout', undefined, { token: second.token });
    expect((await server.api.get('/api/admin/outbox', { token: second.token })).status).toBe(401);
  });

  it('signs out one device by its id; someone else’s session is not found and stays signed in', async () => {
    const user = await createUser(server);
    const stranger = await createUser(server);
    const phone = await signIn(user);
    const strangerSession = decodeToken(stranger.token).sid as string;

    const refused = await server.api.delete(`/api/user/sessions/${strangerSession}`, { token: user.token });
    expect(refused).toMatchObject({ status: 404, body: { message: `Session ${strangerSession} was not found among your sessions.` } });
    expect((await me(stranger.token)).status).toBe(200);
    expect((await server.api.delete(`/api/user/sessions/${'x'.repeat(65)}`, { token: user.token })).status).toBe(400);
    expect((await server.api.delete('/api/user/sessions/nope', { token: user.token })).status).toBe(404);
    expect((await server.api.delete(`/api/user/sessions/${strangerSession}`)).status).toBe(401);

    const ended = await server.api.delete(`/api/user/sessions/${decodeToken(phone).sid}`, { token: user.token });
    expect(ended.status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    // Already ended: nothing left to sign out.
    expect((await server.api.delete(`/api/user/sessions/${decodeToken(phone).sid}`, { token: user.token })).status).toBe(404);
    const [event] = await auditOf(user.id, 'session.ended');
    expect(event).toMatchObject({ actorId: user.id, ip: '127.0.0.1', details: { sessionId: decodeToken(phone).sid, how: 'SIGNED_OUT' } });
  });

  it('signs out everywhere else, keeping the session that asked', async () => {
    const user = await createUser(server);
    const others = [await signIn(user), await signIn(user), await signIn(user)];
    expect((await server.api.post('/api/user/sessions/end-others', undefined, { token: user.token })).status).toBe(204);
    for (const token of others) expect((await me(token)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    expect((await sessionsOf(user.token)).body).toEqual([expect.objectContaining({ id: decodeToken(user.token).sid, current: true })]);
    expect((await auditOf(user.id, 'session.ended')).map((event) => event.details.how)).toEqual(['SIGNED_OUT', 'SIGNED_OUT', 'SIGNED_OUT']);
  });

  it('answers 64 requests at once with an ended token with 401, every one', async () => {
    const user = await createUser(server);
    const token = await signIn(user);
    await server.api.post('/api/auth/logout', undefined, { token });
    const statuses = await Promise.all(Array.from({ length: 64 }, () => server.api.get('/api/wallet/balance', { token }).then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([401]));
  });
});

describe('a token the server did not sign in', () => {
  const forge = (claims: Record<string, unknown>, subject: number) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(subject)).setExpirationTime('1h').sign(new TextEncoder().encode(SECRET));

  it('is refused with 401 for an account that does not exist, with or without a session, where a deposit once answered 500', async () => {
    const claims = { email: 'ghost@example.com', name: 'Ghost', role: 'ROLE_USER' };
    for (const token of [await forge(claims, 999_999), await forge({ ...claims, sid: 'AAAAAAAAAAAAAAAAAAAAAA' }, 999_999)]) {
      const deposit = await server.api.post('/api/wallet/deposits', { amount: 100 }, { token });
      expect(deposit).toMatchObject({ status: 401, body: { message: 'Your sign-in is not valid. Sign in again.' } });
    }
  });

  it('is refused with 401 without a session, even for a real account, and with another account’s session', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    expect((await me(await forge({ email: user.email, name: user.name, role: 'ROLE_USER' }, user.id))).status).toBe(401);
    expect((await me(await forge({ email: user.email, name: user.name, role: 'ROLE_USER', sid: decodeToken(other.token).sid }, user.id))).status).toBe(401);
  });

  it('answers 401, not 500, when the account was removed while the token was in use', async () => {
    const user = await createUser(server);
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).status).toBe(200);
    await server.database.db.execute(sql`delete from users where id = ${user.id}`);
    const deposit = await server.api.post('/api/wallet/deposits', { amount: 100 }, { token: user.token });
    expect(deposit).toMatchObject({ status: 401, body: { message: 'Your account no longer exists. Sign in again.' } });
  });
});

describe('a stolen token', () => {
  it('after the owner resets the password, can neither change where withdrawals go nor withdraw', async () => {
    const owner = await createUser(server);
    await addKyc(server, owner);
    await payPrize(server, owner, 1000);
    const thief = await signIn(owner, 'curl/8.5.0');

    await server.api.post('/api/auth/forgot-password', { email: owner.email });
    const [resetMail] = (await mailTo(owner.email)).filter((mail) => mail.subject === 'Reset your Crease password');
    const token = /reset-password\?token=([\w-]+)/.exec(resetMail!.text)![1];
    const reset = await server.api.post('/api/auth/reset-password', { token, password: 'a-brand-new-password' });
    expect(reset.status).toBe(200);

    const kyc = await server.api.put('/api/user/kyc', { pan: 'THIEF1234F', name: 'Thief', upi: 'thief@okaxis' }, { token: thief });
    expect(kyc.status).toBe(401);
    expect((await server.api.post('/api/wallet/withdrawals', { amount: 500 }, { token: thief })).status).toBe(401);
    expect((await me(owner.token)).status).toBe(401); // every session of the account, the owner's too
    expect((await server.api.post('/api/auth/login', { email: owner.email, password: 'a-brand-new-password' })).status).toBe(200);
    expect((await auditOf(owner.id, 'session.ended')).map((event) => event.details.how)).toEqual(['PASSWORD_RESET', 'PASSWORD_RESET']);
    expect(await auditOf(owner.id, 'password.reset')).toEqual([expect.objectContaining({ actorId: null, ip: '127.0.0.1', details: { sessionsEnded: 2 } })]);
    expect((await mailTo(owner.email)).map((mail) => mail.subject)).toContain('Your Crease password was changed');
  });
});

describe('changing the password', () => {
  it('needs the current one, ends every other session, keeps this one, and tells the owner', async () => {
    const user = await createUser(server);
    const other = await signIn(user);
    const change = (body: unknown, token = user.token) => server.api.put('/api/user/password', body, { token });

    expect(await change({ currentPassword: 'not-my-password', newPassword: 'a-new-password' })).toMatchObject({
      status: 403,
      body: { message: 'currentPassword does not match your password. Type the password you sign in with.' },
    });
    expect(await change({ newPassword: 'a-new-password' })).toMatchObject({ status: 400, body: { message: 'currentPassword is required.' } });
    expect(await change({ currentPassword: user.password, newPassword: 'short' })).toMatchObject({ status: 400, body: { message: 'New password must be at least 8 characters.' } });
    expect((await change({ currentPassword: user.password, newPassword: 'a-new-password' }, 'not.a.token')).status).toBe(401);
    expect((await me(other)).status).toBe(200);

    expect((await change({ currentPassword: user.password, newPassword: 'a-new-password' })).status).toBe(204);
    expect((await me(other)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    expect((await server.api.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await server.api.post('/api/auth/login', { email: user.email, password: 'a-new-password' })).status).toBe(200);

    const [notice] = (await mailTo(user.email)).filter((mail) => mail.subject === 'Your Crease password was changed');
    expect(notice!.text).toContain('Every other place signed in to your account was signed out.');
    expect(await auditOf(user.id, 'password.changed')).toEqual([expect.objectContaining({ actorId: user.id, ip: '127.0.0.1', details: { sessionsEnded: 1 } })]);
    expect((await auditOf(user.id, 'session.ended')).map((event) => event.details)).toEqual([
      expect.objectContaining({ sessionId: decodeToken(other).sid, how: 'PASSWORD_CHANGED' }),
    ]);
  });
});

describe('changing the e-mail address', () => {
  it('needs the password, must be verified again, and tells the old address', async () => {
    const user = await createUser(server);
    const taken = await registerUser(server);
    const change = (body: unknown) => server.api.put('/api/user/email', body, { token: user.token });
    const newAddress = `new.${user.email}`;

    expect((await change({ email: newAddress, currentPassword: 'wrong-password' })).status).toBe(403);
    expect(await change({ email: newAddress })).toMatchObject({ status: 400, body: { message: 'currentPassword is required.' } });
    expect(await change({ email: taken.email, currentPassword: user.password })).toMatchObject({
      status: 409,
      body: { message: 'Another account has this e-mail address. Sign in to that one, or choose another address.' },
    });
    expect(await change({ email: user.email, currentPassword: user.password })).toMatchObject({ status: 409, body: { message: `${user.email} is already your e-mail address.` } });

    const changed = await change({ email: newAddress.toUpperCase(), currentPassword: user.password });
    expect(changed).toMatchObject({
      status: 200,
      body: { message: `Your e-mail address is now ${newAddress}. Open the link we sent there to verify it.`, user: { email: newAddress, emailVerified: false } },
    });
    expect((await me(user.token)).body).toMatchObject({ email: newAddress, emailVerified: false });
    const [notice] = (await mailTo(user.email)).filter((mail) => mail.subject === 'The e-mail address of your Crease account was changed');
    expect(notice!.text).toContain(`from ${user.email} to ${newAddress}`);
    expect((await mailTo(newAddress)).map((mail) => mail.subject)).toEqual(['Verify your e-mail address for Crease']);
    // Unverified again: no money moves until the new address is confirmed.
    expect((await server.api.post('/api/wallet/deposits', { amount: 100 }, { token: user.token })).status).toBe(403);
    expect(await auditOf(user.id, 'email.changed')).toEqual([expect.objectContaining({ actorId: user.id, details: { before: user.email, after: newAddress } })]);
  });
});
