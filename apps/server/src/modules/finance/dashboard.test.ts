// The admins' dashboard and Admin Money count the platform's share one way: settled contests
// only, a private contest at its share; an upcoming or live contest's fees are nobody's yet.
import type { ContestView, DashboardView, SquadPlayer } from '@crease/game';
import { formatCalendarDate, indianDate, IST_OFFSET_MS } from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { addFunds } from '../../../test/money.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let players: TestAccount[];
const ids = { league: 0, friends: 0, grand: 0, todayCup: 0, todayOpen: 0, liveMatch: 0 };

const DAY_MS = 24 * 3_600_000;

/** A start later today in India: an hour from now, or halfway to midnight when that is sooner. */
function laterToday(): number {
  const now = Date.now();
  const midnight = Math.floor((now + IST_OFFSET_MS) / DAY_MS + 1) * DAY_MS - IST_OFFSET_MS;
  return Math.min(3_600_000, Math.floor((midnight - now) / 2));
}

const admins = (path: string) => server.api.get(path, { token: admin.token });

beforeAll(async () => {
  // No welcome bonus: every rupee below is one a player deposited.
  server = await startTestServer({ env: { WELCOME_BONUS: '0', PRIVATE_CONTEST_SHARE_PERCENT: '10' } });
  admin = await createAdmin(server);
  players = [];
  for (let n = 0; n < 4; n += 1) {
    const player = await createUser(server);
    await addFunds(server, player, 300);
    players.push(player);
  }

  // Match one: a public league and a private contest among friends, both full, then played and settled.
  const one = await importMatch(server, admin);
  const squad = one.players as SquadPlayer[];
  const join = async (player: TestAccount, contestId: number, teamContest: number, variant: number, inviteCode?: string) => {
    const team = await createTeam(server, player, teamContest, squad, variant);
    const joined = await server.api.post('/api/join-contest', { contestId, teamId: team.id, ...(inviteCode ? { inviteCode } : {}) }, { token: player.token });
    expect(joined.status).toBe(201);
  };
  ids.league = (await createContest(server, admin, one.match.id, { name: 'League', entryFee: 100, prizePool: 150, spots: 4 })).id;
  for (const [index, player] of players.entries()) await join(player, ids.league, ids.league, index);
  const makerTeam = await createTeam(server, players[0]!, ids.league, squad, 5);
  const made = await server.api.post(
    '/api/contests/private',
    { matchId: one.match.id, name: 'Office Friends', spots: 4, entryFee: 100, prizeTemplate: 'WINNER_TAKES_ALL', teamId: makerTeam.id },
    { token: players[0]!.token },
  );
  expect(made.status).toBe(201);
  ids.friends = made.body.id;
  for (const [index, player] of players.slice(1).entries()) await join(player, ids.friends, ids.league, 6 + index, made.body.inviteCode);

  // Match two: live, its Grand League's fees not the platform's yet.
  const two = await importMatch(server, admin);
  ids.liveMatch = two.match.id;
  ids.grand = (await createContest(server, admin, two.match.id, { name: 'Grand League', entryFee: 50, prizePool: 1000, spots: 100 })).id;
  const squadTwo = two.players as SquadPlayer[];
  for (const player of players.slice(0, 2)) {
    const team = await createTeam(server, player, ids.grand, squadTwo, 0);
    expect((await server.api.post('/api/join-contest', { contestId: ids.grand, teamId: team.id }, { token: player.token })).status).toBe(201);
  }

  // Match three: later today, free contests filling up.
  const three = await importMatch(server, admin, laterToday());
  ids.todayCup = (await createContest(server, admin, three.match.id, { name: 'Today Cup', entryFee: 0, prizePool: 0, spots: 4 })).id;
  ids.todayOpen = (await createContest(server, admin, three.match.id, { name: 'Open Practice', entryFee: 0, prizePool: 0, spots: null })).id;
  const cupTeam = await createTeam(server, players[3]!, ids.todayCup, three.players as SquadPlayer[], 0);
  expect((await server.api.post('/api/join-contest', { contestId: ids.todayCup, teamId: cupTeam.id }, { token: players[3]!.token })).status).toBe(201);

  for (const [matchId, action] of [[one.match.id, 'start'], [one.match.id, 'complete'], [two.match.id, 'start']] as const) {
    expect((await server.api.post(`/api/matches/${matchId}/${action}`, undefined, { token: admin.token })).status).toBe(200);
  }
  await server.app.services.results.idle();
  const settled: ContestView[] = await Promise.all([ids.league, ids.friends].map(async (id) => (await server.api.get(`/api/contests/${id}`, { token: admin.token })).body));
  expect(settled.map((contest) => [contest.status, contest.resultDistributed])).toEqual([['COMPLETED', true], ['COMPLETED', true]]);
});
afterAll(() => server?.close());

