import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createMatch, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// "Remind me": a player follows an upcoming match and is sent its deadline reminder as those
// with a team for it are. Workers are off (NOTIFICATION_WORKERS=0): the test runs the reminder
// itself and reads what was written.
let server: TestServer;
let admin: TestAccount;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ env: { NOTIFICATION_WORKERS: '0' }, deps: { clock } });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const follow = (user: TestAccount, matchId: number | string) => server.api.put(`/api/matches/${matchId}/follow`, undefined, { token: user.token });
const unfollow = (user: TestAccount, matchId: number | string) => server.api.request('DELETE', `/api/matches/${matchId}/follow`, undefined, { token: user.token });
const followed = async (user: TestAccount) => (await server.api.get('/api/user/followed-matches', { token: user.token })).body as { matchIds: number[] };
/** The matches whose follows of the player's are still stored. */
const stored = async (user: TestAccount) =>
  ((await server.database.db.execute(sql`select match_id from match_follows where user_id = ${user.id} order by match_id`)) as unknown as { rows: { match_id: number }[] }).rows.map((row) => row.match_id);
const remind = () => server.app.services.notifications.remindDeadlines();
const deadlinesOf = async (user: TestAccount) =>
  ((await server.api.get('/api/notifications', { token: user.token })).body as { kind: string; title: string; body: string; url: string }[]).filter((n) => n.kind === 'DEADLINE');

describe('following a match', () => {
  it('is for signed-in players, and PUT and DELETE can be sent again with the same outcome', async () => {
    const player = await createUser(server);
    const match = await createMatch(server, admin);
    expect((await server.api.put(`/api/matches/${match.id}/follow`)).status).toBe(401);
    expect((await server.api.get('/api/user/followed-matches')).status).toBe(401);

    expect(await followed(player)).toEqual({ matchIds: [] });
    expect((await follow(player, match.id)).status).toBe(204);
    expect((await follow(player, match.id)).status).toBe(204);
    expect(await followed(player)).toEqual({ matchIds: [match.id] });
    expect((await unfollow(player, match.id)).status).toBe(204);
    expect((await unfollow(player, match.id)).status).toBe(204);
    expect(await followed(player)).toEqual({ matchIds: [] });
  });

  it('names what is wrong: an id that is not one (400), a match that does not exist (404)', async () => {
    const player = await createUser(server);
    expect(await follow(player, 'abc')).toMatchObject({ status: 400, body: { message: 'id in the path must be a number.' } });
    expect(await unfollow(player, 0)).toMatchObject({ status: 400, body: { message: 'id in the path must be above 0.' } });
    expect(await follow(player, 999_999)).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
  });

  it('is refused once the match is under way or over: it has no deadline left (409)', async () => {
    const player = await createUser(server);
    const side = (n: number) => createMatch(server, admin, { teamA: `Side ${n}A`, teamB: `Side ${n}B` });
    const [started, played, abandoned] = await Promise.all([side(0), side(1), side(2)]);
    for (const match of [started, played]) expect((await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token })).status).toBe(200);
    expect((await server.api.post(`/api/matches/${played.id}/complete`, undefined, { token: admin.token })).status).toBe(200);
    expect((await server.api.post(`/api/matches/${abandoned.id}/abandon`, undefined, { token: admin.token })).status).toBe(200);

    expect(await follow(player, started.id)).toMatchObject({ status: 409, body: { message: 'Side 0A vs Side 0B has already started: there is no deadline to remind you of.' } });
    expect(await follow(player, played.id)).toMatchObject({ status: 409, body: { message: 'Side 1A vs Side 1B has been played: there is no deadline to remind you of.' } });
    expect(await follow(player, abandoned.id)).toMatchObject({ status: 409, body: { message: 'Side 2A vs Side 2B was abandoned: there is no deadline to remind you of.' } });
    expect((await unfollow(player, started.id)).status).toBe(204); // nothing to undo, and no harm
    expect(await followed(player)).toEqual({ matchIds: [] });
  });

  it('lists only the matches still to start, soonest first, and only the caller’s', async () => {
    const [player, other] = await Promise.all([createUser(server), createUser(server)]);
    const later = await createMatch(server, admin, { startTime: new Date(Date.now() + 72 * 3_600_000).toISOString() });
    const sooner = await createMatch(server, admin, { startTime: new Date(Date.now() + 24 * 3_600_000).toISOString() });
    const goingLive = await createMatch(server, admin); // in 48 hours
    for (const match of [later, sooner, goingLive]) expect((await follow(player, match.id)).status).toBe(204);
    expect(await followed(player)).toEqual({ matchIds: [sooner.id, goingLive.id, later.id] });

    expect((await server.api.post(`/api/matches/${goingLive.id}/start`, undefined, { token: admin.token })).status).toBe(200);
    // Going live ends the match's follows: none is kept for a match with no deadline left.
    expect(await stored(player)).toEqual([later.id, sooner.id].sort((a, b) => a - b));
    expect(await followed(player)).toEqual({ matchIds: [sooner.id, later.id] });
    expect(await followed(other)).toEqual({ matchIds: [] });
  });
});

