import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitPrizes, toPaise, type LeaderboardRowView, type MatchScorecardView, type PlayerView, type PositionedDelivery } from '@crease/game';
import { expectLedgerBalanced, winningsByEntry } from '../ledger-check.ts';
import { enginePoints, IPL_FINAL_DELIVERIES } from '../live-scoring.ts';
import { deploymentOf, killAllServers, launchServer, until, type Deployment, type ServerProcess } from '../server-processes.ts';
import { connectStomp } from '../stomp-client.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { apiClient, type ApiClient } from '../test-server.ts';
import {
  createContest,
  DEPLOYMENT_ADMIN,
  enterTeam,
  importIplFinal,
  registerPlayer,
  signIn,
  startMatch,
  type Player,
  type Team,
} from './as-clients.ts';

// Three real server processes as one deployment (one PostgreSQL database, one Redis, one
// JWT_SECRET), spoken to as clients would over HTTP and STOMP: a change made through one reaches
// subscribers of another; a completion asked of two at once pays once; a process killed with
// SIGKILL while a real match is fed through it ball by ball changes nothing in the final table,
// which is checked against one computed here from the deliveries by the game's engine.

const PLAYERS = ['Asha Rao', 'Vikram Iyer', 'Meena Das', 'Kabir Shah', 'Nisha Pillai', 'Omar Khan'];
const FREE_PRIZES = [
  { fromRank: 1, toRank: 1, amount: 100 },
  { fromRank: 2, toRank: 2, amount: 50 },
  { fromRank: 3, toRank: 4, amount: 20 },
];
const PAID_PRIZES = [
  { fromRank: 1, toRank: 1, amount: 80 },
  { fromRank: 2, toRank: 2, amount: 50 },
  { fromRank: 3, toRank: 3, amount: 20 },
];

let database: TestDatabase;
let deployment: Deployment;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess;
let apiA: ApiClient;
let apiB: ApiClient;
let adminToken: string;
let players: Player[];

interface LiveMatch {
  matchId: number;
  squad: PlayerView[];
  contests: { id: number; prizes: typeof FREE_PRIZES }[];
  /** Each player's team, in the order of `players`. */
  teams: Team[];
}

/** A match with a free and a paid contest, every player entered in both with a team of their own, started. */
async function liveMatch(api: ApiClient): Promise<LiveMatch> {
  const { matchId, squad } = await importIplFinal(api, adminToken);
  const free = await createContest(api, adminToken, { matchId, name: 'Free League', entryFee: 0, prizePool: 240, spots: 50, prizes: FREE_PRIZES });
  const paid = await createContest(api, adminToken, { matchId, name: 'Paid League', entryFee: 25, prizePool: 150, spots: 10, prizes: PAID_PRIZES });
  const teams: Team[] = [];
  for (const [index, player] of players.entries()) teams.push(await enterTeam(api, player, [free, paid], squad, index * 4));
  await startMatch(api, adminToken, matchId);
  return { matchId, squad, contests: [{ id: free, prizes: FREE_PRIZES }, { id: paid, prizes: PAID_PRIZES }], teams };
}

async function post(api: ApiClient, matchId: number, deliveries: readonly PositionedDelivery[]) {
  const response = await api.post(`/api/admin/matches/${matchId}/deliveries`, { deliveries }, { token: adminToken });
  if (response.status !== 200) throw new Error(`deliveries: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { stored: number; unchanged: number; replaced: number };
}

/** A contest's whole table as a player reads it (one page holds it). */
async function table(api: ApiClient, contestId: number): Promise<LeaderboardRowView[]> {
  const response = await api.get(`/api/contests/${contestId}/leaderboard?limit=200`, { token: players[0]!.token });
  if (response.status !== 200) throw new Error(`leaderboard: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as LeaderboardRowView[];
}

interface ExpectedRow {
  entryId: number;
  rank: number;
  totalPoints: number;
  prize: number | null;
}

/**
 * The table an undisturbed run gives, from the deliveries alone: each player's points by the
 * game's engine (the XI bonus included), each team's with its Captain 2x and Vice-Captain 1.5x,
 * competition ranks (ties share a rank, listed by entry), and once final the prizes split.
 */
function expectedTable(match: LiveMatch, entryIds: Map<number, number>, contest: LiveMatch['contests'][number], final: boolean): ExpectedRow[] {
  const byName = enginePoints(match.squad, IPL_FINAL_DELIVERIES);
  const pointsOf = new Map(match.squad.map((player) => [player.id, byName.get(player.name)!]));
  const rows = match.teams.map((team) => ({
    entryId: entryIds.get(team.id)!,
    totalPoints: team.playerIds.reduce(
      (sum, id) => sum + pointsOf.get(id)! * (id === team.captainId ? 2 : id === team.viceCaptainId ? 1.5 : 1),
      0,
    ),
  }));
  rows.sort((x, y) => y.totalPoints - x.totalPoints || x.entryId - y.entryId);
  const prizes = splitPrizes(
    rows.map((row) => row.totalPoints),
    contest.prizes.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amountPaise: toPaise(prize.amount) })),
  );
  return rows.map((row, index) => ({
    entryId: row.entryId,
    rank: rows.findIndex((other) => other.totalPoints === row.totalPoints) + 1,
    totalPoints: row.totalPoints,
    prize: final ? prizes[index]! / 100 : null,
  }));
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Each team's entry in a contest, read from the table (teamId -> entryId). */
async function entriesOf(contestId: number): Promise<Map<number, number>> {
  const rows = rowsOf<{ id: number; team_id: number }>(await database.db.execute(sql`select id, team_id from contest_entries where contest_id = ${contestId}`));
  return new Map(rows.map((row) => [row.team_id, row.id]));
}

