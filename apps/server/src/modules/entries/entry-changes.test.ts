// What a player does with an entry around a join: the join sheet before it (what the fee takes
// from each part of the wallet; the parts themselves are held to the join in join-contest.test.ts)
// and another of their teams swapped into it until the deadline.
import type { SquadPlayer } from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { DAY, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let clock: TestClock;
let admin: TestAccount;
let squad: SquadPlayer[];
let match: { id: number; startTime: string };

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
  ({ match, players: squad } = await importMatch(server, admin, 100 * DAY));
});
afterAll(() => server?.close());

const join = (user: TestAccount, contestId: number, teamId: number, inviteCode?: string) =>
  server.api.post('/api/join-contest', { contestId, teamId, ...(inviteCode ? { inviteCode } : {}) }, { token: user.token });
const swap = (user: TestAccount | undefined, entryId: number | string, body: unknown) => server.api.put(`/api/join-contest/${entryId}`, body, user && { token: user.token });
const preview = (user: TestAccount | undefined, query: string) => server.api.get(`/api/join-contest/preview${query}`, user && { token: user.token });
const balanceOf = async (user: TestAccount) => (await server.api.get('/api/wallet/balance', { token: user.token })).body;

describe('the join sheet (GET /api/join-contest/preview)', () => {
  it('says the fee and what it takes from the bonus first, with nothing short', async () => {
    const user = await createUser(server); // the ₹500 welcome bonus
    const contest = await createContest(server, admin, match.id, { name: 'Sheet League', entryFee: 49, prizePool: 100 });
    expect(await preview(user, `?contestId=${contest.id}`)).toMatchObject({
      status: 200,
      body: { entryFee: 49, bonusUsed: 49, depositUsed: 0, winningsUsed: 0, shortBy: 0 },
    });
    // Only a look: the wallet is as it was.
    expect((await balanceOf(user)).balance).toBe(500);
  });

  it('says how much is short when the balance does not cover the fee, and the join is then refused', async () => {
    const user = await createUser(server);
    const contest = await createContest(server, admin, match.id, { name: 'Dear League', entryFee: 525.5, prizePool: 1000 });
    expect((await preview(user, `?contestId=${contest.id}`)).body).toEqual({ entryFee: 525.5, bonusUsed: 500, depositUsed: 0, winningsUsed: 0, shortBy: 25.5 });
    const team = await createTeam(server, user, contest.id, squad);
    expect((await join(user, contest.id, team.id)).status).toBe(409);
  });

  it.each([
    ['', 400, 'contestId must be a number.'],
    ['?contestId=abc', 400, 'contestId must be a number.'],
    ['?contestId=0', 400, 'contestId must be above 0.'],
    ['?contestId=999999', 404, 'contestId: there is no contest 999999.'],
  ])('answers %j with %i naming contestId', async (query, status, message) => {
    const user = await createUser(server);
    expect(await preview(user, query)).toMatchObject({ status, body: { message: expect.stringContaining(message) } });
  });

  it('needs a signed-in user before it reads the query', async () => {
    expect((await preview(undefined, '?contestId=abc')).status).toBe(401);
  });

  it('answers a private contest only to whoever may see it, as for an id no contest has', async () => {
    const maker = await createUser(server);
    const team = await createTeam(server, maker, (await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 })).id, squad);
    const made = await server.api.post(
      '/api/contests/private',
      { matchId: match.id, name: 'Office Friends', spots: 4, entryFee: 0, prizeTemplate: 'TOP_3', teamId: team.id },
      { token: maker.token },
    );
    expect(made.status).toBe(201);
    const stranger = await createUser(server);
    expect(await preview(stranger, `?contestId=${made.body.id}`)).toMatchObject({ status: 404, body: { message: `contestId: there is no contest ${made.body.id}.` } });
    expect((await preview(stranger, `?contestId=${made.body.id}&inviteCode=${made.body.inviteCode}`)).status).toBe(200);
    expect((await preview(maker, `?contestId=${made.body.id}`)).status).toBe(200);
  });
});

