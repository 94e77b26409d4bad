import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestTeam } from '@crease/game';
import { expectLedgerBalanced } from '../ledger-check.ts';
import { deploymentOf, killAllServers, launchServer, until, type Deployment, type ServerProcess } from '../server-processes.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { apiClient, type ApiClient, type ApiResponse } from '../test-server.ts';
import { createContest, DEPLOYMENT_ADMIN, importIplFinal, registerPlayer, signIn, type Player } from './as-clients.ts';

// Three server processes of one deployment while every PostgreSQL connection to its database is
// cut (`pg_terminate_backend`, as a failover or an operator would): a request whose connection
// goes is answered 503 with Retry-After, never 500; the next ones go through; nothing
// acknowledged is lost.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const TERMINATE_ALL = 'select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';

let database: TestDatabase;
let deployment: Deployment;
let servers: ServerProcess[];
let apis: ApiClient[];
let adminToken: string;
let player: Player;

beforeAll(async () => {
  database = await createTestDatabase();
  deployment = deploymentOf(database, { ADMIN_EMAIL: DEPLOYMENT_ADMIN.email, ADMIN_PASSWORD: DEPLOYMENT_ADMIN.password });
  servers = await Promise.all([1, 2, 3].map(() => launchServer(deployment.env)));
  apis = servers.map((server) => apiClient(server.url));
  adminToken = await signIn(apis[0]!, DEPLOYMENT_ADMIN);
  player = await registerPlayer(apis[1]!, adminToken, 'Kabir Shah');
}, 60_000);

afterAll(async () => {
  for (const server of servers ?? []) if (server.child.exitCode !== null) console.log(server.output());
  await killAllServers();
  await database?.close();
  await deployment?.clearRedis();
});

/** A connection of the test's own, outside the servers' pools (it survives the cut it makes). */
async function ownConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Asks again while the answer is a 503, as a client that honours Retry-After would (a bounded number of times). */
async function honouringRetryAfter(ask: () => Promise<ApiResponse>): Promise<ApiResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await ask();
    if (response.status !== 503 || attempt === 10) return response;
    expect(response.headers.get('retry-after')).toBe('2');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('PostgreSQL connections cut under three processes', () => {
  it('answers a join whose connection is cut mid-way with 503 and Retry-After, and the join sent again enters once', async () => {
    const { matchId, squad } = await importIplFinal(apis[0]!, adminToken);
    const contestId = await createContest(apis[0]!, adminToken, {
      matchId, name: 'Paid League', entryFee: 25, prizePool: 60, spots: 10, prizes: [{ fromRank: 1, toRank: 1, amount: 60 }],
    });
    const team = await apis[1]!.post('/api/user-teams', { contestId, ...suggestTeam(squad, 0) }, { token: player.token });
    expect(team.status).toBe(201);
    const before = (await apis[1]!.get('/api/wallet/balance', { token: player.token })).body;

    // The join waits on the player's wallet, held by the test; then every other connection is cut.
    // Waiting means blocked by the test's own connection: the servers' background jobs wait on
    // locks of their own (the deadline reminder's advisory lock), and cutting on one of those
    // sent the join in after the cut, to wait on the wallet behind a test waiting on the join.
    const holder = await ownConnection();
    try {
      await holder.query('begin');
      await holder.query('select 1 from wallets where user_id = $1 for update', [player.id]);
      const join = apis[2]!.post('/api/join-contest', { contestId, teamId: team.body.id }, { token: player.token });
      await until(
        async () => (await holder.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pg_backend_pid() = any(pg_blocking_pids(pid))')).rows[0]!.n,
        (waiting) => waiting > 0,
      );
      const { cut } = (await holder.query<{ cut: number }>(TERMINATE_ALL)).rows[0]!;
      expect(cut).toBeGreaterThan(0);
      const answer = await join;
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.body).toEqual({ message: 'Crease cannot reach its database just now. Please try again in a few seconds.' });
      await holder.query('rollback');
    } finally {
      await holder.end();
    }

    const again = await honouringRetryAfter(() => apis[2]!.post('/api/join-contest', { contestId, teamId: team.body.id }, { token: player.token }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const entries = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from contest_entries where contest_id = ${contestId} and user_id = ${player.id}`));
    expect(entries[0]!.n).toBe(1);
    const after = (await apis[0]!.get('/api/wallet/balance', { token: player.token })).body;
    expect(after.balance).toBe(before.balance - 25);
    await expectLedgerBalanced(database);
  }, 60_000);

  it('answers only 200 or 503 (with Retry-After) to readers and sign-ins while every connection is cut again and again', async () => {
    const statuses = new Map<number, number>();
    const missingRetryAfter: string[] = [];
    let done = 0;
    let stop = false;
    const paths = ['/api/contests?limit=20', '/api/matches/upcoming', '/api/wallet/balance', '/readyz'];
    const client = async (index: number) => {
      const api = apis[index % apis.length]!;
      for (let round = 0; !stop; round += 1) {
        const response =
          round % 10 === 9
            ? await api.post('/api/auth/login', { email: player.email, password: 'cover-drive-42' })
            : await api.get(paths[(index + round) % paths.length]!, { token: player.token });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503 && !response.headers.get('retry-after')) missingRetryAfter.push(`${response.status} ${JSON.stringify(response.body)}`);
        done += 1;
      }
    };
    const clients = Array.from({ length: 6 }, (_, index) => client(index));
    const cutter = await ownConnection();
    try {
      for (let cut = 0; cut < 5; cut += 1) {
        // Each cut once the clients have made some requests over the connections opened since the last.
        const target = done + 40;
        await until(async () => done, (count) => count >= target, 10);
        await cutter.query(TERMINATE_ALL);
      }
      const target = done + 40;
      await until(async () => done, (count) => count >= target, 10);
    } finally {
      stop = true;
      await Promise.all(clients);
      await cutter.end();
    }
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503), JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(missingRetryAfter).toEqual([]);
    // Every process answers again.
    for (const api of apis) expect((await honouringRetryAfter(() => api.get('/readyz'))).status).toBe(200);
  }, 60_000);
});
