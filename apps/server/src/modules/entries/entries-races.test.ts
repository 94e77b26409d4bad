import type { SquadPlayer } from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { ledgerGaps } from '../../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// On PostgreSQL (the second CI run) these requests really run at once; on PGlite they queue on
// its one connection. Either way the outcome must be exact.
let server: TestServer;
let admin: TestAccount;
let squad: SquadPlayer[];
let matchId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  const imported = await importMatch(server, admin);
  squad = imported.players;
  matchId = imported.match.id;
});
afterAll(() => server?.close());

/** Every wallet equals the sum of its ledger, part by part. */
async function expectLedgerBalanced() {
  expect(await ledgerGaps(server.database.db)).toEqual([]);
}

describe('racing for the last spots', () => {
  it('gives exactly the spots left to as many of the racers, refuses the rest, and charges only those who got in', async () => {
    const contest = await createContest(server, admin, matchId, { name: 'Last Spots', entryFee: 30, prizePool: 100, spots: 5 });
    const early = [await createUser(server), await createUser(server)];
    for (const user of early) await server.api.post('/api/join-contest', { contestId: contest.id, teamId: (await createTeam(server, user, contest.id, squad)).id }, { token: user.token });

    const racers = await Promise.all(Array.from({ length: 12 }, () => createUser(server)));
    const teams = await Promise.all(racers.map((user, index) => createTeam(server, user, contest.id, squad, index)));
    const answers = await Promise.all(
      racers.map((user, index) => server.api.post('/api/join-contest', { contestId: contest.id, teamId: teams[index]!.id }, { token: user.token })),
    );

    const joined = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(joined).toHaveLength(3);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(Array.from({ length: 9 }, () => [409, 'Last Spots is full.']));
    expect((await server.api.get(`/api/contests/${contest.id}`)).body.entries).toBe(5);

    const balances = await Promise.all(racers.map(async (user) => (await server.api.get('/api/wallet/balance', { token: user.token })).body.balance));
    expect(balances.filter((balance) => balance === 470)).toHaveLength(3);
    expect(balances.filter((balance) => balance === 500)).toHaveLength(9);
    await expectLedgerBalanced();
  });
});

describe('spending one balance twice at once', () => {
  it('lets one of two joins through and refuses the other, to the paisa', async () => {
    const user = await createUser(server);
    const contests = [
      await createContest(server, admin, matchId, { name: 'Grand League A', entryFee: 300, prizePool: 500 }),
      await createContest(server, admin, matchId, { name: 'Grand League B', entryFee: 300, prizePool: 500 }),
    ];
    const team = await createTeam(server, user, contests[0]!.id, squad);
    const answers = await Promise.all(contests.map((contest) => server.api.post('/api/join-contest', { contestId: contest.id, teamId: team.id }, { token: user.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      'Your balance of ₹200.00 is less than the entry fee of ₹300.00. Add funds on the Wallet page.',
    );
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).body).toEqual({ balance: 200, bonus: 200, deposit: 0, winnings: 0 });
    await expectLedgerBalanced();
  });

  it('enters one team once when the same join is sent twice at once', async () => {
    const user = await createUser(server);
    const contest = await createContest(server, admin, matchId, { name: 'Double Tap', entryFee: 10, prizePool: 10, maxTeamsPerUser: 5 });
    const team = await createTeam(server, user, contest.id, squad);
    const answers = await Promise.all([1, 2].map(() => server.api.post('/api/join-contest', { contestId: contest.id, teamId: team.id }, { token: user.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).body.balance).toBe(490);
  });
});

describe('cancelling while people join', () => {
  it('refunds every entry that got in; no entry is left unrefunded', async () => {
    const contest = await createContest(server, admin, matchId, { name: 'Stormy', entryFee: 20, prizePool: 30 });
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(server)));
    const teams = await Promise.all(users.map((user, index) => createTeam(server, user, contest.id, squad, index)));
    const joins = users.map((user, index) => server.api.post('/api/join-contest', { contestId: contest.id, teamId: teams[index]!.id }, { token: user.token }));
    const cancel = server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    const [answers, cancelled] = await Promise.all([Promise.all(joins), cancel]);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'CANCELLED']);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([answer.status, answer.body.message]).toEqual([409, 'Stormy was cancelled; it takes no more entries.']);
    }
    const balances = await Promise.all(users.map(async (user) => (await server.api.get('/api/wallet/balance', { token: user.token })).body.balance));
    expect(balances).toEqual(users.map(() => 500));
    await expectLedgerBalanced();
  });
});
