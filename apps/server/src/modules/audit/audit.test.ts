import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createUser, uniqueEmail, type TestAccount } from '../../../test/factories.ts';
import { IPL_FINAL_DELIVERIES, postDeliveries, startLiveMatch } from '../../../test/live-scoring.ts';
import { addKyc, payPrize } from '../../../test/money.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { auditPageQuery } from './audit.queries.ts';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

type Event = { id: number; at: string; actorId: number | null; kind: string; subjectUserId: number | null; ip: string | null; details: Record<string, any> };
const audit = async (query: string, token = admin.token) => server.api.get<Event[]>(`/api/admin/audit${query}`, { token });
const latest = async (kind: string) => (await audit(`?kind=${kind}&limit=1`)).body[0]!;

describe('the audit log', () => {
  it('cannot be rewritten: an UPDATE, a DELETE and a TRUNCATE through SQL all fail', async () => {
    await createUser(server); // a sign-in from a new device: one event at least
    const count = async () => ((await server.database.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_events set kind = 'nothing.happened'`,
      sql`update audit_events set details = '{}'::jsonb where id = (select min(id) from audit_events)`,
      sql`delete from audit_events`,
      sql`delete from audit_events where id = (select max(id) from audit_events)`,
      sql`truncate audit_events`,
    ]) {
      const failure: unknown = await server.database.db.execute(statement).then(() => undefined, (error: unknown) => error);
      const { message, cause } = failure as { message?: string; cause?: { message?: string } };
      expect(`${message} ${cause?.message}`).toMatch(/audit_events is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed/);
    }
    expect(await count()).toBe(before);
  });

  it('is read by admins only, newest first, by account and by kind, a page at a time', async () => {
    const user = await createUser(server);
    expect((await server.api.get('/api/admin/audit')).status).toBe(401);
    expect((await audit('', user.token)).status).toBe(403);
    expect(await audit('?kind=DROP%20TABLE')).toMatchObject({ status: 400, body: { message: 'kind must be a kind of event, like withdrawal.paid.' } });
    expect(await audit('?userId=abc')).toMatchObject({ status: 400, body: { message: 'userId must be a number.' } });

    await server.api.put('/api/user/profile', { state: 'Kerala' }, { token: user.token });
    const mine = (await audit(`?userId=${user.id}`)).body;
    expect(mine.map((event) => event.kind)).toEqual(['profile.state_changed', 'profile.state_changed', 'profile.date_of_birth_changed', 'sign_in.new_device']);
    expect(mine.every((event) => event.subjectUserId === user.id)).toBe(true);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actorId: user.id,
      kind: 'profile.state_changed',
      subjectUserId: user.id,
      ip: '127.0.0.1',
      details: { before: 'Maharashtra', after: 'Kerala' },
    });

    const first = await audit(`?userId=${user.id}&kind=profile.state_changed&limit=1`);
    expect(first.body).toEqual([mine[0]]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBe(`/api/admin/audit?userId=${user.id}&kind=profile.state_changed&limit=1&before=${mine[0]!.id}`);
    const second = await server.api.get<Event[]>(next!, { token: admin.token });
    expect(second.body).toEqual([mine[1]]);
    expect(second.body[0]!.details).toEqual({ before: null, after: 'Maharashtra' });
    expect(second.headers.get('link')).toBeNull();
  });

  it('records a sign-in from a browser and address the account has not signed in from before, once', async () => {
    const user = await createUser(server);
    const login = (userAgent: string) => server.api.post('/api/auth/login', { email: user.email, password: user.password }, { headers: { 'User-Agent': userAgent } });
    await login('Crease/2.0 (iPad)');
    await login('Crease/2.0 (iPad)');
    const signIns = (await audit(`?userId=${user.id}&kind=sign_in.new_device`)).body;
    expect(signIns).toHaveLength(2);
    expect(signIns[0]).toMatchObject({ actorId: user.id, ip: '127.0.0.1', details: { method: 'password', userAgent: 'Crease/2.0 (iPad)', sessionId: expect.any(String) } });
  });

  it('records an admin paying and rejecting withdrawals: who, from where, and the money', async () => {
    const user = await createUser(server);
    await addKyc(server, user);
    await payPrize(server, user, 1000);
    const ids: number[] = [];
    for (const amount of [300, 200]) ids.push((await server.api.post('/api/wallet/withdrawals', { amount }, { token: user.token })).body.id);
    await server.api.post(`/api/admin/withdrawals/${ids[0]}/pay`, undefined, { token: admin.token, headers: { 'User-Agent': 'admin-console' } });
    await server.api.post(`/api/admin/withdrawals/${ids[1]}/reject`, { reason: 'Name does not match PAN' }, { token: admin.token });
    expect(await latest('withdrawal.paid')).toMatchObject({
      actorId: admin.id,
      subjectUserId: user.id,
      ip: '127.0.0.1',
      details: { withdrawalId: ids[0], before: 'REQUESTED', after: 'PAID', amount: 300, tds: 90, net: 210, payout: 'UPI as******@okaxis' },
    });
    expect(await latest('withdrawal.rejected')).toMatchObject({
      actorId: admin.id,
      subjectUserId: user.id,
      details: { withdrawalId: ids[1], before: 'REQUESTED', after: 'REJECTED', amount: 200, reason: 'Name does not match PAN' },
    });
  });

  it('records results: a delivery taken out, a scorecard line changed, a match completed, a match abandoned, a contest cancelled', async () => {
    const { match, squad } = await startLiveMatch(server, admin);
    const firstOver = IPL_FINAL_DELIVERIES.slice(0, 6);
    await postDeliveries(server, admin, match.id, firstOver);
    const last = firstOver.at(-1)!;
    expect((await server.api.delete(`/api/admin/matches/${match.id}/deliveries/${last.innings}/${last.over}/${last.ball}`, { token: admin.token })).status).toBe(200);
    expect(await latest('delivery.removed')).toMatchObject({
      actorId: admin.id,
      ip: '127.0.0.1',
      details: { matchId: match.id, position: { innings: last.innings, over: last.over, ball: last.ball, superOver: false }, before: { batter: last.batter }, after: null },
    });

    const head = squad.find((player) => player.name === 'TM Head')!;
    await server.api.put(`/api/admin/matches/${match.id}/scorecard/${head.id}`, { runs: 34, balls: 20 }, { token: admin.token });
    expect(await latest('scorecard.changed')).toMatchObject({
      actorId: admin.id,
      details: { matchId: match.id, playerId: head.id, player: 'TM Head', before: { source: expect.any(String) }, after: { source: 'MANUAL', lines: [expect.objectContaining({ runs: 34, balls: 20 })] } },
    });
    await server.api.delete(`/api/admin/matches/${match.id}/scorecard/${head.id}`, { token: admin.token });
    expect((await latest('scorecard.changed')).details).toMatchObject({ before: { source: 'MANUAL' }, after: { source: expect.not.stringMatching('MANUAL') } });

    expect((await server.api.post(`/api/matches/${match.id}/complete`, undefined, { token: admin.token })).status).toBe(200);
    expect(await latest('match.completed')).toMatchObject({ actorId: admin.id, ip: '127.0.0.1', details: { matchId: match.id, before: 'LIVE', after: 'COMPLETED' } });

    const { match: other } = await startLiveMatch(server, admin, { start: false });
    const contest = await createContest(server, admin, other.id, { name: 'To Cancel', entryFee: 10, prizePool: 50 });
    expect((await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
    expect(await latest('contest.cancelled')).toMatchObject({ actorId: admin.id, details: { contestId: contest.id, name: 'To Cancel', entries: 0, entryFee: 10, before: 'UPCOMING', after: 'CANCELLED' } });
    expect((await server.api.post(`/api/matches/${other.id}/abandon`, undefined, { token: admin.token })).status).toBe(200);
    expect(await latest('match.abandoned')).toMatchObject({ actorId: admin.id, details: { matchId: other.id, before: 'SCHEDULED', after: 'ABANDONED' } });
  });

  it('records an existing account made an admin, as the create-admin command does, by the server itself', async () => {
    const user = await createUser(server);
    await server.app.services.auth.ensureAdmin({ email: user.email, password: user.password, name: user.name });
    expect((await audit(`?userId=${user.id}&kind=role.changed`)).body).toEqual([
      expect.objectContaining({ actorId: null, ip: null, subjectUserId: user.id, details: { before: 'ROLE_USER', after: 'ROLE_ADMIN' } }),
    ]);
    // Brought up to the configured password: its sessions end.
    await server.app.services.auth.ensureAdmin({ email: user.email, password: 'another-admin-password', name: user.name });
    expect((await server.api.get('/api/auth/me', { token: user.token })).status).toBe(401);
    const fresh = uniqueEmail('fresh-admin');
    const made = await server.app.services.auth.ensureAdmin({ email: fresh, password: 'fresh-admin-password', name: 'Fresh' });
    expect((await audit(`?userId=${made.id}&kind=role.changed`)).body[0]!.details).toEqual({ before: null, after: 'ROLE_ADMIN' });
  });

  it('reads a player’s events and a rare kind from their own indexes, never the whole table', async () => {
    // Many players, each with a small share of the log; one kind among many common ones.
    await server.database.db.execute(sql`
      insert into audit_events (kind, subject_user_id, details)
      select case when n % 200 = 0 then 'kyc.changed' else (array['session.ended', 'sign_in.new_device', 'withdrawal.paid'])[1 + n % 3] end,
             1 + n % 400, '{}'::jsonb
      from generate_series(1, 40000) as n`);
    await server.database.db.execute(sql`analyze audit_events`);
    const plan = async (filter: Parameters<typeof auditPageQuery>[1]) => {
      const { sql: text, params } = auditPageQuery(server.database.db, filter, { limit: 51 }).toSQL();
      const rows = await server.database.prepared<Record<string, string>>(`explain-${Math.random()}`, `explain ${text}`, params);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };
    expect(await plan({ userId: 7 })).toMatch(/Index Scan Backward using audit_events_subject_idx/);
    expect(await plan({ kind: 'kyc.changed' })).toMatch(/Index Scan Backward using audit_events_kind_idx/);
    expect(await plan({})).toMatch(/Index Scan Backward using audit_events_pkey/);
    for (const filter of [{ userId: 7 }, { kind: 'kyc.changed' }, { userId: 7, kind: 'kyc.changed' }, {}]) expect(await plan(filter)).not.toMatch(/Seq Scan/);
  });
});