const shape = (rows: LeaderboardRowView[]): ExpectedRow[] => rows.map(({ entryId, rank, totalPoints, prize }) => ({ entryId, rank, totalPoints, prize }));

/** Completion asked of two processes at once: one completes it, the other is told it already has. */
async function completeOnTwoAtOnce(matchId: number): Promise<number[]> {
  const answers = await Promise.all([apiA, apiB].map((api) => api.post(`/api/matches/${matchId}/complete`, undefined, { token: adminToken })));
  return answers.map((answer) => answer.status).sort();
}

async function expectPaidOnce(match: LiveMatch): Promise<void> {
  for (const contest of match.contests) {
    await until(async () => (await apiB.get(`/api/contests/${contest.id}`)).body.resultDistributed, (done: boolean) => done);
    const stored = rowsOf<{ id: number; prize_paise: string }>(await database.db.execute(sql`select id, prize_paise from contest_entries where contest_id = ${contest.id}`));
    const paid = await winningsByEntry(database.db, contest.id);
    const winners = stored.filter((entry) => Number(entry.prize_paise) > 0);
    expect(winners.length).toBeGreaterThan(0);
    for (const entry of winners) expect(paid.get(entry.id), `the WINNING rows of entry ${entry.id}`).toEqual([Number(entry.prize_paise)]);
    expect(paid.size).toBe(winners.length);
  }
  await expectLedgerBalanced(database);
}

beforeAll(async () => {
  database = await createTestDatabase();
  deployment = deploymentOf(database, { ADMIN_EMAIL: DEPLOYMENT_ADMIN.email, ADMIN_PASSWORD: DEPLOYMENT_ADMIN.password });
  [a, b, c] = await Promise.all([launchServer(deployment.env), launchServer(deployment.env), launchServer(deployment.env)]);
  apiA = apiClient(a.url);
  apiB = apiClient(b.url);
  adminToken = await signIn(apiA, DEPLOYMENT_ADMIN);
  players = [];
  // Made through each process in turn: one deployment, whichever process a request reaches.
  for (const [index, name] of PLAYERS.entries()) players.push(await registerPlayer([apiA, apiB, apiClient(c.url)][index % 3]!, adminToken, name));
}, 60_000);

afterAll(async () => {
  await killAllServers();
  await database?.close();
  await deployment?.clearRedis();
});

