import { SignJWT } from 'jose';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../env.ts';
import { createAdmin, createUser, type TestAccount } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256!';

let server: TestServer;
let player: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer({ env: { JWT_SECRET: SECRET } });
  player = await createUser(server);
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

// A route of each kind that exists in the product.
const routes = {
  public: { method: 'GET', url: '/api/config' },
  user: { method: 'GET', url: '/api/auth/me' },
  admin: { method: 'GET', url: '/api/admin/outbox' },
} as const;

const call = (kind: keyof typeof routes, token?: string) => server.api.request(routes[kind].method, routes[kind].url, undefined, { token });

describe('the role hook', () => {
  it.each([
    ['public', 'nobody', 200],
    ['public', 'player', 200],
    ['public', 'admin', 200],
    ['user', 'nobody', 401],
    ['user', 'player', 200],
    ['user', 'admin', 200],
    ['admin', 'nobody', 401],
    ['admin', 'player', 403],
    ['admin', 'admin', 200],
  ] as const)('a %s route answers %s with %i', async (kind, who, status) => {
    const token = who === 'player' ? player.token : who === 'admin' ? admin.token : undefined;
    const response = await call(kind, token);
    expect(response.status).toBe(status);
    if (status === 401) {
      expect(response.body).toEqual({ message: 'Sign in to continue.' });
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="crease"');
    }
    if (status === 403) expect(response.body).toEqual({ message: 'This is for admins only.' });
  });

  const sign = (claims: Record<string, unknown>, secret = SECRET, exp: number | string = '1h') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.sub ?? player.id)).setExpirationTime(exp).sign(new TextEncoder().encode(secret));

  it('refuses an expired token and says so', async () => {
    const expired = await sign({ email: player.email, name: player.name, role: 'ROLE_USER' }, SECRET, Math.floor(Date.now() / 1000) - 5);
    const response = await call('user', expired);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Your session has expired. Sign in again.' });
    // RFC 6750: the client knows to drop the token, not just to show the message.
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="crease", error="invalid_token"');
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, payload, signature] = player.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ROLE_ADMIN' })).toString('base64url');
    const response = await call('admin', `${header}.${forged}.${signature}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Your sign-in is not valid. Sign in again.' });
  });

  it('refuses a token signed with another secret, and an unsigned one', async () => {
    const otherSecret = await sign({ email: admin.email, name: admin.name, role: 'ROLE_ADMIN', sub: admin.id }, 'some-other-secret-some-other-secret!!');
    expect((await call('admin', otherSecret)).status).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: String(admin.id), email: admin.email, name: admin.name, role: 'ROLE_ADMIN', exp: 9999999999 })).toString('base64url');
    expect((await call('admin', `${header}.${payload}.`)).status).toBe(401);
  });

  it('refuses a signed token without a known role', async () => {
    const token = await sign({ email: player.email, name: player.name, role: 'ROLE_SUPERUSER' });
    expect((await call('user', token)).status).toBe(401);
  });

  it('ignores a bad token on a public route', async () => {
    const response = await call('public', 'not.a.token');
    expect(response.status).toBe(200);
  });

  it('refuses a header that is not a bearer token', async () => {
    const response = await server.api.get('/api/auth/me', { headers: { Authorization: `Basic ${player.token}` } });
    expect(response.status).toBe(401);
  });
});

describe('401 and 403 come before 400', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: SECRET, DATA_DIR: server.webDir }), database });
    app.server.addHook('onClose', () => database.close());
    app.server.withTypeProvider<ZodTypeProvider>().post(
      '/api/test/admin-only',
      { config: { auth: 'admin' }, schema: { body: z.object({ amount: z.number({ error: 'amount must be a number.' }) }) } },
      async (request) => request.body,
    );
    await app.server.ready();
  });
  afterAll(() => app?.server.close());

  it('answers an invalid body from a stranger with 401, from a player with 403, from an admin with 400', async () => {
    const inject = (token?: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/test/admin-only',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: { amount: 'lots' },
      });
    const signIn = async (role: 'ROLE_USER' | 'ROLE_ADMIN') => {
      const account = { name: 'Someone', email: `${role.toLowerCase()}@example.com`, password: 'long-enough-password', role };
      await app.services.auth.ensureAccount(account);
      return (await app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } })).json().token as string;
    };
    const playerToken = await signIn('ROLE_USER');
    const adminToken = await signIn('ROLE_ADMIN');
    expect((await inject()).statusCode).toBe(401);
    expect((await inject(playerToken)).statusCode).toBe(403);
    const asAdmin = await inject(adminToken);
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json()).toEqual({ message: 'amount must be a number.' });
  });

  it('refuses at start-up an API route that does not say who may call it', async () => {
    const database = await createTestDatabase();
    const fresh = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: SECRET, DATA_DIR: server.webDir }), database });
    try {
      expect(() => fresh.server.get('/api/test/undeclared', async () => 'open')).toThrow(
        'Route GET /api/test/undeclared must declare config.auth',
      );
    } finally {
      await fresh.server.close();
      await database.close();
    }
  });
});
