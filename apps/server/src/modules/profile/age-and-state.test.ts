// What a player declares for paid play holds: a date of birth, once set, is corrected only by an
// admin with a reason; a state changes at most once in 30 days; both are recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, registerUser, type TestAccount } from '../../../test/factories.ts';
import { DAY, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const update = (user: TestAccount, body: unknown) => server.api.put('/api/user/profile', body, { token: user.token });
const correct = (userId: number, body: unknown, token = admin.token) => server.api.put(`/api/admin/users/${userId}/date-of-birth`, body, { token });
const eventsOf = async (user: TestAccount, kind: string) =>
  (await server.api.get(`/api/admin/audit?userId=${user.id}&kind=${kind}`, { token: admin.token })).body as { actorId: number; ip: string; details: Record<string, unknown> }[];

describe('the date of birth', () => {
  it('is set once by its owner; a different one is refused with a word to support, the same one is fine', async () => {
    const user = await registerUser(server);
    expect((await update(user, { dateOfBirth: '1999-02-14' })).status).toBe(200);
    const changed = await update(user, { name: 'Asha R', dateOfBirth: '1989-02-14' });
    expect(changed).toMatchObject({
      status: 409,
      body: { message: 'Your date of birth is set to 1999-02-14 and can be corrected only by Crease support: write to support@crease.in with a document that shows it.' },
    });
    expect((await server.api.get('/api/user/profile', { token: user.token })).body).toMatchObject({ name: 'Asha Rao', dateOfBirth: '1999-02-14' });
    expect((await update(user, { dateOfBirth: '1999-02-14', state: 'Goa' })).status).toBe(200);
    expect(await eventsOf(user, 'profile.date_of_birth_changed')).toEqual([
      expect.objectContaining({ actorId: user.id, ip: '127.0.0.1', details: { before: null, after: '1999-02-14' } }),
    ]);
  });

  it('is corrected by an admin with a reason, recorded with it', async () => {
    const user = await createUser(server);
    const player = await createUser(server);
    const body = { dateOfBirth: '1996-06-15', reason: 'Aadhaar shows 15 Jun 1996' };
    expect((await correct(user.id, body, '')).status).toBe(401);
    expect((await correct(user.id, body, player.token)).status).toBe(403);
    expect(await correct(user.id, { dateOfBirth: '1996-06-15' })).toMatchObject({ status: 400, body: { message: 'Reason is required.' } });
    expect(await correct(user.id, { ...body, dateOfBirth: '2999-01-01' })).toMatchObject({ status: 400, body: { message: 'Date of birth cannot be in the future.' } });
    expect(await correct(99_999_999, body)).toMatchObject({ status: 404, body: { message: 'Account 99999999 was not found.' } });

    const corrected = await correct(user.id, body);
    expect(corrected).toMatchObject({
      status: 200,
      body: { id: user.id, email: user.email, name: user.name, role: 'ROLE_USER', emailVerified: true, dateOfBirth: '1996-06-15', state: 'Maharashtra', createdAt: expect.any(String) },
    });
    expect((await server.api.get('/api/user/profile', { token: user.token })).body.dateOfBirth).toBe('1996-06-15');
    expect((await eventsOf(user, 'profile.date_of_birth_changed'))[0]).toMatchObject({
      actorId: admin.id,
      details: { before: '1995-06-15', after: '1996-06-15', reason: 'Aadhaar shows 15 Jun 1996' },
    });
  });
});

describe('the state', () => {
  it('changes at most once in 30 days, saying when it can again; setting the first is no change', async () => {
    const user = await registerUser(server);
    expect((await update(user, { state: 'Kerala' })).status).toBe(200);
    expect((await update(user, { state: 'Karnataka' })).status).toBe(200);
    const again = await update(user, { state: 'Goa' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^Your state was changed on \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} IST; it can change once in 30 days, so again from \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} IST\.$/,
    );
    expect((await server.api.get('/api/user/profile', { token: user.token })).body.state).toBe('Karnataka');
    expect((await update(user, { state: 'Karnataka' })).status).toBe(200); // the same one is no change

    clock.advance(30 * DAY + 60_000);
    expect((await update(user, { state: 'Goa' })).status).toBe(200);
    expect((await eventsOf(user, 'profile.state_changed')).map((event) => event.details)).toEqual([
      { before: 'Karnataka', after: 'Goa' },
      { before: 'Kerala', after: 'Karnataka' },
      { before: null, after: 'Kerala' },
    ]);
  });
});

describe('finding an account', () => {
  it('lists accounts for admins by the start of their address, newest first, a page at a time', async () => {
    const prefix = `find.${Date.now()}`;
    const [one, two] = [await registerUser(server, { email: `${prefix}.one@example.com` }), await registerUser(server, { email: `${prefix}.two@example.com` })];
    await registerUser(server, { email: `other.${prefix}@example.com` });
    const found = await server.api.get(`/api/admin/users?email=${prefix.toUpperCase()}`, { token: admin.token });
    expect(found.status).toBe(200);
    expect(found.body.map((account: { id: number }) => account.id)).toEqual([two.id, one.id]);
    expect(found.body[0]).toEqual({
      id: two.id,
      name: 'Asha Rao',
      email: two.email,
      role: 'ROLE_USER',
      emailVerified: false,
      createdAt: expect.any(String),
      dateOfBirth: null,
      state: null,
    });
    const page = await server.api.get(`/api/admin/users?email=${prefix}&limit=1`, { token: admin.token });
    expect(page.headers.get('link')).toBe(`</api/admin/users?email=${prefix}&limit=1&before=${two.id}>; rel="next"`);
    // A LIKE wildcard is a character like any other.
    expect((await server.api.get('/api/admin/users?email=%25', { token: admin.token })).body).toEqual([]);
    expect((await server.api.get(`/api/admin/users?email=${prefix}`, { token: one.token })).status).toBe(403);
  });
});
