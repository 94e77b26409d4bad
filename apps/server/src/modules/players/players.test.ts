import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createMatch, createPlayer, createUser, type TestAccount } from '../../../test/factories.ts';
import { DAY, inFuture, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let player: TestAccount;
let clock: TestClock;
let match: { id: number; startTime: string };

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
  player = await createUser(server);
  match = await createMatch(server, admin, { startTime: inFuture(30 * DAY) });
});
afterAll(() => server?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'JJ Bumrah',
  team: 'India',
  role: 'Bowler',
  credit: 9.5,
  points: 0,
  matchId: match.id,
  imageUrl: '',
  ...overrides,
});

describe('adding a player', () => {
  it('answers 201 with the player, not playing until announced', async () => {
    const response = await server.api.post('/api/players', form(), { token: admin.token });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'JJ Bumrah',
      team: 'India',
      role: 'Bowler',
      credit: 9.5,
      points: 0,
      playingStatus: false,
      imageUrl: null,
      matchId: match.id,
      match: { id: match.id },
      registryId: null,
    });
  });

  it('takes the body the spec form sends: match:{id} beside matchId, numbers as text, the side in any case', async () => {
    const response = await server.api.post(
      '/api/players',
      { name: 'RR Pant', team: 'india', role: 'Wicketkeeper', credit: '8.5', points: '12', matchId: '', match: { id: match.id }, imageUrl: 'https://img.example/pant.png' },
      { token: admin.token },
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ team: 'India', credit: 8.5, points: 12, matchId: match.id, imageUrl: 'https://img.example/pant.png' });
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [{ team: 'Nepal' }, "Team must be one of the match's sides: India or Australia."],
    [{ role: 'Keeper' }, 'Role must be one of Batsman, Bowler, Wicketkeeper, Allrounder.'],
    [{ role: undefined }, 'Role must be one of Batsman, Bowler, Wicketkeeper, Allrounder.'],
    [{ credit: 3.5 }, 'Credit must be between 4 and 12.'],
    [{ credit: 12.5 }, 'Credit must be between 4 and 12.'],
    [{ credit: 8.25 }, 'Credit goes in steps of 0.5, like 8 or 8.5.'],
    [{ credit: 'lots' }, 'Credit must be a number.'],
    [{ credit: undefined }, 'Credit is required.'],
    [{ points: 0.25 }, 'Points go in steps of 0.5.'],
    [{ matchId: undefined }, 'matchId is required.'],
    [{ matchId: 999999 }, 'matchId: there is no match 999999.'],
    [{ imageUrl: 'javascript:alert(1)' }, 'Image URL must start with https:// or http://.'],
    [{ playingStatus: 'PLAYING' }, 'playingStatus must be true or false.'],
  ])('refuses %j with a 400 naming the field', async (overrides, message) => {
    const response = await server.api.post('/api/players', form(overrides), { token: admin.token });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts credits at both ends of the range', async () => {
    for (const credit of [4, 12]) {
      expect((await server.api.post('/api/players', form({ credit }), { token: admin.token })).status).toBe(201);
    }
  });
});

describe('who may write', () => {
  it.each([
    ['POST', '/api/players'],
    ['PUT', '/api/players/1'],
    ['DELETE', '/api/players/1'],
    ['PUT', '/api/players/1/status?playing=true'],
  ])('%s %s is 401 without a token and 403 for a player', async (method, url) => {
    const body = method === 'DELETE' ? undefined : {};
    expect((await server.api.request(method, url, body)).status).toBe(401);
    expect((await server.api.request(method, url, body, { token: player.token })).status).toBe(403);
  });
});

