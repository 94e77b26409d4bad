import { suggestTeam, type SquadPlayer } from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { DAY, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let clock: TestClock;
let admin: TestAccount;
let asha: TestAccount;
let ravi: TestAccount;
let squad: SquadPlayer[];
let match: { id: number; startTime: string };
let contest: { id: number };

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
  asha = await createUser(server, { name: 'Asha Rao' });
  ravi = await createUser(server, { name: 'Ravi Kumar' });
  ({ match, players: squad } = await importMatch(server, admin, 10 * DAY));
  contest = await createContest(server, admin, match.id);
});
afterAll(() => server?.close());

const valid = () => ({ contestId: contest.id, ...suggestTeam(squad)! });

describe('making a team', () => {
  it('answers 201 with the team, its players, credits and match', async () => {
    const body = valid();
    const response = await server.api.post('/api/user-teams', body, { token: asha.token });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      contestId: contest.id,
      matchId: match.id,
      playerIds: body.playerIds,
      captainId: body.captainId,
      viceCaptainId: body.viceCaptainId,
      editable: true,
      match: { id: match.id, teamA: 'Sunrisers Hyderabad', teamB: 'Kolkata Knight Riders' },
    });
    expect(response.body.players.map((p: { id: number }) => p.id)).toEqual(body.playerIds);
    const credits = squad.filter((p) => body.playerIds.includes(p.id)).reduce((sum, p) => sum + p.credit, 0);
    expect(response.body.credits).toBe(credits);
  });

  it('names every broken rule in one 400', async () => {
    const body = valid();
    const response = await server.api.post(
      '/api/user-teams',
      { ...body, playerIds: [...body.playerIds.slice(0, 10), body.playerIds[0]], viceCaptainId: body.captainId },
      { token: asha.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('A player can be picked only once');
    expect(response.body.message).toContain('A team has exactly 11 players; this one has 10.');
    expect(response.body.message).toContain('The Captain and the Vice-Captain must be different players.');
  });

  it('refuses a player of another match, naming the field and the player', async () => {
    const other = await importMatch(server, admin, 11 * DAY);
    const body = valid();
    const stranger = other.players[0]!.id;
    const response = await server.api.post('/api/user-teams', { ...body, playerIds: [...body.playerIds.slice(1), stranger] }, { token: asha.token });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(new RegExp(`^playerIds: Player ${stranger} is not in this match's squads\\.`));
  });

  it('names captainId and viceCaptainId when they are not among the players', async () => {
    const body = valid();
    const [outside] = squad.filter((player) => !body.playerIds.includes(player.id));
    const response = await server.api.post('/api/user-teams', { ...body, captainId: outside!.id, viceCaptainId: 999999 }, { token: asha.token });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'captainId: The Captain must be one of your players. viceCaptainId: The Vice-Captain must be one of your players.' },
    });
  });

  it.each([
    [{}, 'contestId is required.'],
    [{ contestId: 999999, playerIds: [], captainId: 1, viceCaptainId: 2 }, 'contestId: there is no contest 999999.'],
    [{ contestId: 1, playerIds: 'all', captainId: 1, viceCaptainId: 2 }, 'playerIds must be a list of player ids.'],
  ])('refuses %j with a 400', async (body, message) => {
    const response = await server.api.post('/api/user-teams', body, { token: asha.token });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('needs a signed-in user', async () => {
    expect((await server.api.post('/api/user-teams', valid())).status).toBe(401);
    expect((await server.api.get('/api/my-team')).status).toBe(401);
    expect((await server.api.get('/api/team/preview/1')).status).toBe(401);
  });
});

