import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestView, JoinedContestView, LeaderboardRowView, PlayerView, TransactionView } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced, winningsByEntry } from '../../../test/ledger-check.ts';
import { IPL_FINAL_DELIVERIES, postDeliveries } from '../../../test/live-scoring.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { SERVER_ACTOR } from '../../lib/actor.ts';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

interface Played {
  matchId: number;
  contestId: number;
  /** Users in the order they joined: the first two with one team, the other three with another. */
  users: TestAccount[];
  entryIds: number[];
}

/**
 * A match with a contest of five entries in two groups of identical teams (two and three: each
 * group ties), started, and half of the IPL final's first innings played.
 */
async function playedMatch(contest: Record<string, unknown>): Promise<Played> {
  const imported = await importMatch(server, admin);
  const matchId = imported.match.id;
  for (const player of imported.players) await server.app.services.players.setPlaying(player.id, true);
  const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${matchId}`)).body;
  const { id: contestId } = await createContest(server, admin, matchId, { spots: 10, ...contest });
  const users: TestAccount[] = [];
  const entryIds: number[] = [];
  for (const variant of [0, 0, 5, 5, 5]) {
    const user = await createUser(server);
    const team = await createTeam(server, user, contestId, squad, variant);
    const joined = await server.api.post('/api/join-contest', { contestId, teamId: team.id }, { token: user.token });
    if (joined.status !== 201) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
    users.push(user);
    entryIds.push(joined.body.entryId);
  }
  await server.api.post(`/api/matches/${matchId}/start`, undefined, { token: admin.token });
  await postDeliveries(server, admin, matchId, IPL_FINAL_DELIVERIES.slice(0, 60));
  return { matchId, contestId, users, entryIds };
}

const contestView = async (id: number): Promise<ContestView> => (await server.api.get(`/api/contests/${id}`)).body;
const complete = (matchId: number) => server.api.post(`/api/matches/${matchId}/complete`, undefined, { token: admin.token });
const rupees = (paise: number) => paise / 100;

/** Which group of tied teams finished on top, from the final table. */
async function finalTable(played: Played): Promise<LeaderboardRowView[]> {
  return (await server.api.get(`/api/contests/${played.contestId}/leaderboard?limit=200`, { token: played.users[0]!.token })).body;
}

// ₹100, ₹50, then three ranks of ₹10, ₹10 and ₹10.01: whichever group ties on top, its share and
// the other's are rounded down to the paisa.
const PRIZES = [
  { fromRank: 1, toRank: 1, amount: 100 },
  { fromRank: 2, toRank: 2, amount: 50 },
  { fromRank: 3, toRank: 4, amount: 10 },
  { fromRank: 5, toRank: 5, amount: 10.01 },
];

describe('settling a completed contest', () => {
  let played: Played;

  beforeAll(async () => {
    played = await playedMatch({ name: 'Prize League', entryFee: 20, prizePool: 200, prizes: PRIZES });
    expect((await complete(played.matchId)).status).toBe(200);
    await server.app.services.results.idle();
  });

  it('pays by the prize table, tied teams sharing the prizes of the ranks they cover, rounded down', async () => {
    const table = await finalTable(played);
    const pairOnTop = table[0]!.entryId === played.entryIds[0];
    const pair = played.entryIds.slice(0, 2);
    const trio = played.entryIds.slice(2);
    // Ranks 1-2 share ₹150 (₹75 each) and 3-5 share ₹30.01 (₹10.00 each, a paisa kept); or
    // ranks 1-3 share ₹160 (₹53.33 each) and 4-5 share ₹20.01 (₹10.00 each).
    const expected = new Map<number, number>(
      pairOnTop ? [...pair.map((id) => [id, 7500] as const), ...trio.map((id) => [id, 1000] as const)] : [...trio.map((id) => [id, 5333] as const), ...pair.map((id) => [id, 1000] as const)],
    );
    expect(table.map((row) => [row.entryId, row.rank, row.prize])).toEqual(
      [...(pairOnTop ? [...pair, ...trio] : [...trio, ...pair])].map((id, index) => [
        id,
        pairOnTop ? (index < 2 ? 1 : 3) : index < 3 ? 1 : 4,
        rupees(expected.get(id)!),
      ]),
    );
    expect(await winningsByEntry(server.database.db, played.contestId)).toEqual(new Map([...expected].map(([id, paise]) => [id, [paise]])));
  });

  it('credits winnings as WINNING transactions, shows the prize everywhere, and marks the results distributed', async () => {
    expect(await contestView(played.contestId)).toMatchObject({ status: 'COMPLETED', resultDistributed: true });
    const user = played.users[0]!;
    const [winning] = ((await server.api.get('/api/wallet/transactions', { token: user.token })).body as TransactionView[]).filter((row) => row.type === 'WINNING');
    const table = await finalTable(played);
    const mine = table.find((row) => row.entryId === played.entryIds[0])!;
    expect(winning).toMatchObject({ amount: mine.prize, description: `Winnings: Prize League, rank ${mine.rank}` });
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).body.winnings).toBe(mine.prize);
    const joined: JoinedContestView[] = (await server.api.get('/join/my-contests/details', { token: user.token })).body;
    expect(joined).toEqual([expect.objectContaining({ status: 'COMPLETED', rank: mine.rank, totalPoints: mine.totalPoints, prize: mine.prize })]);
    await expectLedgerBalanced(server.database);
  });

  it('tells each entrant their rank and prize once, in the settlement that paid it', async () => {
    const table = await finalTable(played);
    for (const [index, user] of played.users.entries()) {
      const row = table.find((one) => one.entryId === played.entryIds[index])!;
      const settled = ((await server.api.get('/api/notifications', { token: user.token })).body as { kind: string; title: string; body: string; url: string }[]).filter(
        (notification) => notification.kind === 'CONTEST_SETTLED',
      );
      expect(settled).toEqual([
        expect.objectContaining({ title: 'Prize League: the results are in', body: `You finished #${row.rank} and won ₹${row.prize!.toFixed(2)}.`, url: `/contests/${played.contestId}` }),
      ]);
    }
    // Settling again pays nothing more and tells nobody twice.
    await server.app.services.results.settlePending();
    const again = (await server.api.get('/api/notifications', { token: played.users[0]!.token })).body as { kind: string }[];
    expect(again.filter((notification) => notification.kind === 'CONTEST_SETTLED')).toHaveLength(1);
  });

  it("keeps the final table when a live write-back lands after it (a process whose board missed the last change)", async () => {
    const final = await finalTable(played);
    const stale = final.map((row, index) => [row.entryId, 1, final.length - index] as const);
    await server.database.db.transaction((tx) => server.app.services.entries.writeStandings(tx, played.contestId, stale));
    expect(await finalTable(played)).toEqual(final);
  });

  it('pays once when completion is asked for again', async () => {
    expect(await complete(played.matchId)).toMatchObject({ status: 409 });
    await server.app.services.results.settlePending();
    expect([...(await winningsByEntry(server.database.db, played.contestId)).values()].every((paid) => paid.length === 1)).toBe(true);
  });
});

