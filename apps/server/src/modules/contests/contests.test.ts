import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createMatch, createUser, type TestAccount } from '../../../test/factories.ts';
import { DAY, inFuture, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let player: TestAccount;
let clock: TestClock;
let match: { id: number; teamA: string; teamB: string; startTime: string };

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
  player = await createUser(server);
  match = await createMatch(server, admin, { startTime: inFuture(30 * DAY) });
});
afterAll(() => server?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mega Contest',
  entryFee: 39,
  prizePool: 1000,
  matchId: match.id,
  status: 'UPCOMING',
  resultDistributed: false,
  ...overrides,
});

describe('creating a contest', () => {
  it('answers 201 with the contest, its match and the defaults: unlimited spots, one team each, the pool to rank 1', async () => {
    const response = await server.api.post('/api/contests', form(), { token: admin.token });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Mega Contest',
      entryFee: 39,
      prizePool: 1000,
      status: 'UPCOMING',
      resultDistributed: false,
      matchId: match.id,
      match: { id: match.id, teamA: 'India', teamB: 'Australia', startTime: match.startTime, matchType: 'T20', state: 'SCHEDULED' },
      spots: null,
      entries: 0,
      maxTeamsPerUser: 1,
      flexible: false,
      prizes: [{ fromRank: 1, toRank: 1, amount: 1000 }],
    });
  });

  it('keeps a prize table, spots, a team limit and paise exactly', async () => {
    const prizes = [
      { fromRank: 1, toRank: 1, amount: 500.5 },
      { fromRank: 2, toRank: 3, amount: 200 },
      { fromRank: 4, toRank: 10, amount: 14.07 },
    ];
    const response = await server.api.post(
      '/api/contests',
      form({ entryFee: 19.99, prizePool: 1000, spots: 50, maxTeamsPerUser: 6, flexible: true, prizes, match: { id: match.id }, matchId: undefined }),
      { token: admin.token },
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ entryFee: 19.99, spots: 50, maxTeamsPerUser: 6, flexible: true, prizes });
  });

  it('gives a free contest with no pool no prizes', async () => {
    const response = await server.api.post('/api/contests', form({ entryFee: 0, prizePool: 0 }), { token: admin.token });
    expect(response.body).toMatchObject({ entryFee: 0, prizePool: 0, prizes: [] });
  });

  it.each([
    [{ name: '  ' }, 'Contest name is required.'],
    [{ entryFee: -1 }, 'Entry fee cannot be negative.'],
    [{ prizePool: -0.01 }, 'Prize pool cannot be negative.'],
    [{ entryFee: 10.005 }, 'Entry fee can have at most 2 decimals (paise).'],
    [{ entryFee: 'free' }, 'Entry fee must be a number.'],
    [{ matchId: undefined }, 'matchId is required.'],
    [{ matchId: 999999 }, 'matchId: there is no match 999999.'],
    [{ status: 'LIVE' }, 'A contest is UPCOMING until its match starts; its status then follows the match.'],
    [{ status: 'FINISHED' }, 'status must be one of UPCOMING, LIVE, COMPLETED.'],
    [{ resultDistributed: true }, 'Results are distributed when the match completes, not set by hand.'],
    [{ spots: 1 }, 'spots must be at least 2.'],
    [{ spots: 2.5 }, 'spots must be a whole number.'],
    [{ maxTeamsPerUser: 0 }, 'maxTeamsPerUser must be at least 1.'],
    [{ maxTeamsPerUser: 21 }, 'maxTeamsPerUser can be at most 20.'],
    [{ flexible: true }, 'A flexible contest needs a number of spots: it runs only if they fill.'],
    [{ prizes: 'all of it' }, 'prizes must be a list of {fromRank, toRank, amount}.'],
    [{ prizes: [{ fromRank: 0, toRank: 1, amount: 10 }] }, 'fromRank must be at least 1.'],
    [{ prizes: [{ fromRank: 1, toRank: 1, amount: 0 }] }, 'Prize amount must be above ₹0.'],
    [{ prizes: [{ fromRank: 3, toRank: 2, amount: 10 }] }, 'Prize row 1: the last rank (2) comes before the first (3).'],
    [
      { prizes: [{ fromRank: 1, toRank: 5, amount: 10 }, { fromRank: 5, toRank: 6, amount: 10 }] },
      'Prize row 2: rank 5 is already paid by an earlier row; list ranks in order without overlap.',
    ],
    [{ prizes: [{ fromRank: 1, toRank: 3, amount: 400 }] }, 'The prizes add up to ₹1,200, more than the prize pool of ₹1,000.'],
    [{ spots: 5, prizes: [{ fromRank: 1, toRank: 10, amount: 10 }] }, 'The prizes pay down to rank 10, but the contest has only 5 spots.'],
  ])('refuses %j with a 400 naming the problem', async (overrides, message) => {
    const response = await server.api.post('/api/contests', form(overrides), { token: admin.token });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('says every problem of a bad form at once', async () => {
    const response = await server.api.post('/api/contests', { entryFee: -5 }, { token: admin.token });
    expect(response.body.message).toBe('Contest name is required. Entry fee cannot be negative. Prize pool is required. matchId is required.');
  });

  it('accepts a prize table that pays the whole pool exactly', async () => {
    const response = await server.api.post(
      '/api/contests',
      form({ prizePool: 0.3, prizes: [{ fromRank: 1, toRank: 1, amount: 0.1 }, { fromRank: 2, toRank: 2, amount: 0.2 }] }),
      { token: admin.token },
    );
    expect(response.status).toBe(201);
  });
});