describe('editing, announcing and removing', () => {
  it('replaces the fields and keeps the playing status when the form leaves it out', async () => {
    const created = await createPlayer(server, admin, match.id);
    await server.api.put(`/api/players/${created.id}/status?playing=true`, undefined, { token: admin.token });
    const response = await server.api.put(`/api/players/${created.id}`, form({ name: 'V Kohli', role: 'Batsman', credit: 10 }), { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: created.id, name: 'V Kohli', role: 'Batsman', credit: 10, playingStatus: true });
  });

  it('sets the playing status both ways; anything but true or false is a 400', async () => {
    const created = await createPlayer(server, admin, match.id);
    const on = await server.api.put(`/api/players/${created.id}/status?playing=true`, undefined, { token: admin.token });
    expect(on.body.playingStatus).toBe(true);
    const off = await server.api.put(`/api/players/${created.id}/status?playing=false`, undefined, { token: admin.token });
    expect(off.body.playingStatus).toBe(false);
    for (const query of ['', '?playing=yes', '?playing=1']) {
      const bad = await server.api.put(`/api/players/${created.id}/status${query}`, undefined, { token: admin.token });
      expect(bad).toMatchObject({ status: 400, body: { message: 'playing must be true or false, as in ?playing=true.' } });
    }
  });

  it('deletes a player: 204, then gone', async () => {
    const created = await createPlayer(server, admin, match.id);
    expect((await server.api.delete(`/api/players/${created.id}`, { token: admin.token })).status).toBe(204);
    const squad = await server.api.get(`/api/players?matchId=${match.id}`);
    expect(squad.body.map((p: { id: number }) => p.id)).not.toContain(created.id);
  });

  it.each([
    ['PUT', '/api/players/999999', true],
    ['DELETE', '/api/players/999999', false],
    ['PUT', '/api/players/999999/status?playing=true', false],
  ])('%s %s answers 404 with a message', async (method, url, withBody) => {
    const response = await server.api.request(method, url, withBody ? form() : undefined, { token: admin.token });
    expect(response).toMatchObject({ status: 404, body: { message: 'Player 999999 was not found.' } });
  });
});

describe('lists', () => {
  it("lists a contest's players (its match's squads) to anyone; 404 for an unknown contest", async () => {
    const other = await createMatch(server, admin, { teamA: 'England', teamB: 'New Zealand', startTime: inFuture(31 * DAY) });
    const root = await createPlayer(server, admin, other.id, { name: 'JE Root', team: 'England' });
    const contest = await createContest(server, admin, other.id);
    const response = await server.api.get(`/api/players/contest/${contest.id}`);
    expect(response.status).toBe(200);
    expect(response.body.map((p: { id: number }) => p.id)).toEqual([root.id]);
    expect(await server.api.get('/api/players/contest/999999')).toMatchObject({ status: 404, body: { message: 'Contest 999999 was not found.' } });
  });

  it('lists every player, or one match\'s with ?matchId=', async () => {
    const all = await server.api.get('/api/players');
    const one = await server.api.get(`/api/players?matchId=${match.id}`);
    expect(one.body.length).toBeGreaterThan(0);
    expect(one.body.every((p: { matchId: number }) => p.matchId === match.id)).toBe(true);
    expect(all.body.length).toBeGreaterThan(one.body.length);
    expect(await server.api.get('/api/players?matchId=abc')).toMatchObject({ status: 400, body: { message: 'matchId must be a number.' } });
    expect(await server.api.get('/api/players?matchId=99999999999')).toMatchObject({ status: 400, body: { message: 'matchId is too large.' } });
  });
});

describe('after the match starts', () => {
  it('keeps match, side, role, credit and points fixed (points come from scoring), lets name, image and status change, and refuses adds and deletes', async () => {
    const started = await createMatch(server, admin, { startTime: inFuture(40 * DAY) });
    const created = await createPlayer(server, admin, started.id);
    clock.passTo(started.startTime);
    const body = form({ matchId: started.id, name: 'V Kohli', credit: 9.5, role: 'Batsman' });

    const credit = await server.api.put(`/api/players/${created.id}`, { ...body, credit: 11 }, { token: admin.token });
    expect(credit.status).toBe(409);
    expect(credit.body.message).toContain('(credit changed)');
    const points = await server.api.put(`/api/players/${created.id}`, { ...body, points: 54 }, { token: admin.token });
    expect(points.status).toBe(409);
    expect(points.body.message).toContain('points come from its scoring (points changed)');
    const renamed = await server.api.put(`/api/players/${created.id}`, { ...body, name: 'Virat Kohli', imageUrl: 'https://img.example/vk.png' }, { token: admin.token });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Virat Kohli', imageUrl: 'https://img.example/vk.png', points: 0 } });
    const added = await server.api.post('/api/players', form({ matchId: started.id }), { token: admin.token });
    expect(added).toMatchObject({ status: 409, body: { message: `Match ${started.id} has started; its squads are fixed.` } });
    const deleted = await server.api.delete(`/api/players/${created.id}`, { token: admin.token });
    expect(deleted.status).toBe(409);
  });
});
