import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardRowView, PositionedDelivery } from '@crease/game';
import { expectLedgerBalanced } from '../ledger-check.ts';
import { IPL_FINAL_DELIVERIES } from '../live-scoring.ts';
import { startOwnRedis, stopAllOwnRedis, type OwnRedis } from '../own-redis.ts';
import { deploymentOf, killAllServers, launchServer, type ServerProcess } from '../server-processes.ts';
import { connectStomp, type TestStomp } from '../stomp-client.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { apiClient, type ApiClient } from '../test-server.ts';
import { createContest, DEPLOYMENT_ADMIN, enterTeam, importIplFinal, registerPlayer, signIn, startMatch, type Player } from './as-clients.ts';

// Three server processes of one deployment (PostgreSQL) on a Redis of the test's own, which is
// stopped in the middle of a live match and started again: sign-in and joins go on, each
// process's own subscribers keep getting their tables, and once Redis is back every table
// moves again within 5 seconds, wherever the change was made.

const NAMES = ['Asha Rao', 'Vikram Iyer', 'Meena Das'];
/** Once Redis is back, every subscriber's table follows within this long (the deployment's promise). */
const BACK_WITHIN_MS = 5_000;

let redis: OwnRedis;
let database: TestDatabase;
let servers: ServerProcess[];
let apis: ApiClient[];
let adminToken: string;
let players: Player[];

beforeAll(async () => {
  redis = await startOwnRedis();
  database = await createTestDatabase();
  const deployment = deploymentOf(database, {
    ADMIN_EMAIL: DEPLOYMENT_ADMIN.email,
    ADMIN_PASSWORD: DEPLOYMENT_ADMIN.password,
    REDIS_URL: redis.url,
    // Sign-ins counted per address, in Redis while it is there.
    AUTH_RATE_LIMIT: '1000',
  });
  servers = await Promise.all(NAMES.map(() => launchServer(deployment.env)));
  apis = servers.map((server) => apiClient(server.url));
  adminToken = await signIn(apis[0]!, DEPLOYMENT_ADMIN);
  players = [];
  for (const [index, name] of NAMES.entries()) players.push(await registerPlayer(apis[index]!, adminToken, name));
}, 60_000);

afterAll(async () => {
  await killAllServers();
  await database?.close();
  await stopAllOwnRedis();
});

/** Rejects when `work` has not settled by the deadline. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), Math.max(0, ms));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const shape = (rows: LeaderboardRowView[]) => rows.map(({ entryId, rank, totalPoints }) => ({ entryId, rank, totalPoints }));

async function table(api: ApiClient, contestId: number): Promise<ReturnType<typeof shape>> {
  const response = await api.get(`/api/contests/${contestId}/leaderboard?limit=200`, { token: players[0]!.token });
  if (response.status !== 200) throw new Error(`leaderboard: ${response.status} ${JSON.stringify(response.body)}`);
  return shape(response.body as LeaderboardRowView[]);
}

describe('Redis stops in the middle of a live match (three processes, PostgreSQL)', () => {
  it('goes on signing in, joining and pushing to each process its own, and every table moves again once Redis is back', async () => {
    const live = await importIplFinal(apis[0]!, adminToken);
    const contestId = await createContest(apis[0]!, adminToken, {
      matchId: live.matchId, name: 'Free League', entryFee: 0, prizePool: 100, spots: 10, prizes: [{ fromRank: 1, toRank: 1, amount: 100 }],
    });
    for (const [index, player] of players.entries()) await enterTeam(apis[index]!, player, [contestId], live.squad, index * 4);
    const upcoming = await importIplFinal(apis[1]!, adminToken);
    const paidId = await createContest(apis[1]!, adminToken, {
      matchId: upcoming.matchId, name: 'Paid League', entryFee: 25, prizePool: 60, spots: 10, prizes: [{ fromRank: 1, toRank: 1, amount: 60 }],
    });
    await startMatch(apis[0]!, adminToken, live.matchId);

    let next = 0;
    const postOver = async (api: ApiClient) => {
      const over: PositionedDelivery[] = IPL_FINAL_DELIVERIES.slice(next, next + 6);
      next += 6;
      const response = await api.post(`/api/admin/matches/${live.matchId}/deliveries`, { deliveries: over }, { token: adminToken });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    await postOver(apis[0]!);

    const board = `/topic/contests/${contestId}/leaderboard`;
    const stomps: TestStomp[] = await Promise.all(servers.map((server, index) => connectStomp(server.url, players[index]!.token)));
    try {
      for (const stomp of stomps) {
        await stomp.subscribe(board);
        await stomp.waitFor(board, 1);
      }
      const showing = (stomp: TestStomp, expected: ReturnType<typeof shape>) =>
        stomp.waitUntil(board, (frames) => isDeepStrictEqual(shape(frames.at(-1) as LeaderboardRowView[]), expected));

      await redis.stop();

      // Sign-in counts its tries in Redis: each process counts them itself meanwhile.
      for (const [index, api] of apis.entries()) {
        const login = await api.post('/api/auth/login', { email: players[index]!.email, password: 'cover-drive-42' });
        expect(login.status, JSON.stringify(login.body)).toBe(200);
      }
      // Joins go on, on every process, and the money with them.
      for (const [index, player] of players.entries()) await enterTeam(apis[index]!, player, [paidId], upcoming.squad, index);
      const entered = await apis[2]!.get(`/api/contests/${paidId}`);
      expect(entered.body.entries).toBe(players.length);

      // An over fed through each process reaches that process's own subscriber.
      for (const [index, api] of apis.entries()) {
        const pushed = stomps[index]!.messages.get(board)!.length;
        await postOver(api);
        const expected = await table(api, contestId);
        await stomps[index]!.waitUntil(board, (frames) => frames.length > pushed && isDeepStrictEqual(shape(frames.at(-1) as LeaderboardRowView[]), expected));
      }
      expect((await apis[1]!.get('/readyz')).status).toBe(503);

      await redis.start();
      const backAt = Date.now();
      await postOver(apis[0]!);
      const expected = await table(apis[0]!, contestId);
      for (const [index, stomp] of stomps.entries()) {
        await within(backAt + BACK_WITHIN_MS - Date.now(), `the table pushed by process ${index + 1}`, showing(stomp, expected));
      }
      for (const api of apis) expect(await table(api, contestId)).toEqual(expected);
      for (const api of apis) expect((await api.get('/readyz')).status).toBe(200);
    } finally {
      await Promise.all(stomps.map((stomp) => stomp.close()));
    }
    await expectLedgerBalanced(database);
  }, 60_000);
});