describe('who may write', () => {
  it.each([
    ['POST', '/api/contests'],
    ['PUT', '/api/contests/1'],
    ['POST', '/api/contests/1/cancel'],
  ])('%s %s is 401 without a token and 403 for a player', async (method, url) => {
    expect((await server.api.request(method, url, {})).status).toBe(401);
    expect((await server.api.request(method, url, {}, { token: player.token })).status).toBe(403);
  });
});

describe('reading contests', () => {
  it('lists contests with their match, entries, spots and prizes to anyone, filtered by status and match', async () => {
    const other = await createMatch(server, admin, { teamA: 'South Africa', teamB: 'West Indies', startTime: inFuture(32 * DAY) });
    const contest = await createContest(server, admin, other.id, { name: 'Head-to-Head', spots: 2, entryFee: 49, prizePool: 88 });
    const all = await server.api.get('/api/contests');
    expect(all.status).toBe(200);
    expect(all.body.find((c: { id: number }) => c.id === contest.id)).toMatchObject({
      name: 'Head-to-Head',
      match: { teamA: 'South Africa', teamB: 'West Indies' },
      entries: 0,
      spots: 2,
      prizes: [{ fromRank: 1, toRank: 1, amount: 88 }],
    });
    const ofMatch = await server.api.get(`/api/contests?matchId=${other.id}`);
    expect(ofMatch.body.map((c: { id: number }) => c.id)).toEqual([contest.id]);
    const live = await server.api.get('/api/contests?status=LIVE');
    expect(live.body.map((c: { id: number }) => c.id)).not.toContain(contest.id);
    expect(await server.api.get('/api/contests?status=DONE')).toMatchObject({ status: 400 });
  });

  it('shows an edit in the list at once', async () => {
    const contest = await createContest(server, admin, match.id, { name: 'Before' });
    await server.api.get('/api/contests');
    await server.api.put(`/api/contests/${contest.id}`, form({ name: 'After' }), { token: admin.token });
    const listed = await server.api.get('/api/contests');
    expect(listed.body.find((c: { id: number }) => c.id === contest.id).name).toBe('After');
  });

  it('answers 404 for an unknown contest', async () => {
    expect(await server.api.get('/api/contests/999999')).toMatchObject({ status: 404, body: { message: 'Contest 999999 was not found.' } });
  });
});

describe('editing and cancelling', () => {
  it('edits every field before the deadline, moving the contest to another match too', async () => {
    const contest = await createContest(server, admin, match.id);
    const other = await createMatch(server, admin, { startTime: inFuture(33 * DAY) });
    const response = await server.api.put(
      `/api/contests/${contest.id}`,
      form({ name: 'Renamed', entryFee: 10, prizePool: 50, spots: 5, matchId: other.id, prizes: [{ fromRank: 1, toRank: 2, amount: 25 }] }),
      { token: admin.token },
    );
    expect(response).toMatchObject({ status: 200, body: { name: 'Renamed', entryFee: 10, spots: 5, matchId: other.id } });
  });

  it('answers 404 for an unknown contest', async () => {
    expect((await server.api.put('/api/contests/999999', form(), { token: admin.token })).status).toBe(404);
    expect((await server.api.post('/api/contests/999999/cancel', undefined, { token: admin.token })).status).toBe(404);
  });

  it('cancels a contest once; it leaves the tabs but stays listed', async () => {
    const contest = await createContest(server, admin, match.id);
    const cancelled = await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    const again = await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { message: `Contest ${contest.id} is already cancelled.` } });
    const upcoming = await server.api.get('/api/contests?status=UPCOMING');
    expect(upcoming.body.map((c: { id: number }) => c.id)).not.toContain(contest.id);
    const edit = await server.api.put(`/api/contests/${contest.id}`, form(), { token: admin.token });
    expect(edit).toMatchObject({ status: 409, body: { message: `Contest ${contest.id} is CANCELLED; a contest can be edited only before its match starts.` } });
  });

  it('refuses to add or edit contests once the match has started, and to cancel a completed one', async () => {
    const started = await createMatch(server, admin, { startTime: inFuture(40 * DAY) });
    const contest = await createContest(server, admin, started.id);
    clock.passTo(started.startTime);
    const added = await server.api.post('/api/contests', form({ matchId: started.id }), { token: admin.token });
    expect(added).toMatchObject({ status: 400, body: { message: `matchId: match ${started.id} has already started; contests can be added only before the start.` } });
    const edited = await server.api.put(`/api/contests/${contest.id}`, form({ matchId: started.id }), { token: admin.token });
    expect(edited).toMatchObject({ status: 409, body: { message: `Contest ${contest.id} is LIVE; a contest can be edited only before its match starts.` } });

    await server.api.post(`/api/matches/${started.id}/complete`, undefined, { token: admin.token });
    const cancel = await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    expect(cancel).toMatchObject({ status: 409, body: { message: `Contest ${contest.id} has completed; its results stand.` } });
  });

  it('cancels a live contest', async () => {
    const started = await createMatch(server, admin, { startTime: inFuture(50 * DAY) });
    const contest = await createContest(server, admin, started.id);
    await server.api.post(`/api/matches/${started.id}/start`, undefined, { token: admin.token });
    const cancelled = await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    expect(cancelled.body.status).toBe('CANCELLED');
  });
});
