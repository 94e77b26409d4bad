import type { SquadPlayer } from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { addFunds, addKyc, payPrize, startDeposit } from '../../../test/money.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let squad: SquadPlayer[];
let matchId: number;

beforeAll(async () => {
  // A welcome bonus of ₹100, so the figures below are easy to follow.
  server = await startTestServer({ env: { WELCOME_BONUS: '100' } });
  admin = await createAdmin(server);
  const imported = await importMatch(server, admin);
  squad = imported.players;
  matchId = imported.match.id;
});
afterAll(() => server?.close());

const join = async (user: TestAccount, contestId: number) => {
  const team = await createTeam(server, user, contestId, squad);
  const joined = await server.api.post('/api/join-contest', { contestId, teamId: team.id }, { token: user.token });
  expect(joined.status).toBe(201);
  return joined.body.entryId as number;
};

describe("the admins' view of the money", () => {
  it('adds up deposits, bonuses, fees, prizes, withdrawals and TDS, and each contest’s share', async () => {
    const [asha, ravi] = [await createUser(server), await createUser(server)];
    await addFunds(server, asha, 1000);
    await addFunds(server, ravi, 500);
    await startDeposit(server, ravi, 300); // open, not captured: not money in

    const league = await createContest(server, admin, matchId, { name: 'League', entryFee: 250, prizePool: 400, spots: 10 });
    const cancelled = await createContest(server, admin, matchId, { name: 'Called Off', entryFee: 40, prizePool: 60, spots: 10 });
    const ashaEntry = await join(asha, league.id);
    await join(ravi, league.id);
    await join(asha, cancelled.id);
    expect((await server.api.post(`/api/contests/${cancelled.id}/cancel`, undefined, { token: admin.token })).status).toBe(200);

    await payPrize(server, asha, 400, ashaEntry); // as settlement pays the league's one prize
    await addKyc(server, asha);
    const paid = (await server.api.post('/api/wallet/withdrawals', { amount: 200 }, { token: asha.token })).body;
    const rejected = (await server.api.post('/api/wallet/withdrawals', { amount: 150 }, { token: asha.token })).body;
    const pending = (await server.api.post('/api/wallet/withdrawals', { amount: 100 }, { token: asha.token }));
    expect(pending.status).toBe(409); // ₹50 of winnings left
    await server.api.post(`/api/admin/withdrawals/${paid.id}/pay`, undefined, { token: admin.token });
    await server.api.post(`/api/admin/withdrawals/${rejected.id}/reject`, { reason: 'Bank details did not match.' }, { token: admin.token });

    const overview = await server.api.get('/api/admin/money', { token: admin.token });
    expect(overview.body).toMatchObject({
      depositsIn: 1500,
      entryFees: 500,
      prizesPaid: 400,
      platformShare: 0, // the league has not been settled: none of its fees is the platform's yet (dashboard.test.ts counts settled ones)
      withdrawals: { requested: 0, paid: 200, rejected: 150 },
      tdsWithheld: 0, // ₹1,000 deposited this year covers the ₹200 withdrawn
      tdsPending: 0,
    });
    // The admin's account has its bonus too; the balances hold everything not spent or taken out.
    const { bonuses, balances } = overview.body;
    expect(balances.total).toBe(1500 + bonuses + 400 - 500 - 200);

    const contests = await server.api.get('/api/admin/money/contests', { token: admin.token });
    expect(contests.body).toEqual([
      { contestId: cancelled.id, name: 'Called Off', status: 'CANCELLED', matchId, entries: 0, feesIn: 0, prizesOut: 0, platformShare: 0 },
      { contestId: league.id, name: 'League', status: 'UPCOMING', matchId, entries: 2, feesIn: 500, prizesOut: 400, platformShare: 0 },
    ]);
    const page = await server.api.get('/api/admin/money/contests?limit=1', { token: admin.token });
    expect(page.headers.get('link')).toBe(`</api/admin/money/contests?limit=1&before=${cancelled.id}>; rel="next"`);
    expect((await server.api.get('/api/admin/money', { token: asha.token })).status).toBe(403);
    await expectLedgerBalanced(server.database);
  });

  it('shows the TDS withheld on paid withdrawals and pending on requested ones', async () => {
    const before = (await server.api.get('/api/admin/money', { token: admin.token })).body;
    const winner = await createUser(server);
    await addKyc(server, winner);
    await payPrize(server, winner, 1000);
    const first = (await server.api.post('/api/wallet/withdrawals', { amount: 500 }, { token: winner.token })).body;
    await server.api.post('/api/wallet/withdrawals', { amount: 300 }, { token: winner.token });
    await server.api.post(`/api/admin/withdrawals/${first.id}/pay`, undefined, { token: admin.token });
    const after = (await server.api.get('/api/admin/money', { token: admin.token })).body;
    expect(after.tdsWithheld - before.tdsWithheld).toBe(150);
    expect(after.tdsPending - before.tdsPending).toBe(90);
    expect(after.withdrawals.requested - before.withdrawals.requested).toBe(300);
    await expectLedgerBalanced(server.database);
  });
});