describe('exactly once', () => {
  it('pays once when completion is asked for twice at once', async () => {
    const played = await playedMatch({ name: 'Twice League', entryFee: 0, prizePool: 150, prizes: PRIZES.slice(0, 2) });
    const answers = await Promise.all([complete(played.matchId), complete(played.matchId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await server.app.services.results.idle();
    expect(await contestView(played.contestId)).toMatchObject({ resultDistributed: true });
    const paid = await winningsByEntry(server.database.db, played.contestId);
    expect([...paid.values()].flat().reduce((sum, paise) => sum + paise, 0)).toBe(15_000);
    expect([...paid.values()].every((rows) => rows.length === 1)).toBe(true);
    await expectLedgerBalanced(server.database);
  });

  it('pays each entry once when two processes settle one contest at once', async () => {
    const second = await startTestServer({ database: server.database, redisKeyPrefix: 'shared-results:' });
    try {
      const played = await playedMatch({ name: 'Race League', entryFee: 0, prizePool: 150, prizes: PRIZES.slice(0, 2) });
      // Completed by the first process; then both settle it at once (truly in parallel on
      // PostgreSQL; on PGlite their statements queue on its one connection).
      const first = server.app.services.results;
      const other = second.app.services.results;
      await server.app.services.matches.complete(played.matchId, SERVER_ACTOR);
      await first.idle();
      const [a, b] = await Promise.all([first.settle(played.contestId), other.settle(played.contestId)]);
      expect(a || b).toBe(true);
      const paid = await winningsByEntry(server.database.db, played.contestId);
      expect([...paid.values()].every((rows) => rows.length === 1)).toBe(true);
      expect([...paid.values()].flat().reduce((sum, paise) => sum + paise, 0)).toBe(15_000);
      await expectLedgerBalanced(server.database);
    } finally {
      await second.close();
    }
  });

  it('ranks a contest without a prize table, pays nothing, and still distributes it', async () => {
    const played = await playedMatch({ name: 'Bragging Rights', entryFee: 0, prizePool: 0 });
    await complete(played.matchId);
    await server.app.services.results.idle();
    expect(await contestView(played.contestId)).toMatchObject({ status: 'COMPLETED', resultDistributed: true });
    const table = await finalTable(played);
    expect(table.every((row) => row.prize === 0)).toBe(true);
    expect(table[0]!.rank).toBe(1);
    expect((await winningsByEntry(server.database.db, played.contestId)).size).toBe(0);
  });
});

describe('when a match does not complete', () => {
  it('refunds every entry of an abandoned match, points and all, and pays no prize', async () => {
    const played = await playedMatch({ name: 'Washed Out', entryFee: 25, prizePool: 100 });
    const before = await Promise.all(played.users.map(async (user) => (await server.api.get('/api/wallet/balance', { token: user.token })).body));
    expect(before.every((wallet) => wallet.balance === 475)).toBe(true);
    expect((await server.api.post(`/api/matches/${played.matchId}/abandon`, undefined, { token: admin.token })).status).toBe(200);
    await server.app.services.results.idle();
    const after = await Promise.all(played.users.map(async (user) => (await server.api.get('/api/wallet/balance', { token: user.token })).body));
    expect(after.every((wallet) => wallet.balance === 500 && wallet.winnings === 0)).toBe(true);
    expect(await contestView(played.contestId)).toMatchObject({ status: 'CANCELLED', resultDistributed: false });
    expect((await winningsByEntry(server.database.db, played.contestId)).size).toBe(0);
    const joined: JoinedContestView[] = (await server.api.get('/join/my-contests/details', { token: played.users[0]!.token })).body;
    expect(joined).toEqual([expect.objectContaining({ status: 'CANCELLED', rank: null, prize: null })]);
    await expectLedgerBalanced(server.database);
  });

  it('cancels a flexible contest short of its spots at the start, refunds it, and never settles it', async () => {
    const imported = await importMatch(server, admin);
    const squad: PlayerView[] = imported.players as unknown as PlayerView[];
    const contest = await createContest(server, admin, imported.match.id, { name: 'Flexi Five', entryFee: 30, prizePool: 100, spots: 5, flexible: true });
    const user = await createUser(server);
    const team = await createTeam(server, user, contest.id, squad);
    await server.api.post('/api/join-contest', { contestId: contest.id, teamId: team.id }, { token: user.token });
    await server.api.post(`/api/matches/${imported.match.id}/start`, undefined, { token: admin.token });
    expect(await contestView(contest.id)).toMatchObject({ status: 'CANCELLED' });
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).body.balance).toBe(500);
    await complete(imported.match.id);
    await server.app.services.results.idle();
    expect(await contestView(contest.id)).toMatchObject({ status: 'CANCELLED', resultDistributed: false });
  });
});
