import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComparisonView, EntryTeamView, JoinedContestView, LeaderboardRowView, OverallLeaderboardRowView, PlayerView } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { IPL_FINAL_DELIVERIES, postDeliveries } from '../../../test/live-scoring.ts';
import { connectStomp } from '../../../test/stomp-client.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let database: TestDatabase;
/** The statements sent while a push runs (what runs in its async context; the clock's tick is not counted). */
const inPush = new AsyncLocalStorage<string[]>();
let admin: TestAccount;
let outsider: TestAccount;
let players: TestAccount[];
let matchId: number;
let squad: PlayerView[];
let contestId: number;
const TEAMS_EACH = 20;

interface Entry {
  entryId: number;
  user: TestAccount;
  team: { id: number; playerIds: number[]; captainId: number; viceCaptainId: number };
}
const entries: Entry[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ logQuery: (query) => inPush.getStore()?.push(query) });
  server = await startTestServer({ database });
  admin = await createAdmin(server);
  outsider = await createUser(server, { name: 'Nikhil Outsider' });
  players = [];
  for (const name of ['Asha Rao', 'Bilal Khan', 'Chitra Iyer', 'Dev Patel', 'Esha Gill', 'Farhan Ali']) players.push(await createUser(server, { name }));
  const imported = await importMatch(server, admin);
  matchId = imported.match.id;
  for (const player of imported.players) await server.app.services.players.setPlaying(player.id, true);
  squad = (await server.api.get(`/api/players?matchId=${matchId}`)).body;
  const contest = await createContest(server, admin, matchId, {
    name: 'Free League',
    entryFee: 0,
    prizePool: 1000,
    spots: null,
    maxTeamsPerUser: TEAMS_EACH,
    prizes: [{ fromRank: 1, toRank: 3, amount: 100 }],
  });
  contestId = contest.id;
  // Each player joins with 20 teams, one player after another: entry ids follow that order.
  for (const [index, user] of players.entries()) {
    for (let variant = 0; variant < TEAMS_EACH; variant += 1) {
      const team = await createTeam(server, user, contestId, squad, index * 3 + variant);
      const joined = await server.api.post('/api/join-contest', { contestId, teamId: team.id }, { token: user.token });
      entries.push({ entryId: joined.body.entryId, user, team });
    }
  }
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/**
 * What one push of a contest's topic costs: the hub loads the topic once, then adds each
 * subscriber's own rows (here, one subscriber's). Answers the statements sent meanwhile.
 */
async function queriesOfAPush(contest: number, user: TestAccount): Promise<string[]> {
  const resolved = server.app.services.hub.resolve(`/topic/contests/${contest}/leaderboard`)!;
  const subscriber = { id: user.id, name: user.name, email: user.email, role: 'ROLE_USER' as const };
  const sent: string[] = [];
  await inPush.run(sent, async () => {
    await resolved.topic.authorize?.(resolved.params, subscriber);
    const shared = await resolved.topic.load(resolved.params);
    expect(shared).toHaveLength(100);
    await resolved.topic.personalize?.(resolved.params, subscriber, shared);
  });
  return sent;
}

const table = (user: TestAccount, query = '') => server.api.get<LeaderboardRowView[]>(`/api/contests/${contestId}/leaderboard${query}`, { token: user.token });

async function pointsById(): Promise<Map<number, number>> {
  const list: PlayerView[] = (await server.api.get(`/api/players?matchId=${matchId}`)).body;
  return new Map(list.map((player) => [player.id, player.points]));
}

/** The table the slow way: each team's points summed by hand, sorted, with competition ranks. */
async function expectedTable() {
  const points = await pointsById();
  const rows = entries
    .map(({ entryId, team, user }) => ({
      entryId,
      username: user.name,
      totalPoints: team.playerIds.reduce((sum, id) => sum + points.get(id)! * (id === team.captainId ? 2 : id === team.viceCaptainId ? 1.5 : 1), 0),
    }))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.entryId - b.entryId);
  return rows.map((row) => ({ ...row, rank: 1 + rows.filter((other) => other.totalPoints > row.totalPoints).length }));
}

