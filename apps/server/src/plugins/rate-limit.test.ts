import { afterEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const badLogin = (from?: string, email = 'nobody@example.com') =>
  server!.api.post('/api/auth/login', { email, password: 'wrong-password' }, from ? { headers: { 'X-Forwarded-For': from } } : {});

describe('the sign-in rate limit (AUTH_RATE_LIMIT a minute per client address)', () => {
  it('refuses the attempt after the limit with a 429 that says how long to wait', async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await badLogin()).status);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await badLogin();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts from your network\. Wait \d+ seconds? and try again\.$/);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.body.message).toContain(`Wait ${wait} second`);
  });

  it('counts sign-ups and sign-ins together', async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '2' } });
    expect((await server.api.post('/api/auth/register', { name: 'A', email: uniqueEmail(), password: 'long-enough' })).status).toBe(201);
    expect((await badLogin()).status).toBe(401);
    expect((await server.api.post('/api/auth/register', { name: 'B', email: uniqueEmail(), password: 'long-enough' })).status).toBe(429);
  });

  it('leaves other routes alone', async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1' } });
    await badLogin();
    expect((await badLogin()).status).toBe(429);
    expect((await server.api.get('/api/config')).status).toBe(200);
    expect((await server.api.get('/healthz')).status).toBe(200);
  });

  it('with TRUST_PROXY, counts each address from X-Forwarded-For on its own', async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1', TRUST_PROXY: 'on' } });
    expect((await badLogin('203.0.113.7')).status).toBe(401);
    expect((await badLogin('203.0.113.7')).status).toBe(429);
    expect((await badLogin('198.51.100.23')).status).toBe(401);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For does not escape the limit', async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1', TRUST_PROXY: 'off' } });
    expect((await badLogin('203.0.113.7')).status).toBe(401);
    expect((await badLogin('198.51.100.23')).status).toBe(429);
  });

  it('is off with AUTH_RATE_LIMIT=0', async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '0' } });
    // Each to another account: an account has a limit of its own (auth/sign-in-limits.test.ts).
    const statuses = await Promise.all(Array.from({ length: 30 }, () => badLogin(undefined, uniqueEmail()).then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([401]));
  });
});