describe("swapping an entry's team (PUT /api/join-contest/{entryId})", () => {
  /** A player with two teams of the match, T1 entered in a contest that takes two of theirs. */
  async function entered(fee = 0) {
    const user = await createUser(server);
    const contest = await createContest(server, admin, match.id, { name: 'Swap League', entryFee: fee, prizePool: fee * 4, maxTeamsPerUser: 2 });
    const first = await createTeam(server, user, contest.id, squad, 1);
    const second = await createTeam(server, user, contest.id, squad, 2);
    const joined = await join(user, contest.id, first.id);
    expect(joined.status).toBe(201);
    return { user, contest, first, second, entryId: joined.body.entryId as number };
  }

  it('puts another team of the match in the entry; the fee and the entry stay, and the first team is free again', async () => {
    const { user, contest, first, second, entryId } = await entered(20);
    const before = await balanceOf(user);
    const swapped = await swap(user, entryId, { teamId: second.id });
    expect(swapped).toMatchObject({ status: 200, body: { entryId, contestId: contest.id, teamId: second.id, teamName: 'T2', entryFee: 20 } });
    expect(await balanceOf(user)).toEqual(before);
    const mine = await server.api.get(`/join/my-contests/details?contestId=${contest.id}`, { token: user.token });
    expect(mine.body.map((row: { entryId: number; teamId: number; teamName: string }) => [row.entryId, row.teamId, row.teamName])).toEqual([[entryId, second.id, 'T2']]);
    const table = await server.api.get(`/api/contests/${contest.id}/leaderboard`, { token: user.token });
    expect(table.body.map((row: { entryId: number; teamId: number }) => [row.entryId, row.teamId])).toEqual([[entryId, second.id]]);
    // The team it left may enter the contest again.
    expect((await join(user, contest.id, first.id)).status).toBe(201);
  });

  it('changes nothing when the entry already has that team', async () => {
    const { user, first, entryId } = await entered();
    expect(await swap(user, entryId, { teamId: first.id })).toMatchObject({ status: 200, body: { entryId, teamId: first.id, teamName: 'T1' } });
  });

  it("refuses with a 400 naming teamId a team of another match, another user's team, one already in the contest, and no team", async () => {
    const { user, contest, second, entryId, first } = await entered();
    const other = await importMatch(server, admin, 101 * DAY);
    const elsewhere = await createTeam(server, user, (await createContest(server, admin, other.match.id)).id, other.players);
    const someone = await createUser(server);
    const theirs = await createTeam(server, someone, contest.id, squad, 3);
    expect((await join(user, contest.id, second.id)).status).toBe(201);
    const cases: [number, string][] = [
      [elsewhere.id, `teamId: team ${elsewhere.id} is for another match; pick one of your teams for Sunrisers Hyderabad vs Kolkata Knight Riders.`],
      [theirs.id, `teamId: you have no team ${theirs.id}.`],
      [second.id, `teamId: team ${second.id} is already in Swap League; pick a team not entered in it.`],
      [999999, 'teamId: you have no team 999999.'],
    ];
    for (const [teamId, message] of cases) expect(await swap(user, entryId, { teamId })).toMatchObject({ status: 400, body: { message } });
    expect(await swap(user, entryId, {})).toMatchObject({ status: 400, body: { message: expect.stringContaining('teamId is required.') } });
    expect(await swap(user, entryId, { teamId: 'T2' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('teamId must be a number.') } });
    // Nothing moved.
    const mine = await server.api.get(`/join/my-contests/details?contestId=${contest.id}`, { token: user.token });
    expect(mine.body.find((row: { entryId: number }) => row.entryId === entryId).teamId).toBe(first.id);
  });

  it("answers 404 for another user's entry and an unknown one, and 401 before anything else", async () => {
    const { entryId, second } = await entered();
    const someone = await createUser(server);
    expect(await swap(someone, entryId, { teamId: second.id })).toMatchObject({ status: 404, body: { message: `Entry ${entryId} was not found among your entries.` } });
    expect((await swap(someone, 999999, { teamId: second.id })).status).toBe(404);
    expect((await swap(undefined, 'abc', { teamId: 'x' })).status).toBe(401);
    expect(await swap(someone, 'abc', { teamId: second.id })).toMatchObject({ status: 400, body: { message: expect.stringContaining('entryId in the path') } });
  });

  it('is refused with 409 once the match has started, and the live table ranks the team swapped in before it', async () => {
    const late = await importMatch(server, admin, 150 * DAY);
    const user = await createUser(server);
    const contest = await createContest(server, admin, late.match.id, { name: 'Late League', entryFee: 0, prizePool: 0 });
    const first = await createTeam(server, user, contest.id, late.players, 1);
    const second = await createTeam(server, user, contest.id, late.players, 2);
    const entryId = (await join(user, contest.id, first.id)).body.entryId as number;
    expect((await swap(user, entryId, { teamId: second.id })).status).toBe(200);
    expect((await server.api.post(`/api/matches/${late.match.id}/start`, undefined, { token: admin.token })).status).toBe(200);
    expect(await swap(user, entryId, { teamId: first.id })).toMatchObject({
      status: 409,
      body: { message: 'Sunrisers Hyderabad vs Kolkata Knight Riders has started; the team of an entry can no longer be changed.' },
    });
    const table = await server.api.get(`/api/contests/${contest.id}/leaderboard`, { token: user.token });
    expect(table.body.map((row: { entryId: number; teamId: number }) => [row.entryId, row.teamId])).toEqual([[entryId, second.id]]);
    expect((await server.api.get(`/api/contests/${contest.id}/entries/${entryId}/team`, { token: user.token })).body).toMatchObject({ teamId: second.id, teamName: 'T2' });
  });

  it('refuses a cancelled contest with 409', async () => {
    const { user, contest, second, entryId } = await entered(10);
    expect((await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
    expect(await swap(user, entryId, { teamId: second.id })).toMatchObject({ status: 409, body: { message: 'Swap League was cancelled; its entries cannot change.' } });
  });
});
