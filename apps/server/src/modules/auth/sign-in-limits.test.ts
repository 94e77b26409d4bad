import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, uniqueEmail, type TestAccount } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// The per-address limit (AUTH_RATE_LIMIT) is off in tests: what is checked here is the account's own.
let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const login = (email: string, password: string) => server.api.post('/api/auth/login', { email, password });
const pausedMails = async (email: string) =>
  (await server.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body.filter(
    (mail: { to: string; subject: string }) => mail.to === email && mail.subject === 'Sign-ins to your Crease account are paused',
  );

describe('wrong passwords for one account', () => {
  it('are answered at most 10 times in 15 minutes, even 64 at once; then a 429 says when, and the owner is told once', async () => {
    const user = await createUser(server);
    const statuses = await Promise.all(Array.from({ length: 64 }, () => login(user.email, 'guess-guess-guess').then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(54);

    // The right password waits too: the guesses may be someone else's.
    const right = await login(user.email, user.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong passwords for this account\. Try again in 1[45] minutes, at \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} IST, or reset your password\.$/);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    const mails = await pausedMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('typed a wrong password for your Crease account 10 times');
    // Other accounts sign in as ever.
    const other = await createUser(server);
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('count the same for an address with no account, which answers as one that has', async () => {
    const email = uniqueEmail('nobody');
    const statuses = await Promise.all(Array.from({ length: 12 }, () => login(email, 'guess-guess-guess').then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(await pausedMails(email)).toEqual([]);
  });

  it('do not count signing in with the right one', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 12; i += 1) expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(user.email, 'one-wrong-guess')).status).toBe(401);
  });

  it('count the current password typed to confirm a change, as a sign-in does', async () => {
    const user = await createUser(server);
    const tries = await Promise.all(
      Array.from({ length: 16 }, () => server.api.put('/api/user/password', { currentPassword: 'guess-guess', newPassword: 'new-password-1' }, { token: user.token })),
    );
    expect(tries.filter((r) => r.status === 403)).toHaveLength(10);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(6);
    expect((await login(user.email, user.password)).status).toBe(429);
  });

  it('are forgiven by a password reset: someone guessing cannot keep the owner out', async () => {
    const user = await createUser(server);
    await Promise.all(Array.from({ length: 11 }, () => login(user.email, 'guess-guess-guess')));
    expect((await login(user.email, user.password)).status).toBe(429);

    await server.api.post('/api/auth/forgot-password', { email: user.email });
    const mails = (await server.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body as { to: string; text: string }[];
    const token = /\/reset-password\?token=([\w-]+)/.exec(mails.find((mail) => mail.to === user.email && mail.text.includes('/reset-password'))!.text)![1]!;
    expect((await server.api.post('/api/auth/reset-password', { token, password: 'a-fresh-start-1' })).status).toBe(200);

    expect((await login(user.email, 'a-fresh-start-1')).status).toBe(200);
    // The count starts again: ten more wrong ones, then the pause.
    const statuses = await Promise.all(Array.from({ length: 11 }, () => login(user.email, 'guess-again-guess').then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});
