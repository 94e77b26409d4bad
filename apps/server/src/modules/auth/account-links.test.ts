import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, uniqueEmail, type TestAccount } from '../../../test/factories.ts';
import { HOUR, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import type { MailMessage } from '../mail/mail.service.ts';

let server: TestServer;
let admin: TestAccount;
const clock = new TestClock();
const delivered: MailMessage[] = [];

beforeAll(async () => {
  server = await startTestServer({ deps: { clock, mailTransport: { send: async (message) => void delivered.push(message) } } });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

async function outboxFor(email: string) {
  const response = await server.api.get('/api/admin/outbox?limit=200', { token: admin.token });
  expect(response.status).toBe(200);
  return (response.body as { to: string; subject: string; text: string; status: string }[]).filter((mail) => mail.to === email);
}

/** The token of the newest link of that kind delivered to the address, as its owner would click it. */
async function linkToken(email: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const mail = delivered.findLast((m) => m.to === email && m.text.includes(path));
  const match = mail && new RegExp(`http://crease\\.test${path}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link sent to ${email}`);
  return match[1]!;
}

describe('e-mail verification', () => {
  it('sends a link at registration that verifies the address once', async () => {
    const player = await registerUser(server);
    const [mail] = await outboxFor(player.email);
    expect(mail).toMatchObject({ subject: 'Verify your e-mail address for Crease', status: 'SENT' });
    expect(delivered.some((m) => m.to === player.email)).toBe(true);

    const token = await linkToken(player.email, '/verify-email');
    const verified = await server.api.post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(`Thank you: ${player.email} is verified.`);
    expect((await server.api.get('/api/auth/me', { token: player.token })).body.emailVerified).toBe(true);

    const again = await server.api.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This verification link has already been used. Sign in and ask for a new one.');
  });

  it('refuses a made-up link', async () => {
    const response = await server.api.post('/api/auth/verify-email', { token: 'made-up-token' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This verification link is not valid. Sign in and ask for a new one.');
  });

  it('sends a new link on request, and only the newest one works', async () => {
    const player = await registerUser(server);
    const first = await linkToken(player.email, '/verify-email');
    const resend = await server.api.post('/api/auth/verify-email/resend', undefined, { token: player.token });
    expect(resend.status).toBe(202);
    const second = await linkToken(player.email, '/verify-email');
    expect(second).not.toBe(first);
    expect((await server.api.post('/api/auth/verify-email', { token: first })).status).toBe(400);
    expect((await server.api.post('/api/auth/verify-email', { token: second })).status).toBe(200);
    const already = await server.api.post('/api/auth/verify-email/resend', undefined, { token: player.token });
    expect(already.status).toBe(409);
    expect(already.body.message).toBe('Your e-mail address is already verified.');
  });
});

describe('the outbox of a server that sends mail', () => {
  it('keeps no working link once the mail has gone: admins read it without the token', async () => {
    const player = await registerUser(server);
    await server.api.post('/api/auth/forgot-password', { email: player.email });
    const token = await linkToken(player.email, '/reset-password');
    const kept = (await outboxFor(player.email)).find((mail) => mail.subject === 'Reset your Crease password')!;
    expect(kept.status).toBe('SENT');
    expect(kept.text).toContain('http://crease.test/reset-password?token=(sent; not kept)');
    expect(JSON.stringify(await outboxFor(player.email))).not.toContain(token);
    // The owner's link still works.
    expect((await server.api.post('/api/auth/reset-password', { token, password: 'owner-chose-this' })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('gives the same answer for a known and an unknown address, and e-mails only the known one', async () => {
    const player = await registerUser(server);
    const stranger = uniqueEmail('stranger');
    const known = await server.api.post('/api/auth/forgot-password', { email: player.email });
    const unknown = await server.api.post('/api/auth/forgot-password', { email: stranger });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect((await outboxFor(player.email)).some((m) => m.subject === 'Reset your Crease password')).toBe(true);
    expect(await outboxFor(stranger)).toEqual([]);
  });

  it('changes the password with the link, once', async () => {
    const player = await registerUser(server);
    await server.api.post('/api/auth/forgot-password', { email: player.email });
    const token = await linkToken(player.email, '/reset-password');

    const short = await server.api.post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters.');

    const reset = await server.api.post('/api/auth/reset-password', { token, password: 'a-brand-new-one' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been changed. Sign in with the new one.');
    expect((await server.api.post('/api/auth/login', { email: player.email, password: player.password })).status).toBe(401);
    expect((await server.api.post('/api/auth/login', { email: player.email, password: 'a-brand-new-one' })).status).toBe(200);

    const reuse = await server.api.post('/api/auth/reset-password', { token, password: 'yet-another-one' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This reset link has already been used. Ask for a new one.');
  });

  it('refuses a link older than an hour', async () => {
    const player = await registerUser(server);
    await server.api.post('/api/auth/forgot-password', { email: player.email });
    const token = await linkToken(player.email, '/reset-password');
    clock.advance(HOUR);
    const response = await server.api.post('/api/auth/reset-password', { token, password: 'too-late-now' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This reset link has expired. Ask for a new one.');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const player = await registerUser(server);
    await server.api.post('/api/auth/forgot-password', { email: player.email });
    const token = await linkToken(player.email, '/reset-password');
    const results = await Promise.all([
      server.api.post('/api/auth/reset-password', { token, password: 'first-racer-1' }),
      server.api.post('/api/auth/reset-password', { token, password: 'second-racer-2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('the outbox', () => {
  it('is for admins only and pages with limit and before', async () => {
    const player = await registerUser(server);
    expect((await server.api.get('/api/admin/outbox', { token: player.token })).status).toBe(403);
    const first = await server.api.get('/api/admin/outbox?limit=2', { token: admin.token });
    expect(first.body).toHaveLength(2);
    expect(first.body[0].id).toBeGreaterThan(first.body[1].id);
    const next = await server.api.get(`/api/admin/outbox?limit=2&before=${first.body[1].id}`, { token: admin.token });
    expect(next.body[0].id).toBeLessThan(first.body[1].id);
    const bad = await server.api.get('/api/admin/outbox?limit=0', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be above 0.');
  });
});

describe("the server's log", () => {
  it('keeps neither the token of a reset link opened in the browser nor a bearer token', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({ env: { LOG_LEVEL: 'info' }, deps: { logStream: { write: (line) => void lines.push(line) } } });
    try {
      const player = await registerUser(logged);
      await logged.api.post('/api/auth/forgot-password', { email: player.email });
      const admin = await createAdmin(logged);
      const [mail] = (await logged.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body.filter(
        (m: { to: string; text: string }) => m.to === player.email && m.text.includes('/reset-password'),
      );
      const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;

      const page = await fetch(`${logged.url}/reset-password?token=${token}&from=mail`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect((await logged.api.get('/api/auth/me', { token: player.token })).status).toBe(200);

      const log = lines.join('');
      expect(log).toContain('/reset-password?token=[removed]&from=mail');
      expect(log).toContain('/api/auth/me');
      expect(log).not.toContain(token);
      expect(log).not.toContain(player.token);
    } finally {
      await logged.close();
    }
  });
});