/** Follows the Link headers from the first page to the last. */
async function walk(user: TestAccount, limit: number) {
  const seen: LeaderboardRowView[] = [];
  let url: string | null = `/api/contests/${contestId}/leaderboard?limit=${limit}`;
  let pages = 0;
  while (url) {
    const response: { body: LeaderboardRowView[]; headers: Headers } = await server.api.get(url, { token: user.token });
    pages += 1;
    // The first page is followed by the caller's own entries not on it.
    seen.push(...(pages === 1 ? response.body.slice(0, limit) : response.body));
    url = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  }
  return { seen, pages };
}

describe('before the deadline', () => {
  it('lists the entries as joined, all with 0 points and rank 1, and no prize', async () => {
    const response = await table(players[0]!, '?limit=3');
    expect(response.status).toBe(200);
    expect(response.body.slice(0, 3)).toEqual(
      entries.slice(0, 3).map(({ entryId, team, user }) => ({ rank: 1, username: user.name, teamId: team.id, entryId, totalPoints: 0, prize: null, mine: true })),
    );
  });

  it('reads the table from the database for each push (the board is for live contests)', async () => {
    expect((await queriesOfAPush(contestId, players[0]!)).length).toBeGreaterThan(0);
  });

  it("shows a player their own team, and nobody else's", async () => {
    const own = entries[0]!;
    const mine = await server.api.get<EntryTeamView>(`/api/contests/${contestId}/entries/${own.entryId}/team`, { token: own.user.token });
    expect(mine).toMatchObject({ status: 200, body: { entryId: own.entryId, teamId: own.team.id, rank: null, totalPoints: 0, prize: null } });
    const theirs = await server.api.get(`/api/contests/${contestId}/entries/${own.entryId}/team`, { token: players[1]!.token });
    expect(theirs).toMatchObject({
      status: 403,
      body: { message: 'Teams stay hidden until Sunrisers Hyderabad vs Kolkata Knight Riders starts; then every entrant can see them.' },
    });
  });
});

const compare = (user: TestAccount, query: string, contest = contestId) => server.api.get<ComparisonView>(`/api/contests/${contest}/compare${query}`, { token: user.token });

describe('comparing two entries before the deadline', () => {
  it("compares a player's own two entries: the players in common, those only one has, each side's captains", async () => {
    const [first, second] = [entries[0]!, entries[1]!];
    const response = await compare(first.user, `?a=${first.entryId}&b=${second.entryId}`);
    expect(response.status).toBe(200);
    const { a, b, common, onlyA, onlyB } = response.body;
    expect(a).toMatchObject({ entryId: first.entryId, username: first.user.name, teamName: 'T1', captainId: first.team.captainId, viceCaptainId: first.team.viceCaptainId, totalPoints: 0 });
    expect(b).toMatchObject({ entryId: second.entryId, teamName: 'T2', captainId: second.team.captainId });
    expect(a.players.map((player) => player.playerId)).toEqual(first.team.playerIds);
    const inB = new Set(second.team.playerIds);
    expect(common.map((player) => player.playerId)).toEqual(first.team.playerIds.filter((id) => inB.has(id)));
    expect(onlyA.map((player) => player.playerId)).toEqual(first.team.playerIds.filter((id) => !inB.has(id)));
    expect(onlyB.map((player) => player.playerId)).toEqual(second.team.playerIds.filter((id) => !first.team.playerIds.includes(id)));
    expect(onlyA.length + common.length).toBe(11);
  });

  it("refuses another player's entry with 403 until the deadline", async () => {
    const own = entries[0]!;
    const theirs = entries.find((entry) => entry.user !== own.user)!;
    expect(await compare(own.user, `?a=${own.entryId}&b=${theirs.entryId}`)).toMatchObject({
      status: 403,
      body: { message: 'Teams stay hidden until Sunrisers Hyderabad vs Kolkata Knight Riders starts; until then you can compare only your own entries.' },
    });
  });

  it('names a or b for an entry not in the contest, a missing one, or not a number; 401 before all', async () => {
    const own = entries[0]!;
    expect(await compare(own.user, `?a=99999999&b=${own.entryId}`)).toMatchObject({ status: 404, body: { message: `a: entry 99999999 is not in contest ${contestId}.` } });
    expect(await compare(own.user, `?a=${own.entryId}&b=99999999`)).toMatchObject({ status: 404, body: { message: `b: entry 99999999 is not in contest ${contestId}.` } });
    expect(await compare(own.user, `?a=${own.entryId}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('b must be a number.') } });
    expect(await compare(own.user, `?a=x&b=${own.entryId}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('a must be a number.') } });
    expect(await compare(own.user, `?a=${own.entryId}&b=${own.entryId}`, 99999999)).toMatchObject({ status: 404, body: { message: 'Contest 99999999 was not found.' } });
    expect((await server.api.get(`/api/contests/${contestId}/compare?a=x`)).status).toBe(401);
  });
});