describe('a team is its owner\'s alone', () => {
  it('shows and changes a team for its owner; another user gets 404 and changes nothing', async () => {
    const team = await createTeam(server, asha, contest.id, squad);
    expect((await server.api.get(`/api/user-teams/${team.id}`, { token: asha.token })).status).toBe(200);
    expect(await server.api.get(`/api/user-teams/${team.id}`, { token: ravi.token })).toMatchObject({
      status: 404,
      body: { message: `Team ${team.id} was not found among your teams.` },
    });
    const other = { contestId: contest.id, ...suggestTeam(squad, 3)! };
    expect((await server.api.put(`/api/user-teams/${team.id}`, other, { token: ravi.token })).status).toBe(404);
    expect((await server.api.get(`/api/user-teams/${team.id}`, { token: asha.token })).body.playerIds).toEqual(team.playerIds);

    const changed = await server.api.put(`/api/user-teams/${team.id}`, other, { token: asha.token });
    expect(changed).toMatchObject({ status: 200, body: { id: team.id, playerIds: other.playerIds } });
    expect((await server.api.get('/api/my-team', { token: ravi.token })).body.map((t: { id: number }) => t.id)).not.toContain(team.id);
  });

  it('lists the user\'s teams newest first and previews the latest for a match', async () => {
    const user = await createUser(server);
    const first = await createTeam(server, user, contest.id, squad, 1);
    const second = await createTeam(server, user, contest.id, squad, 2);
    const mine = await server.api.get('/api/my-team', { token: user.token });
    expect(mine.body.map((t: { id: number }) => t.id)).toEqual([second.id, first.id]);
    const preview = await server.api.get(`/api/team/preview/${match.id}`, { token: user.token });
    expect(preview.body).toMatchObject({ teamId: second.id, captainId: second.captainId, viceCaptainId: second.viceCaptainId });
    expect(preview.body.players.map((p: { id: number }) => p.id)).toEqual(second.playerIds);
  });

  it('answers 404 with a message for a preview with no team, and for an unknown match', async () => {
    const user = await createUser(server);
    expect(await server.api.get(`/api/team/preview/${match.id}`, { token: user.token })).toMatchObject({
      status: 404,
      body: { message: `You have no team for match ${match.id} yet.` },
    });
    expect(await server.api.get('/api/team/preview/999999', { token: user.token })).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
    expect((await server.api.get('/api/my-team', { token: user.token })).body).toEqual([]);
  });

  it('keeps a team with its match', async () => {
    const team = await createTeam(server, asha, contest.id, squad);
    const other = await importMatch(server, admin, 12 * DAY);
    const otherContest = await createContest(server, admin, other.match.id);
    const response = await server.api.put(`/api/user-teams/${team.id}`, { contestId: otherContest.id, ...suggestTeam(other.players)! }, { token: asha.token });
    expect(response.status).toBe(400);
  });
});

describe('team names: T1, T2, ... per user and match, in the order made', () => {
  it('names each user\'s teams of a match in order, apart from their teams of other matches and other users\' teams', async () => {
    const user = await createUser(server);
    const other = await importMatch(server, admin, 13 * DAY);
    const otherContest = await createContest(server, admin, other.match.id);
    const first = await server.api.post('/api/user-teams', { contestId: contest.id, ...suggestTeam(squad, 1)! }, { token: user.token });
    expect(first.body.name).toBe('T1');
    await createTeam(server, ravi, contest.id, squad, 2); // another user's team between them changes nothing
    const elsewhere = await server.api.post('/api/user-teams', { contestId: otherContest.id, ...suggestTeam(other.players)! }, { token: user.token });
    expect(elsewhere.body.name).toBe('T1');
    const second = await server.api.post('/api/user-teams', { contestId: contest.id, ...suggestTeam(squad, 2)! }, { token: user.token });
    expect(second.body.name).toBe('T2');

    const mine = await server.api.get(`/api/my-team?matchId=${match.id}`, { token: user.token });
    expect(mine.body.map((team: { id: number; name: string }) => [team.id, team.name])).toEqual([
      [second.body.id, 'T2'],
      [first.body.id, 'T1'],
    ]);
    // A page of one still counts the teams before it.
    const page = await server.api.get(`/api/my-team?matchId=${match.id}&limit=1`, { token: user.token });
    expect(page.body.map((team: { name: string }) => team.name)).toEqual(['T2']);
    expect((await server.api.get(`/api/user-teams/${first.body.id}`, { token: user.token })).body.name).toBe('T1');
    expect((await server.api.get(`/api/team/preview/${match.id}`, { token: user.token })).body).toMatchObject({ teamId: second.body.id, name: 'T2' });
    // A change keeps the name.
    const changed = await server.api.put(`/api/user-teams/${first.body.id}`, { contestId: contest.id, ...suggestTeam(squad, 3)! }, { token: user.token });
    expect(changed.body.name).toBe('T1');
  });
});