describe('the deadline reminder of a followed match', () => {
  it('reaches a follower with no team (made and joined: the two steps left), not one who joined, once to one who also has a team, and not after unfollowing', async () => {
    const imported = await importMatch(server, admin, 20 * 60_000);
    const { match } = imported;
    const contest = await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 });
    const [follower, joiner, owner, quitter, teamOnly] = await Promise.all([createUser(server), createUser(server), createUser(server), createUser(server), createUser(server)]);
    for (const user of [follower, joiner, owner, quitter]) expect((await follow(user, match.id)).status).toBe(204);
    const joinersTeam = await createTeam(server, joiner, contest.id, imported.players, 0);
    expect((await server.api.post('/api/join-contest', { contestId: contest.id, teamId: joinersTeam.id }, { token: joiner.token })).status).toBe(201);
    await createTeam(server, owner, contest.id, imported.players, 1);
    await createTeam(server, teamOnly, contest.id, imported.players, 2);
    expect((await unfollow(quitter, match.id)).status).toBe(204);

    expect(await remind()).toBe(3); // the follower, the follower with a team, the owner who follows nothing
    expect(await remind()).toBe(0); // looked at again: nobody is told twice

    const title = expect.stringMatching(new RegExp(`^\\d+ minutes to the deadline: ${match.teamA} vs ${match.teamB}$`));
    const url = `/contests?matchId=${match.id}`;
    expect(await deadlinesOf(follower)).toEqual([expect.objectContaining({ title, body: 'Make your team and join a contest before the match starts.', url })]);
    expect(await deadlinesOf(owner)).toEqual([expect.objectContaining({ title, body: 'You have a team but no contest yet. Join one before the match starts.', url })]);
    expect(await deadlinesOf(teamOnly)).toEqual([expect.objectContaining({ body: 'You have a team but no contest yet. Join one before the match starts.' })]);
    expect(await deadlinesOf(joiner)).toEqual([]);
    expect(await deadlinesOf(quitter)).toEqual([]);
  });

  it('goes to nobody for a follower of a match further off than 30 minutes', async () => {
    const player = await createUser(server);
    const imported = await importMatch(server, admin, 45 * 60_000);
    expect((await follow(player, imported.match.id)).status).toBe(204);
    await remind();
    expect(await deadlinesOf(player)).toEqual([]);
  });
});

// Last: it moves the clock past a start time, which every later test would see.
describe('a match whose start time has passed, its state not yet stored', () => {
  it('cannot be followed, and leaves the list of followed matches', async () => {
    const player = await createUser(server);
    const match = await createMatch(server, admin, { startTime: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect((await follow(player, match.id)).status).toBe(204);
    clock.passTo(match.startTime);
    expect(await follow(player, match.id)).toMatchObject({ status: 409, body: { message: `${match.teamA} vs ${match.teamB} has already started: there is no deadline to remind you of.` } });
    expect(await stored(player)).toEqual([match.id]); // nothing has stored its start yet
    expect(await followed(player)).toEqual({ matchIds: [] });
    expect(await stored(player)).toEqual([]); // the list that found it started let it go
  });
});
