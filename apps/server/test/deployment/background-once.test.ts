import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerView } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../factories.ts';
import { expectLedgerBalanced, winningsByEntry } from '../ledger-check.ts';
import { until } from '../server-processes.ts';
import { HOUR, TestClock } from '../test-clock.ts';
import { startTestServer, type TestServer } from '../test-server.ts';

// The background work every process of a deployment runs on its tick, run by two servers on one
// PostgreSQL database at the same moment, over and over: each piece is done once. Matches turn
// LIVE under their row lock (FOR NO KEY UPDATE SKIP LOCKED, and only while still SCHEDULED), with
// the refunds of the contests that did not fill in that same transaction; prizes are paid in
// batches of entries locked FOR UPDATE SKIP LOCKED after the final table is fixed under the
// contest's row lock. (The demo's replay, the one background job that is not safe to run twice,
// is held to one process by a session lock: see demo-once.test.ts.) In one process, so that one
// test clock can move both past the deadline.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const clock = new TestClock();
let one: TestServer;
let two: TestServer;
let admin: TestAccount;
let users: TestAccount[];

beforeAll(async () => {
  const env = { JWT_SECRET: `one-deployment-one-secret-${crypto.randomBytes(8).toString('hex')}`, SETTLEMENT_BATCH_SIZE: '1' };
  const redisKeyPrefix = `crease-test-${crypto.randomBytes(6).toString('hex')}:`;
  one = await startTestServer({ env, redisKeyPrefix, deps: { clock } });
  two = await startTestServer({ env, redisKeyPrefix, deps: { clock }, database: one.database });
  admin = await createAdmin(one);
  users = [];
  for (let index = 0; index < 4; index += 1) users.push(await createUser(index % 2 ? two : one));
});

afterAll(async () => {
  await two?.close();
  await one?.close();
});

/** Both servers' jobs, several times each, all at once. */
const raceOf = (job: (server: TestServer) => Promise<unknown>) => Promise.all([one, two, one, two, one, two].map(job));

describe('background work on two servers at once (PostgreSQL)', () => {
  it('turns each started match LIVE once and refunds the contests that did not fill once; pays each prize once', async () => {
    const matches: { id: number; squad: PlayerView[] }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { match } = await importMatch(one, admin, HOUR);
      matches.push({ id: match.id, squad: (await one.api.get(`/api/players?matchId=${match.id}`)).body });
    }
    const [first] = matches;
    const flexible = await createContest(one, admin, first!.id, { name: 'Flexible League', entryFee: 25, prizePool: 200, spots: 10, flexible: true });
    const league = await createContest(one, admin, first!.id, {
      name: 'Free League',
      entryFee: 0,
      prizePool: 100,
      spots: 10,
      prizes: [{ fromRank: 1, toRank: 4, amount: 25 }],
    });
    for (const [index, user] of users.entries()) {
      const team = await createTeam(one, user, league.id, first!.squad, index * 4);
      expect((await two.api.post('/api/join-contest', { contestId: league.id, teamId: team.id }, { token: user.token })).status).toBe(201);
      if (index < 2) expect((await one.api.post('/api/join-contest', { contestId: flexible.id, teamId: team.id }, { token: user.token })).status).toBe(201);
      if (index === 0) {
        const made = await one.api.post('/api/contests/private', { matchId: first!.id, name: 'Just me', spots: 4, entryFee: 30, prizeTemplate: 'WINNER_TAKES_ALL', teamId: team.id }, { token: user.token });
        expect(made.status).toBe(201);
      }
    }

    const wentLive: number[] = [];
    for (const server of [one, two]) server.app.services.matches.stateChanged.add(async (match) => void (match.state === 'LIVE' && wentLive.push(match.id)));
    clock.advance(2 * HOUR);
    await raceOf((server) => server.app.services.matches.advanceClock());
    // (Each server's own tick may have moved one too: whoever moved it, it moved once.)
    await until(async () => wentLive.length, (count) => count >= matches.length);
    expect(wentLive.sort()).toEqual(matches.map((match) => match.id).sort());

    // The flexible contest (2 of 10 spots) and the private one (its maker alone) are cancelled,
    // each entry refunded once.
    const refunds = rowsOf<{ reference: string; rows: number }>(
      await one.database.db.execute(sql`select reference, count(*)::int as rows from wallet_transactions where type = 'REFUND' group by reference order by reference`),
    );
    expect(refunds).toHaveLength(3);
    expect(refunds.every((refund) => refund.rows === 1)).toBe(true);
    expect((await two.api.get(`/api/contests/${flexible.id}`)).body.status).toBe('CANCELLED');
    expect((await two.api.get(`/api/contests/${league.id}`)).body.status).toBe('LIVE');

    // Completed on one; both settle at once, over and over, a prize a batch.
    expect((await one.api.post(`/api/matches/${first!.id}/complete`, undefined, { token: admin.token })).status).toBe(200);
    await raceOf((server) => server.app.services.results.settlePending());
    await until(async () => (await two.api.get(`/api/contests/${league.id}`)).body.resultDistributed, (done: boolean) => done);
    const paid = await winningsByEntry(one.database.db, league.id);
    expect([...paid.values()]).toEqual([[2_500], [2_500], [2_500], [2_500]]);
    await one.app.services.results.idle();
    await two.app.services.results.idle();
    await expectLedgerBalanced(one.database);
  });
});