describe('once the match is live', () => {
  beforeAll(async () => {
    await server.api.post(`/api/matches/${matchId}/start`, undefined, { token: admin.token });
  });

  it('gives a subscriber far down the table their own rows after the top 100', async () => {
    const last = players.at(-1)!;
    const stomp = await connectStomp(server.url, last.token);
    const topic = `/topic/contests/${contestId}/leaderboard`;
    await stomp.subscribe(topic);
    const [frame] = (await stomp.waitFor(topic, 1)) as LeaderboardRowView[][];
    // Every team starts level (the playing-XI bonus), so the last to join are at the bottom.
    expect(frame).toHaveLength(100 + TEAMS_EACH);
    expect(frame!.slice(0, 100).every((row) => !row.mine && row.rank === 1)).toBe(true);
    expect(frame!.slice(100).map((row) => row.entryId)).toEqual(entries.slice(-TEAMS_EACH).map((entry) => entry.entryId));
    expect(frame!.slice(100).every((row) => row.mine && row.username === last.name)).toBe(true);

    // The table moves after a delivery.
    await postDeliveries(server, admin, matchId, IPL_FINAL_DELIVERIES.slice(0, 30));
    const moved = (await stomp.waitUntil(topic, (frames) => (frames.at(-1) as LeaderboardRowView[])[0]!.totalPoints !== frame![0]!.totalPoints)) as LeaderboardRowView[][];
    const expected = await expectedTable();
    expect(moved.at(-1)!.slice(0, 100).map(({ entryId, rank, totalPoints }) => ({ entryId, rank, totalPoints }))).toEqual(
      expected.slice(0, 100).map(({ entryId, rank, totalPoints }) => ({ entryId, rank, totalPoints })),
    );
    await stomp.close();
  });

  it("pushes a live contest's table from the board in memory, with no query", async () => {
    expect(await queriesOfAPush(contestId, players.at(-1)!)).toEqual([]);
  });

  it('ranks by points with Captain 2x and Vice-Captain 1.5x, competition ranks for ties', async () => {
    await postDeliveries(server, admin, matchId, IPL_FINAL_DELIVERIES.slice(30, 120));
    const expected = await expectedTable();
    const { seen } = await walk(players[0]!, 200);
    expect(seen.map(({ entryId, rank, totalPoints, username }) => ({ entryId, rank, totalPoints, username }))).toEqual(expected);
    // Ties share a rank, and the next rank skips past them (1, 2, 2, 4).
    const tied = expected.find((row, index) => index > 0 && expected[index - 1]!.totalPoints === row.totalPoints);
    expect(tied).toBeDefined();
  });

  it('walks every entry once, page by page, by the Link header', async () => {
    const { seen, pages } = await walk(players[2]!, 7);
    expect(pages).toBe(Math.ceil(entries.length / 7));
    expect(seen.map((row) => row.entryId)).toEqual((await expectedTable()).map((row) => row.entryId));
    expect(new Set(seen.map((row) => row.entryId)).size).toBe(entries.length);
  });

  it("follows the first page with the caller's own entries not on it, each marked mine", async () => {
    const user = players[3]!;
    const { body } = await table(user, '?limit=5');
    const own = entries.filter((entry) => entry.user === user).map((entry) => entry.entryId);
    const firstFive = body.slice(0, 5);
    expect(body.slice(5).map((row) => row.entryId).sort()).toEqual(own.filter((id) => !firstFive.some((row) => row.entryId === id)).sort());
    expect(body.filter((row) => own.includes(row.entryId)).every((row) => row.mine)).toBe(true);
    expect(body.filter((row) => !own.includes(row.entryId)).every((row) => !row.mine)).toBe(true);
  });

  it('refuses a malformed before, an unknown contest, and a caller who is not signed in', async () => {
    expect(await table(players[0]!, '?before=abc')).toMatchObject({
      status: 400,
      body: { message: 'before is not a position in this list: follow the Link header of the page before.' },
    });
    expect(await table(players[0]!, '?limit=500')).toMatchObject({ status: 400, body: { message: 'limit can be at most 200.' } });
    expect(await server.api.get('/api/contests/99999999/leaderboard', { token: players[0]!.token })).toMatchObject({
      status: 404,
      body: { message: 'Contest 99999999 was not found.' },
    });
    expect((await server.api.get(`/api/contests/${contestId}/leaderboard`)).status).toBe(401);
  });

  it("shows any entrant every team, with each player's points and multiplier; not a non-entrant", async () => {
    const other = entries[5]!;
    const response = await server.api.get<EntryTeamView>(`/api/contests/${contestId}/entries/${other.entryId}/team`, { token: players[4]!.token });
    expect(response.status).toBe(200);
    const team = response.body;
    const points = await pointsById();
    expect(team.players.map((player) => player.id)).toEqual(other.team.playerIds);
    for (const player of team.players) {
      const multiplier = player.id === other.team.captainId ? 2 : player.id === other.team.viceCaptainId ? 1.5 : 1;
      expect(player).toMatchObject({ points: points.get(player.id), multiplier, teamPoints: points.get(player.id)! * multiplier });
    }
    const row = (await expectedTable()).find((one) => one.entryId === other.entryId)!;
    expect(team).toMatchObject({ username: other.user.name, rank: row.rank, totalPoints: row.totalPoints, prize: null });
    expect(team.players.reduce((sum, player) => sum + player.teamPoints, 0)).toBe(row.totalPoints);

    const refused = await server.api.get(`/api/contests/${contestId}/entries/${other.entryId}/team`, { token: outsider.token });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Only the entrants of Free League can see its teams.' } });
    expect((await server.api.get(`/api/contests/${contestId}/entries/${other.entryId}/team`, { token: admin.token })).status).toBe(200);
    expect(await server.api.get(`/api/contests/${contestId}/entries/99999999/team`, { token: players[0]!.token })).toMatchObject({
      status: 404,
      body: { message: `Entry 99999999 is not in contest ${contestId}.` },
    });
  });

  it('gives My Joined Contests each entry its live rank and points', async () => {
    const user = players[1]!;
    const rows: JoinedContestView[] = (await server.api.get('/join/my-contests/details', { token: user.token })).body;
    const expected = await expectedTable();
    for (const row of rows) {
      const place = expected.find((one) => one.entryId === row.entryId)!;
      expect(row).toMatchObject({ status: 'LIVE', rank: place.rank, totalPoints: place.totalPoints, prize: null });
    }
  });

  it('compares any two entries for an entrant, live: the points each player made for each side, and where they differ', async () => {
    const mine = entries.find((entry) => entry.user === players[0])!;
    const theirs = entries.find((entry) => entry.user === players[5] && entry.team.captainId !== mine.team.captainId)!;
    const response = await compare(players[0]!, `?a=${mine.entryId}&b=${theirs.entryId}`);
    expect(response.status).toBe(200);
    const points = await pointsById();
    const weighted = (team: Entry['team'], id: number) => points.get(id)! * (id === team.captainId ? 2 : id === team.viceCaptainId ? 1.5 : 1);
    const { a, b, common, onlyA, onlyB } = response.body;
    const expected = await expectedTable();
    expect(a.totalPoints).toBe(expected.find((row) => row.entryId === mine.entryId)!.totalPoints);
    expect(b).toMatchObject({ username: theirs.user.name, captainId: theirs.team.captainId, totalPoints: expected.find((row) => row.entryId === theirs.entryId)!.totalPoints });
    for (const player of a.players) expect(player.points).toBe(weighted(mine.team, player.playerId));
    for (const player of common) expect([player.aPoints, player.bPoints]).toEqual([weighted(mine.team, player.playerId), weighted(theirs.team, player.playerId)]);
    // What the differences made adds up to the gap between the two.
    const sum = (list: { points: number }[]) => list.reduce((total, player) => total + player.points, 0);
    const commonGap = common.reduce((total, player) => total + player.aPoints - player.bPoints, 0);
    expect(sum(onlyA) - sum(onlyB) + commonGap).toBe(a.totalPoints - b.totalPoints);
    expect(onlyA.length).toBe(onlyB.length);

    // A non-entrant may not; an admin may.
    expect(await compare(outsider, `?a=${mine.entryId}&b=${theirs.entryId}`)).toMatchObject({ status: 403, body: { message: 'Only the entrants of Free League can compare its teams.' } });
    expect((await compare(admin, `?a=${mine.entryId}&b=${theirs.entryId}`)).status).toBe(200);
  });

  it("ranks one live match on /auth's table: each player once, by their best entry, every row naming the match", async () => {
    // Another live match with fewer teams entered: the table stays on the one most played.
    const quiet = await importMatch(server, admin);
    const quietContest = await createContest(server, admin, quiet.match.id, { name: 'Quiet League', entryFee: 0, prizePool: 0 });
    const quietTeam = await createTeam(server, outsider, quietContest.id, quiet.players);
    expect((await server.api.post('/api/join-contest', { contestId: quietContest.id, teamId: quietTeam.id }, { token: outsider.token })).status).toBe(201);
    await server.api.post(`/api/matches/${quiet.match.id}/start`, undefined, { token: admin.token });

    const stomp = await connectStomp(server.url, outsider.token);
    await stomp.subscribe('/topic/leaderboard');
    const expected = await expectedTable();
    const bests = new Map<string, number>();
    for (const row of expected) bests.set(row.username, Math.max(bests.get(row.username) ?? -Infinity, row.totalPoints));
    const frames = (await stomp.waitUntil('/topic/leaderboard', (list) => (list.at(-1) as OverallLeaderboardRowView[] | undefined)?.length === players.length)) as OverallLeaderboardRowView[][];
    const last = frames.at(-1)!;
    expect(last.map(({ username, totalPoints }) => ({ username, totalPoints }))).toEqual(
      [...bests].map(([username, totalPoints]) => ({ username, totalPoints })).sort((x, y) => y.totalPoints - x.totalPoints || players.findIndex((p) => p.name === x.username) - players.findIndex((p) => p.name === y.username)),
    );
    expect(new Set(last.map((row) => row.username)).size).toBe(players.length);
    for (const row of last) expect(row.match).toMatchObject({ id: matchId, teamA: 'Sunrisers Hyderabad', teamB: 'Kolkata Knight Riders' });
    await stomp.close();
  });

  it('writes live points and ranks back to the entries, off the delivery path', async () => {
    await server.app.services.leaderboard.flushWriteBacks();
    const stored = await server.database.db.execute(sql`select id, points, rank from contest_entries where contest_id = ${contestId} order by id`);
    const expected = await expectedTable();
    const byId = new Map(expected.map((row) => [row.entryId, row]));
    for (const row of (stored as unknown as { rows: { id: number; points: number; rank: number }[] }).rows) {
      expect({ points: Number(row.points), rank: row.rank }).toEqual({ points: byId.get(row.id)!.totalPoints, rank: byId.get(row.id)!.rank });
    }
  });
});