describe("the platform's share", () => {
  it('in Admin Money: ₹250 of the settled league (₹400 in, ₹150 out), ₹40 of the private contest (10% of 4 x ₹100), nothing of the live one', async () => {
    const overview = (await admins('/api/admin/money')).body;
    expect(overview).toMatchObject({ depositsIn: 1200, entryFees: 900, prizesPaid: 510, platformShare: 290 });
    const contests = (await admins('/api/admin/money/contests')).body as { contestId: number; feesIn: number; prizesOut: number; platformShare: number; status: string }[];
    const row = (id: number) => contests.find((contest) => contest.contestId === id);
    expect(row(ids.grand)).toMatchObject({ status: 'LIVE', feesIn: 100, prizesOut: 0, platformShare: 0 });
    expect(row(ids.league)).toMatchObject({ status: 'COMPLETED', feesIn: 400, prizesOut: 150, platformShare: 250 });
    expect(row(ids.friends)).toMatchObject({ status: 'COMPLETED', feesIn: 400, prizesOut: 360, platformShare: 40 });
    await expectLedgerBalanced(server.database);
  });
});

describe('the dashboard', () => {
  let dashboard: DashboardView;

  beforeAll(async () => {
    const response = await admins('/api/admin/dashboard');
    expect(response.status).toBe(200);
    dashboard = response.body;
  });

  it('has the last 30 days in India, oldest first, today last, each day once', async () => {
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days.at(-1)!.day).toBe(dashboard.today);
    expect([formatCalendarDate(indianDate(new Date())), formatCalendarDate(indianDate(new Date(Date.now() - DAY_MS)))]).toContain(dashboard.today);
    const days = dashboard.days.map((day) => day.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(30);
    expect(days[0]).toBe(formatCalendarDate(indianDate(new Date(new Date(`${dashboard.today}T12:00:00+05:30`).getTime() - 29 * DAY_MS))));
  });

  it('adds up the accounts, deposits, entries, fees, prizes and the platform\'s share of settled contests only', async () => {
    expect(dashboard.totals).toEqual({
      newUsers: 5, // the admin and four players
      deposits: 1200,
      depositCount: 4,
      entries: 11, // 4 in the league, 4 among friends, 2 in the live Grand League, 1 in today's cup
      entryFees: 900,
      prizes: 510,
      platformShare: 290, // 250 + 40: the Grand League's ₹100 is not the platform's while it is live
    });
    const summed = dashboard.days.reduce((sum, day) => sum + day.platformShare, 0);
    expect(summed).toBe(290);
    expect(dashboard.days.reduce((sum, day) => sum + day.entries, 0)).toBe(11);
  });

  it("shows how full today's contests are", async () => {
    const today = dashboard.todaysContests.filter((contest) => contest.contestId === ids.todayCup || contest.contestId === ids.todayOpen);
    expect(today).toEqual([
      expect.objectContaining({ contestId: ids.todayCup, name: 'Today Cup', status: 'UPCOMING', spots: 4, entries: 1, fillRate: 0.25 }),
      expect.objectContaining({ contestId: ids.todayOpen, name: 'Open Practice', spots: null, entries: 0, fillRate: null }),
    ]);
    // The matches started today (now) count too; a private contest is its entrants' business.
    expect(dashboard.todaysContests.find((contest) => contest.contestId === ids.league)).toMatchObject({ status: 'COMPLETED', entries: 4, fillRate: 1 });
    expect(dashboard.todaysContests.find((contest) => contest.contestId === ids.grand)).toMatchObject({ status: 'LIVE', spots: 100, entries: 2, fillRate: 0.02 });
    expect(dashboard.todaysContests.map((contest) => contest.contestId)).not.toContain(ids.friends);
  });

  it('lists the live matches with who scores them, their contests and entries', async () => {
    expect(dashboard.liveMatches).toEqual([expect.objectContaining({ id: ids.liveMatch, scorer: 'FEED', contests: 1, entries: 2 })]);
  });

  it('is for admins only', async () => {
    expect((await server.api.get('/api/admin/dashboard', { token: players[0]!.token })).status).toBe(403);
    expect((await server.api.get('/api/admin/dashboard')).status).toBe(401);
  });
});