describe('copying a team', () => {
  it('makes the next team of the match with the same players, Captain and Vice-Captain', async () => {
    const user = await createUser(server);
    const original = await createTeam(server, user, contest.id, squad, 1);
    await createTeam(server, user, contest.id, squad, 2);
    const copy = await server.api.post(`/api/user-teams/${original.id}/copy`, {}, { token: user.token });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'T3',
      matchId: match.id,
      contestId: contest.id,
      playerIds: original.playerIds,
      captainId: original.captainId,
      viceCaptainId: original.viceCaptainId,
      editable: true,
    });
    expect(copy.body.id).not.toBe(original.id);
    // The copy is a team of its own: changing it leaves the original as it was.
    await server.api.put(`/api/user-teams/${copy.body.id}`, { contestId: contest.id, ...suggestTeam(squad, 4)! }, { token: user.token });
    expect((await server.api.get(`/api/user-teams/${original.id}`, { token: user.token })).body).toMatchObject({ name: 'T1', playerIds: original.playerIds });
    expect((await server.api.get(`/api/my-team?matchId=${match.id}`, { token: user.token })).body.map((team: { name: string }) => team.name)).toEqual(['T3', 'T2', 'T1']);
  });

  it("answers 404 for another user's team and copies nothing", async () => {
    const team = await createTeam(server, asha, contest.id, squad);
    const user = await createUser(server);
    expect(await server.api.post(`/api/user-teams/${team.id}/copy`, {}, { token: user.token })).toMatchObject({
      status: 404,
      body: { message: `Team ${team.id} was not found among your teams.` },
    });
    expect((await server.api.get('/api/my-team', { token: user.token })).body).toEqual([]);
  });

  it('needs a signed-in user before anything else, and a numeric id', async () => {
    expect((await server.api.post('/api/user-teams/abc/copy', {})).status).toBe(401);
    expect(await server.api.post('/api/user-teams/abc/copy', {}, { token: asha.token })).toMatchObject({ status: 400, body: { message: expect.stringContaining('id in the path') } });
  });

  it('is refused with 409 once the match has started', async () => {
    const late = await importMatch(server, admin, 15 * DAY);
    const lateContest = await createContest(server, admin, late.match.id);
    const team = await createTeam(server, ravi, lateContest.id, late.players);
    clock.passTo(late.match.startTime);
    expect(await server.api.post(`/api/user-teams/${team.id}/copy`, {}, { token: ravi.token })).toMatchObject({
      status: 409,
      body: { message: 'Sunrisers Hyderabad vs Kolkata Knight Riders has started; teams for it can no longer be made or changed.' },
    });
    expect((await server.api.get(`/api/my-team?matchId=${late.match.id}`, { token: ravi.token })).body).toHaveLength(1);
  });
});

describe('after the deadline', () => {
  it('refuses new teams and changes, and the team is no longer editable', async () => {
    const late = await importMatch(server, admin, 20 * DAY);
    const lateContest = await createContest(server, admin, late.match.id);
    const team = await createTeam(server, asha, lateContest.id, late.players);
    clock.passTo(late.match.startTime);
    const body = { contestId: lateContest.id, ...suggestTeam(late.players, 4)! };
    expect(await server.api.post('/api/user-teams', body, { token: asha.token })).toMatchObject({
      status: 409,
      body: { message: 'Sunrisers Hyderabad vs Kolkata Knight Riders has started; teams for it can no longer be made or changed.' },
    });
    expect((await server.api.put(`/api/user-teams/${team.id}`, body, { token: asha.token })).status).toBe(409);
    expect((await server.api.get(`/api/user-teams/${team.id}`, { token: asha.token })).body.editable).toBe(false);
  });
});