describe('three server processes as one deployment (PostgreSQL, Redis)', () => {
  let first: LiveMatch;

  it("shows a subscriber of B the leaderboard and scorecard move when a delivery is posted to A", async () => {
    first = await liveMatch(apiA);
    const stomp = await connectStomp(b.url, players[0]!.token);
    try {
      const board = `/topic/contests/${first.contests[0]!.id}/leaderboard`;
      const card = `/topic/matches/${first.matchId}/scorecard`;
      await stomp.subscribe(board);
      await stomp.subscribe(card);
      const [before] = (await stomp.waitFor(board, 1)) as LeaderboardRowView[][];
      await stomp.waitFor(card, 1);

      const over = IPL_FINAL_DELIVERIES.slice(0, 6);
      expect(await post(apiA, first.matchId, over)).toMatchObject({ stored: 6 });
      const moved = (await stomp.waitUntil(board, (frames) => {
        const now = frames.at(-1) as LeaderboardRowView[];
        return now.some((row) => row.totalPoints !== before!.find((old) => old.entryId === row.entryId)!.totalPoints);
      })) as LeaderboardRowView[][];
      const last = over.at(-1)!;
      const scored = (await stomp.waitUntil(card, (frames) => {
        const ball = (frames.at(-1) as MatchScorecardView).lastBall;
        return ball?.innings === last.innings && ball.over === last.over && ball.ball === last.ball;
      })) as MatchScorecardView[];

      // What B pushed is what A answers.
      expect(scored.at(-1)!.innings).toEqual((await apiA.get(`/api/matches/${first.matchId}/scorecard`)).body.innings);
      const pushed = shape(moved.at(-1) as LeaderboardRowView[]);
      await until(async () => shape(await table(apiA, first.contests[0]!.id)), (rows) => isDeepStrictEqual(rows, pushed));
    } finally {
      await stomp.close();
    }
  });

  it('pays once when two processes are asked to complete the match at the same moment', async () => {
    expect(await completeOnTwoAtOnce(first.matchId)).toEqual([200, 409]);
    await expectPaidOnce(first);
  });

  it('ends with the table an undisturbed run gives when a process is killed mid-feed', async () => {
    const apiC = apiClient(c.url);
    const second = await liveMatch(apiC);
    const entryIds = new Map<number, Map<number, number>>();
    for (const contest of second.contests) entryIds.set(contest.id, await entriesOf(contest.id));

    // Ball by ball through C, which is killed with a delivery in flight halfway through the match.
    const half = Math.floor(IPL_FINAL_DELIVERIES.length / 2);
    for (const delivery of IPL_FINAL_DELIVERIES.slice(0, half)) await post(apiC, second.matchId, [delivery]);
    const inFlight = post(apiC, second.matchId, [IPL_FINAL_DELIVERIES[half]!]).then(
      () => 'stored before the kill',
      () => 'cut off',
    );
    await c.stop('SIGKILL');
    await inFlight;

    // The feed carries on through A and B from the delivery that was in flight (sent again: it
    // is stored, or found already stored, by its position).
    const resent = await post(apiA, second.matchId, [IPL_FINAL_DELIVERIES[half]!]);
    expect(resent.stored + resent.unchanged).toBe(1);
    for (const [index, delivery] of IPL_FINAL_DELIVERIES.slice(half + 1).entries()) await post(index % 2 ? apiA : apiB, second.matchId, [delivery]);

    // Both survivors' live tables reach the undisturbed run's.
    for (const contest of second.contests) {
      const expected = expectedTable(second, entryIds.get(contest.id)!, contest, false);
      for (const api of [apiA, apiB]) await until(async () => shape(await table(api, contest.id)), (rows) => isDeepStrictEqual(rows, expected));
    }

    // A subscriber of B sees the final table with its prizes.
    const stomp = await connectStomp(b.url, players[1]!.token);
    try {
      const paidBoard = `/topic/contests/${second.contests[1]!.id}/leaderboard`;
      await stomp.subscribe(paidBoard);
      await stomp.waitFor(paidBoard, 1);
      expect(await completeOnTwoAtOnce(second.matchId)).toEqual([200, 409]);
      await expectPaidOnce(second);

      for (const contest of second.contests) {
        const expected = expectedTable(second, entryIds.get(contest.id)!, contest, true);
        expect(expected.some((row) => row.prize! > 0)).toBe(true);
        expect(shape(await table(apiA, contest.id))).toEqual(expected);
        expect(shape(await table(apiB, contest.id))).toEqual(expected);
      }
      const finalPaid = expectedTable(second, entryIds.get(second.contests[1]!.id)!, second.contests[1]!, true);
      await stomp.waitUntil(paidBoard, (frames) => isDeepStrictEqual(shape(frames.at(-1) as LeaderboardRowView[]), finalPaid));
    } finally {
      await stomp.close();
    }

    // The players' points are the engine's, whoever stored the deliveries.
    const points: PlayerView[] = (await apiB.get(`/api/players?matchId=${second.matchId}`)).body;
    const engine = enginePoints(second.squad, IPL_FINAL_DELIVERIES);
    expect(new Map(points.map((player) => [player.name, player.points]))).toEqual(engine);
  });

  it('leaves nothing behind: the survivors stop cleanly', async () => {
    expect(await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')])).toEqual([0, 0]);
  });
});
