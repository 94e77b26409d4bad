import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from './auth.schema.ts';
import { createUser, decodeToken, registerUser, uniqueEmail } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const register = (body: unknown) => server.api.post('/api/auth/register', body);
const login = (body: unknown) => server.api.post('/api/auth/login', body);

describe('POST /api/auth/register', () => {
  it('creates a player account and stores the e-mail lower-case', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MIXED');
    const response = await register({ name: '  Priya Nair ', email: `  ${email} `, password: 'pull-shot-2024' });
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/^Registration successful/);
    expect(response.body.user).toMatchObject({ name: 'Priya Nair', email: email.toLowerCase(), role: 'ROLE_USER', emailVerified: false });
  });

  it('keeps only an Argon2id hash of the password', async () => {
    const account = await createUser(server);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(account.password);
  });

  it('names every missing field', async () => {
    const response = await register({});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Name is required. E-mail is required. Password is required.');
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'long-enough' }, 'Name is required.'],
    [{ name: '   ', email: 'a@b.co', password: 'long-enough' }, 'Name is required.'],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, 'Enter a valid e-mail address, like name@example.com.'],
    [{ name: 'A', email: 'a@b.co', password: 'seven77' }, 'Password must be at least 8 characters.'],
    [{ name: 'A', email: 'a@b.co', password: 12345678 }, 'Password must be text.'],
    [{ name: 'A'.repeat(61), email: 'a@b.co', password: 'long-enough' }, 'Name can be at most 60 characters.'],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('accepts a password of exactly 8 characters', async () => {
    const response = await register({ name: 'Eight', email: uniqueEmail(), password: '12345678' });
    expect(response.status).toBe(201);
  });

  it('takes a long passphrase of any characters, spaces and emoji included, checked whole: 128 characters, not 129', async () => {
    const passphrase = `Kohli's cover drive at the MCG 🏏 — ॐ शान्ति ${'x'.repeat(80)}`;
    expect(passphrase.length).toBeGreaterThan(64);
    const email = uniqueEmail();
    expect((await register({ name: 'Long Phrase', email, password: passphrase })).status).toBe(201);
    expect((await login({ email, password: passphrase })).status).toBe(200);
    // Not cut short: the same phrase without its last character is a wrong password.
    expect((await login({ email, password: passphrase.slice(0, -1) })).status).toBe(401);

    expect((await register({ name: 'Max', email: uniqueEmail(), password: 'p'.repeat(128) })).status).toBe(201);
    const tooLong = await register({ name: 'Over', email: uniqueEmail(), password: 'p'.repeat(129) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'Password can be at most 128 characters.' });
  });

  it('makes a player of whoever signs up, whatever else the body claims', async () => {
    const email = uniqueEmail();
    const response = await register({ name: 'Sneaky', email, password: 'pull-shot-2024', role: 'ROLE_ADMIN', emailVerified: true, id: 1 });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ role: 'ROLE_USER', emailVerified: false });
    expect(response.body.user.id).not.toBe(1);
    const token = (await login({ email, password: 'pull-shot-2024' })).body.token;
    expect(decodeToken(token).role).toBe('ROLE_USER');
  });

  it('stores a name written as SQL as the text it is', async () => {
    const name = "Robert'); drop table users;--";
    const response = await register({ name, email: uniqueEmail(), password: 'pull-shot-2024' });
    expect(response.status).toBe(201);
    expect(response.body.user.name).toBe(name);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, response.body.user.id));
    expect(row!.name).toBe(name);
  });

  it('refuses a body that tries to reach the prototype, with a 400', async () => {
    for (const body of [
      `{"name":"Proto","email":"${uniqueEmail()}","password":"pull-shot-2024","__proto__":{"role":"ROLE_ADMIN"}}`,
      `{"name":"Proto","email":"${uniqueEmail()}","password":"pull-shot-2024","constructor":{"prototype":{"role":"ROLE_ADMIN"}}}`,
    ]) {
      const response = await register(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'The request body is not valid JSON.' });
    }
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const account = await createUser(server);
    const response = await register({ name: 'Someone Else', email: account.email.toUpperCase(), password: 'another-pass' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this e-mail already exists. Sign in instead, or reset your password.');
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = uniqueEmail('race');
    const attempts = await Promise.all(
      Array.from({ length: 4 }, (_, i) => register({ name: `Racer ${i}`, email, password: 'same-address' })),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const response = await register('{"name": "broken"');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it.each(['[]', '"text"', 'null', '42'])('asks for a JSON object when the body is %s', async (body) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Send the request body as a JSON object.' });
  });

  it('refuses the NUL character, which the database cannot store, with a 400', async () => {
    const response = await register({ name: 'Asha\u0000Rao', email: uniqueEmail(), password: 'long-enough' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Text cannot contain the NUL character (\\u0000).' });
    const inQuery = await server.api.get('/api/config?x=%00');
    expect(inQuery.status).toBe(400);
  });

  it('answers a body nested thousands of levels deep with a 400, before anything reads it', async () => {
    const deep = `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)},"password":"long-enough"}`;
    const response = await server.api.post('/api/auth/login', deep);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is nested more than 32 levels deep.' });
    const nul = await register({ name: 'Asha', email: uniqueEmail(), password: 'long-enough', deeper: [[[['\u0000']]]] });
    expect(nul.body).toEqual({ message: 'Text cannot contain the NUL character (\\u0000).' });
  });

  it('refuses a body that is not JSON with 415 and says what to send', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await server.api.post('/api/auth/register', 'name=A', { headers: { 'Content-Type': type } });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: 'Send the request body as JSON, with Content-Type: application/json.' });
    }
  });

  it('treats a call with no body and no content type like an empty form', async () => {
    const response = await fetch(`${server.url}/api/auth/register`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Name is required. E-mail is required. Password is required.' });
  });

  it('treats an empty body sent as JSON like an empty form', async () => {
    const response = await register('');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Name is required. E-mail is required. Password is required.');
  });
});

describe('POST /api/auth/login', () => {
  it('returns a token whose claims say who the user is, valid for a week', async () => {
    const account = await createUser(server, { name: 'Kiran Desai' });
    const response = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(response.status).toBe(200);
    const claims = decodeToken(response.body.token);
    expect(claims).toMatchObject({ sub: String(account.id), email: account.email, name: 'Kiran Desai', role: 'ROLE_USER' });
    const lifetime = (claims.exp as number) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600);
  });

  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    const account = await createUser(server);
    const wrongPassword = await login({ email: account.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: account.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Incorrect e-mail or password.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('names missing fields', async () => {
    const response = await login({ email: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('E-mail is required. Password is required.');
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in user', async () => {
    const account = await registerUser(server, { name: 'Meera Iyer' });
    const response = await server.api.get('/api/auth/me', { token: account.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: account.id, name: 'Meera Iyer', email: account.email, role: 'ROLE_USER', emailVerified: false });
  });

  it('tells browsers and proxies not to keep the answer, which is personal', async () => {
    const account = await registerUser(server);
    const response = await server.api.get('/api/auth/me', { token: account.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // A refusal too: nothing of an API answer is kept.
    expect((await server.api.get('/api/auth/me')).headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a valid token whose account was deleted', async () => {
    const account = await createUser(server);
    await server.database.db.delete(users).where(eq(users.id, account.id));
    const response = await server.api.get('/api/auth/me', { token: account.token });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your account no longer exists. Sign in again.');
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });
});
