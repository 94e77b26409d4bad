import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createMatch, createPlayer, createUser, type TestAccount } from '../../../test/factories.ts';
import { DAY, HOUR, inFuture, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  player = await createUser(server);
});
afterAll(() => server?.close());

describe('creating a match', () => {
  it('answers 201 with the match, T20 by default, SCHEDULED until it starts', async () => {
    const startTime = inFuture(3 * DAY);
    const response = await server.api.post('/api/matches', { teamA: 'India', teamB: 'Pakistan', startTime }, { token: admin.token });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      teamA: 'India',
      teamB: 'Pakistan',
      startTime: new Date(startTime).toISOString(),
      matchType: 'T20',
      state: 'SCHEDULED',
      venue: null,
      event: null,
      competition: null,
      lineupsAnnouncedAt: null,
      result: null,
    });
    const read = await server.api.get(`/api/matches/${response.body.id}`);
    expect(read.body).toEqual(response.body);
  });

  it('keeps the start time given with an offset, in UTC', async () => {
    const response = await server.api.post(
      '/api/matches',
      { teamA: 'Mumbai Indians', teamB: 'Chennai Super Kings', startTime: '2099-04-01T19:30:00+05:30', matchType: 'ODI', venue: 'Wankhede', competition: 'Indian Premier League 2099' },
      { token: admin.token },
    );
    expect(response.body).toMatchObject({ startTime: '2099-04-01T14:00:00.000Z', matchType: 'ODI', venue: 'Wankhede', competition: 'Indian Premier League 2099' });
  });

  it.each([
    [{}, 'Team A is required. Team B is required. startTime is required.'],
    [{ teamA: 'India', teamB: ' india ', startTime: inFuture(DAY) }, 'Team B must be a different side from Team A.'],
    [{ teamA: 'India', teamB: 'Nepal', startTime: 'next tuesday' }, 'startTime must be a date and time with its time zone, like 2026-11-24T14:00:00Z.'],
    [{ teamA: 'India', teamB: 'Nepal', startTime: '2099-01-01T10:00:00' }, 'startTime must be a date and time with its time zone, like 2026-11-24T14:00:00Z.'],
    [{ teamA: 'India', teamB: 'Nepal', startTime: inFuture(DAY), matchType: 'T10' }, 'matchType must be one of T20, ODI, TEST.'],
    [{ teamA: 'x'.repeat(61), teamB: 'Nepal', startTime: inFuture(DAY) }, 'Team A can be at most 60 characters.'],
    [{ teamA: 42, teamB: 'Nepal', startTime: inFuture(DAY) }, 'Team A must be text.'],
    [{ teamA: 'India', teamB: 'Nepal', startTime: '2020-01-01T10:00:00Z' }, 'startTime must be in the future: it is the deadline for teams and entries.'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await server.api.post('/api/matches', body, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('who may write', () => {
  const writes = [
    ['POST', '/api/matches'],
    ['PUT', '/api/matches/1'],
    ['POST', '/api/matches/1/start'],
    ['POST', '/api/matches/1/complete'],
    ['POST', '/api/matches/1/abandon'],
    ['GET', '/api/matches'],
  ] as const;

  it.each(writes)('%s %s is 401 without a token and 403 for a player, before the body is read', async (method, url) => {
    const body = method === 'GET' ? undefined : {};
    const anonymous = await server.api.request(method, url, body);
    expect(anonymous.status).toBe(401);
    const byPlayer = await server.api.request(method, url, body, { token: player.token });
    expect(byPlayer.status).toBe(403);
    expect(byPlayer.body).toEqual({ message: 'This is for admins only.' });
  });
});

describe('reading matches', () => {
  it('lists upcoming matches soonest first to anyone, a new one at once', async () => {
    const later = await createMatch(server, admin, { teamA: 'England', teamB: 'Wales', startTime: inFuture(20 * DAY) });
    const sooner = await createMatch(server, admin, { teamA: 'Kenya', teamB: 'Uganda', startTime: inFuture(19 * DAY) });
    const response = await server.api.get('/api/matches/upcoming');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const ids = (response.body as { id: number }[]).map((match) => match.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const times = (response.body as { startTime: string }[]).map((match) => match.startTime);
    expect(times).toEqual([...times].sort());
  });

  it('lists every match to an admin', async () => {
    const match = await createMatch(server, admin);
    const response = await server.api.get('/api/matches', { token: admin.token });
    expect(response.body.map((m: { id: number }) => m.id)).toContain(match.id);
  });

  it('answers 404 for an unknown match and 400 for an id that is not a number', async () => {
    expect(await server.api.get('/api/matches/999999')).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
    expect(await server.api.get('/api/matches/abc')).toMatchObject({ status: 400, body: { message: 'id in the path must be a number.' } });
  });
});

describe('editing a match', () => {
  it('changes its fields, and its players follow a renamed side', async () => {
    const match = await createMatch(server, admin, { teamA: 'Inda', teamB: 'Australia' });
    const kohli = await createPlayer(server, admin, match.id, { team: 'Inda' });
    const cummins = await createPlayer(server, admin, match.id, { name: 'PJ Cummins', team: 'Australia', role: 'Bowler' });
    const startTime = inFuture(5 * DAY);
    const response = await server.api.put(
      `/api/matches/${match.id}`,
      { teamA: 'India', teamB: 'Australia', startTime, matchType: 'ODI' },
      { token: admin.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ teamA: 'India', matchType: 'ODI', startTime: new Date(startTime).toISOString() });
    const squad = await server.api.get(`/api/players?matchId=${match.id}`);
    const teamOf = (id: number) => squad.body.find((p: { id: number }) => p.id === id).team;
    expect(teamOf(kohli.id)).toBe('India');
    expect(teamOf(cummins.id)).toBe('Australia');
  });

  it('keeps each player on their side when the sides change places', async () => {
    const match = await createMatch(server, admin, { teamA: 'India', teamB: 'Australia' });
    const kohli = await createPlayer(server, admin, match.id, { team: 'India' });
    await server.api.put(`/api/matches/${match.id}`, { teamA: 'Australia', teamB: 'India', startTime: match.startTime }, { token: admin.token });
    const squad = await server.api.get(`/api/players?matchId=${match.id}`);
    expect(squad.body.find((p: { id: number }) => p.id === kohli.id).team).toBe('India');
  });

  it('answers 404 for an unknown match and 400 for a bad body', async () => {
    const unknown = await server.api.put('/api/matches/999999', { teamA: 'A', teamB: 'B', startTime: inFuture(DAY) }, { token: admin.token });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
    const match = await createMatch(server, admin);
    const bad = await server.api.put(`/api/matches/${match.id}`, { teamA: 'A' }, { token: admin.token });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Team B is required. startTime is required.' } });
  });
});

describe('the match clock', () => {
  let clocked: TestServer;
  let clock: TestClock;
  let boss: TestAccount;

  beforeAll(async () => {
    clock = new TestClock();
    clocked = await startTestServer({ deps: { clock } });
    boss = await createAdmin(clocked);
  });
  afterAll(() => clocked?.close());

  it('turns a match and its contests LIVE at the start time, before any job runs', async () => {
    const match = await createMatch(clocked, boss, { startTime: inFuture(2 * HOUR) });
    const contest = await createContest(clocked, boss, match.id);
    const upcoming = await clocked.api.get('/api/matches/upcoming');
    expect(upcoming.body.map((m: { id: number }) => m.id)).toContain(match.id);

    clock.passTo(match.startTime);
    expect((await clocked.api.get(`/api/matches/${match.id}`)).body.state).toBe('LIVE');
    expect((await clocked.api.get(`/api/contests/${contest.id}`)).body.status).toBe('LIVE');
    const after = await clocked.api.get('/api/matches/upcoming');
    expect(after.body.map((m: { id: number }) => m.id)).not.toContain(match.id);
    const live = await clocked.api.get('/api/contests?status=LIVE');
    expect(live.body.map((c: { id: number }) => c.id)).toContain(contest.id);

    // The tick stores what readers already saw.
    expect(await clocked.app.services.matches.advanceClock()).toBeGreaterThanOrEqual(1);
    expect((await clocked.api.get(`/api/matches/${match.id}`)).body.state).toBe('LIVE');
  });

  it('cancels a flexible contest whose spots did not fill at the deadline', async () => {
    const match = await createMatch(clocked, boss, { startTime: inFuture(3 * DAY) });
    const flexible = await createContest(clocked, boss, match.id, { name: 'Winner Takes All', flexible: true, spots: 20 });
    const guaranteed = await createContest(clocked, boss, match.id, { name: 'Guaranteed' });
    clock.passTo(match.startTime);
    expect((await clocked.api.get(`/api/contests/${flexible.id}`)).body.status).toBe('CANCELLED');
    expect((await clocked.api.get(`/api/contests/${guaranteed.id}`)).body.status).toBe('LIVE');
    await clocked.app.services.matches.advanceClock();
    expect((await clocked.api.get(`/api/contests/${flexible.id}`)).body.status).toBe('CANCELLED');
  });

  it('refuses to edit a match that has started', async () => {
    const match = await createMatch(clocked, boss, { startTime: inFuture(4 * DAY) });
    clock.passTo(match.startTime);
    const response = await clocked.api.put(
      `/api/matches/${match.id}`,
      { teamA: 'India', teamB: 'Australia', startTime: inFuture(10 * DAY) },
      { token: boss.token },
    );
    expect(response).toMatchObject({ status: 409, body: { message: `Match ${match.id} has started (LIVE); it can no longer be edited.` } });
  });
});

describe('match state controls', () => {
  it('starts a match now, completes it, and its contests follow', async () => {
    const match = await createMatch(server, admin);
    const contest = await createContest(server, admin, match.id);
    const started = await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token });
    expect(started.status).toBe(200);
    expect(started.body.state).toBe('LIVE');
    expect(new Date(started.body.startTime).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await server.api.get(`/api/contests/${contest.id}`)).body.status).toBe('LIVE');

    const again = await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { message: `Match ${match.id} is LIVE; only a SCHEDULED match can become LIVE.` } });

    const completed = await server.api.post(`/api/matches/${match.id}/complete`, undefined, { token: admin.token });
    expect(completed.body.state).toBe('COMPLETED');
    // Settlement follows in the background: a contest without entries is ranked, and done.
    await server.app.services.results.idle();
    expect((await server.api.get(`/api/contests/${contest.id}`)).body).toMatchObject({ status: 'COMPLETED', resultDistributed: true });
    const abandon = await server.api.post(`/api/matches/${match.id}/abandon`, undefined, { token: admin.token });
    expect(abandon).toMatchObject({ status: 409, body: { message: `Match ${match.id} is COMPLETED; only a SCHEDULED or LIVE match can become ABANDONED.` } });
  });

  it('refuses to complete a match that has not started', async () => {
    const match = await createMatch(server, admin);
    const response = await server.api.post(`/api/matches/${match.id}/complete`, undefined, { token: admin.token });
    expect(response).toMatchObject({ status: 409, body: { message: `Match ${match.id} is SCHEDULED; only a LIVE match can become COMPLETED.` } });
  });

  it('abandons a match and cancels its contests', async () => {
    const match = await createMatch(server, admin);
    const contests = [await createContest(server, admin, match.id), await createContest(server, admin, match.id, { entryFee: 0 })];
    const response = await server.api.post(`/api/matches/${match.id}/abandon`, undefined, { token: admin.token });
    expect(response.body.state).toBe('ABANDONED');
    for (const contest of contests) expect((await server.api.get(`/api/contests/${contest.id}`)).body.status).toBe('CANCELLED');
    expect((await server.api.get('/api/matches/upcoming')).body.map((m: { id: number }) => m.id)).not.toContain(match.id);
  });

  it('answers 404 for an unknown match', async () => {
    const response = await server.api.post('/api/matches/999999/abandon', undefined, { token: admin.token });
    expect(response).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
  });
});
