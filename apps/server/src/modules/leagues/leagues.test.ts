import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPoints, type LeagueSummaryView, type LeagueView, type MatchView, type PlayerView, type SquadPlayer } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { IPL_FINAL_DELIVERIES, postDeliveries } from '../../../test/live-scoring.ts';
import { connectStomp } from '../../../test/stomp-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

/** The IPL final imported two days out: its competition, a public contest for making teams. */
async function newMatch() {
  const imported = await importMatch(server, admin);
  const contest = await createContest(server, admin, imported.match.id, { name: 'Open League', entryFee: 0, prizePool: 0 });
  const match: MatchView = (await server.api.get(`/api/matches/${imported.match.id}`)).body;
  return { match, contest, squad: imported.players as SquadPlayer[] };
}

describe('a league', () => {
  let asha: TestAccount;
  let bala: TestAccount;
  let stranger: TestAccount;
  let league: LeagueSummaryView;
  let first: Awaited<ReturnType<typeof newMatch>>;

  beforeAll(async () => {
    asha = await createUser(server, { name: 'Asha' });
    bala = await createUser(server, { name: 'Bala' });
    stranger = await createUser(server, { name: 'Stranger' });
    first = await newMatch();
  });

  it('is made for a competition the matches name, in any case, with a code; the maker is its first member', async () => {
    const competition = first.match.competition!;
    expect(competition).toMatch(/^Indian Premier League \d{4}$/);
    const response = await server.api.post('/api/leagues', { name: 'Office League', competition: competition.toUpperCase() }, { token: asha.token });
    expect(response).toMatchObject({ status: 201, body: { name: 'Office League', competition, members: 1 } });
    expect(response.body.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    league = response.body;
  });

  it('refuses a competition no match belongs to, and a missing name, naming the field', async () => {
    const unknown = await server.api.post('/api/leagues', { name: 'Nowhere', competition: 'Village Cup 1999' }, { token: asha.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^competition: no match is part of "Village Cup 1999"\. A league follows a series of matches, such as "Indian Premier League \d{4}"/);
    expect(await server.api.post('/api/leagues', { competition: first.match.competition }, { token: asha.token })).toMatchObject({ status: 400, body: { message: 'League name is required.' } });
    expect((await server.api.post('/api/leagues', { name: 'X', competition: 'Y' })).status).toBe(401);
  });

  it('is joined with its code; again changes nothing; a wrong code is a 404', async () => {
    expect(await server.api.post('/api/leagues/join', { code: league.inviteCode.toLowerCase() }, { token: bala.token })).toMatchObject({ status: 200, body: { id: league.id, members: 2 } });
    expect(await server.api.post('/api/leagues/join', { code: league.inviteCode }, { token: bala.token })).toMatchObject({ status: 200, body: { members: 2 } });
    expect(await server.api.post('/api/leagues/join', { code: 'ZZZZZZZZ' }, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { message: 'No league has that code. Check it with the friend who sent it.' },
    });
    expect((await server.api.get('/api/leagues', { token: bala.token })).body.map((one: LeagueSummaryView) => one.id)).toEqual([league.id]);
    expect((await server.api.get('/api/leagues', { token: stranger.token })).body).toEqual([]);
  });

  it('is for its members: anyone else is told it does not exist', async () => {
    expect(await server.api.get(`/api/leagues/${league.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { message: `League ${league.id} was not found.` } });
    expect((await server.api.get('/api/leagues/99999999', { token: asha.token })).status).toBe(404);
    const view = await server.api.get(`/api/leagues/${league.id}`, { token: bala.token });
    // Before the first ball: no match counts yet, everyone level.
    expect(view.body).toMatchObject({ id: league.id, creatorId: asha.id, matches: [] });
    expect(view.body.table.map((row: { rank: number; username: string; totalPoints: number }) => [row.rank, row.username, row.totalPoints])).toEqual([
      [1, 'Asha', 0],
      [1, 'Bala', 0],
    ]);
  });

  it("adds up each member's best team per match, live as the deliveries come, and pushes the table to members", async () => {
    const { match, contest, squad } = first;
    // Asha has two teams (the better counts), Bala one.
    const ashaTeams = [await createTeam(server, asha, contest.id, squad, 0), await createTeam(server, asha, contest.id, squad, 5)];
    const balaTeam = await createTeam(server, bala, contest.id, squad, 9);
    await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token });

    const stomp = await connectStomp(server.url, bala.token);
    const topic = `/topic/leagues/${league.id}/leaderboard`;
    await stomp.subscribe(topic);
    await stomp.waitFor(topic, 1);
    expect((await postDeliveries(server, admin, match.id, IPL_FINAL_DELIVERIES.slice(0, 30))).status).toBe(200);

    const points = new Map(((await server.api.get(`/api/players?matchId=${match.id}`)).body as PlayerView[]).map((player) => [player.id, player.points]));
    const score = (team: { playerIds: number[]; captainId: number; viceCaptainId: number }) => teamPoints(team, (id) => points.get(id) ?? 0, { captain: 2, viceCaptain: 1.5 });
    const expected = new Map([
      ['Asha', Math.max(...ashaTeams.map(score))],
      ['Bala', score(balaTeam)],
    ]);
    const view: LeagueView = (await server.api.get(`/api/leagues/${league.id}`, { token: asha.token })).body;
    expect(view.matches).toMatchObject([{ id: match.id, state: 'LIVE' }]);
    expect(new Map(view.table.map((row) => [row.username, row.totalPoints]))).toEqual(expected);
    expect(view.table.every((row) => row.perMatch.length === 1 && row.perMatch[0]!.matchId === match.id && row.perMatch[0]!.points === row.totalPoints)).toBe(true);
    expect(view.table[0]!.totalPoints).toBeGreaterThanOrEqual(view.table[1]!.totalPoints);

    const pushed = await stomp.waitUntil(topic, (list) => {
      const last = list.at(-1) as { username: string; totalPoints: number }[];
      return last.every((row) => row.totalPoints === expected.get(row.username));
    });
    expect(pushed.length).toBeGreaterThan(1);
    await stomp.close();

    const outsider = await connectStomp(server.url, stranger.token);
    const refused = new Promise<string>((resolve) => {
      outsider.client.onStompError = (frame) => resolve(frame.body);
    });
    await outsider.subscribe(topic);
    expect(await refused).toBe(`League ${league.id} was not found.`);
    await outsider.close().catch(() => undefined);
  });

  it('adds the next match of the series, with 0 for a member who made no team for it', async () => {
    const second = await newMatch();
    await createTeam(server, bala, second.contest.id, second.squad, 3);
    await server.api.post(`/api/matches/${second.match.id}/start`, undefined, { token: admin.token });
    await postDeliveries(server, admin, second.match.id, IPL_FINAL_DELIVERIES.slice(0, 12));
    const view: LeagueView = (await server.api.get(`/api/leagues/${league.id}`, { token: asha.token })).body;
    expect(view.matches.map((match) => match.id)).toEqual([first.match.id, second.match.id]);
    const asha2 = view.table.find((row) => row.username === 'Asha')!;
    const bala2 = view.table.find((row) => row.username === 'Bala')!;
    expect(asha2.perMatch[1]).toEqual({ matchId: second.match.id, points: 0 });
    expect(bala2.perMatch[1]!.points).toBeGreaterThan(0);
    expect(bala2.totalPoints).toBe(bala2.perMatch[0]!.points + bala2.perMatch[1]!.points);
  });
});
