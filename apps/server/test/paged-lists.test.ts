// Every list of the API pages one way: ?limit=, the next page in Link, followed as given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SquadPlayer } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from './factories.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let admin: TestAccount;
let player: TestAccount;
let match: { id: number; competition?: string };
let squad: SquadPlayer[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  player = await createUser(server);
  ({ match, players: squad } = await importMatch(server, admin));
});
afterAll(() => server?.close());

const nextOf = (link: string | null) => (link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : undefined);

/** Follows a list's pages to the end; answers the rows of each. */
async function pages<T>(path: string, token?: string): Promise<T[][]> {
  const found: T[][] = [];
  for (let next: string | undefined = path; next !== undefined; ) {
    const response = await server.api.get(next, { token });
    expect(response.status).toBe(200);
    found.push(response.body);
    next = nextOf(response.headers.get('link'));
  }
  return found;
}

describe('lists a page at a time', () => {
  it("a match's squad, by side and name, through a position of several keys", async () => {
    const whole = (await server.api.get(`/api/players?matchId=${match.id}&limit=200`)).body as { id: number }[];
    expect(whole.length).toBe(squad.length);
    const paged = await pages<{ id: number }>(`/api/players?matchId=${match.id}&limit=10`);
    expect(paged.map((page) => page.length)).toEqual([10, 10, squad.length - 20]);
    expect(paged.flat().map((one) => one.id)).toEqual(whole.map((one) => one.id));
    const contest = await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 });
    const picker = await pages<{ id: number }>(`/api/players/contest/${contest.id}?limit=20`);
    expect(picker.flat().map((one) => one.id)).toEqual(whole.map((one) => one.id));
    expect(await server.api.get(`/api/players?matchId=${match.id}&before=bm90LWpzb24`)).toMatchObject({
      status: 400,
      body: { message: 'before is not a position in this list: follow the Link header of the page before.' },
    });
  });

  it('my teams, the last made first; my joined contests, newest first, with how many in all', async () => {
    const contests = [];
    for (let n = 0; n < 3; n += 1) contests.push(await createContest(server, admin, match.id, { name: `Paged ${n}`, entryFee: 0, prizePool: 0 }));
    const teams = [];
    for (let n = 0; n < 3; n += 1) teams.push(await createTeam(server, player, contests[n]!.id, squad, n));
    const myTeams = await pages<{ id: number }>('/api/my-team?limit=2', player.token);
    expect(myTeams.map((page) => page.map((team) => team.id))).toEqual([[teams[2]!.id, teams[1]!.id], [teams[0]!.id]]);
    for (const [n, contest] of contests.entries()) await server.api.post('/api/join-contest', { contestId: contest.id, teamId: teams[n]!.id }, { token: player.token });
    const first = await server.api.get('/join/my-contests/details?limit=2', { token: player.token });
    expect(first.headers.get('x-total-count')).toBe('3');
    const joined = await pages<{ contestId: number }>('/join/my-contests/details?limit=2', player.token);
    expect(joined.flat().map((row) => row.contestId)).toEqual(contests.map((contest) => contest.id).reverse());
  });

  it("narrows my teams to a match, and my joined contests to a contest or a match's, paging within the narrowed list", async () => {
    const other = await importMatch(server, admin);
    const here = await createContest(server, admin, match.id, { name: 'Narrowed here', entryFee: 0, prizePool: 0, maxTeamsPerUser: 3 });
    const there = await createContest(server, admin, other.match.id, { name: 'Narrowed there', entryFee: 0, prizePool: 0, maxTeamsPerUser: 3 });
    const hereTeams = [];
    for (let n = 0; n < 3; n += 1) hereTeams.push(await createTeam(server, player, here.id, squad, n));
    const thereTeam = await createTeam(server, player, there.id, other.players, 0);
    for (const team of hereTeams) await server.api.post('/api/join-contest', { contestId: here.id, teamId: team.id }, { token: player.token });
    await server.api.post('/api/join-contest', { contestId: there.id, teamId: thereTeam.id }, { token: player.token });

    const otherTeams = await pages<{ id: number; matchId: number }>(`/api/my-team?matchId=${other.match.id}&limit=2`, player.token);
    expect(otherTeams.flat().map((team) => team.id)).toEqual([thereTeam.id]);

    const inHere = await server.api.get(`/join/my-contests/details?contestId=${here.id}&limit=2`, { token: player.token });
    expect(inHere.headers.get('x-total-count')).toBe('3');
    expect(inHere.headers.get('link')).toContain(`contestId=${here.id}`);
    const herePages = await pages<{ contestId: number }>(`/join/my-contests/details?contestId=${here.id}&limit=2`, player.token);
    expect(herePages.map((page) => page.length)).toEqual([2, 1]);
    expect(new Set(herePages.flat().map((row) => row.contestId))).toEqual(new Set([here.id]));

    const ofOther = await server.api.get(`/join/my-contests/details?matchId=${other.match.id}`, { token: player.token });
    expect(ofOther.headers.get('x-total-count')).toBe('1');
    expect(ofOther.body.map((row: { contestId: number }) => row.contestId)).toEqual([there.id]);
    const mismatched = await server.api.get(`/join/my-contests/details?matchId=${other.match.id}&contestId=${here.id}`, { token: player.token });
    expect(mismatched).toMatchObject({ status: 200, body: [] });
    expect(await server.api.get('/join/my-contests/details?contestId=abc', { token: player.token })).toMatchObject({ status: 400, body: { message: 'contestId must be a number.' } });
  });

  it('my leagues, newest first', async () => {
    const competition = (await server.api.get(`/api/matches/${match.id}`)).body.competition as string;
    const made = [];
    for (let n = 0; n < 3; n += 1) made.push((await server.api.post('/api/leagues', { name: `League ${n}`, competition }, { token: player.token })).body.id);
    const leagues = await pages<{ id: number }>('/api/leagues?limit=2', player.token);
    expect(leagues.map((page) => page.map((league) => league.id))).toEqual([[made[2], made[1]], [made[0]]]);
  });

  it('refuses a bad limit on every list, naming it', async () => {
    for (const path of ['/api/players', '/api/matches/upcoming', '/api/contests', '/api/my-team', '/join/my-contests/details', '/api/leagues', '/api/wallet/transactions']) {
      const response = await server.api.get(`${path}?limit=500`, { token: player.token });
      expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 400, message: 'limit can be at most 200.' });
    }
  });
});
