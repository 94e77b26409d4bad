import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, type Database } from '../src/db/client.ts';
import { expectLedgerBalanced, winningsByEntry } from './ledger-check.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { apiClient } from './test-server.ts';

// A real server process, settling a contest of many thousand entries, killed with SIGKILL while
// it pays the prizes, then started again: it must finish the job without paying anyone twice or
// skipping anyone. On PostgreSQL (CI's second run) and on the embedded database, whose data
// directory outlives a killed process: only one process may open it, so this test reads it only
// while no server runs, and follows the server through its API meanwhile.

const serverDir = path.resolve(import.meta.dirname, '..');
const ENTRIES = 12_000;
const ADMIN = { email: 'settler@crease.test', password: 'settle-it-all-once' };
const JWT_SECRET = 'a-secret-for-the-settlement-kill-test-0123456789';
const onPostgres = Boolean(process.env.DATABASE_URL);
const running = new Set<ChildProcess>();
let postgres: TestDatabase | undefined;
let dataDir: string;
let matchId: number;
let contestId: number;
let firstWinner: { userId: number; email: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The database, while no server holds it (the embedded one is one process's at a time). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  if (postgres) return work(postgres);
  const embedded = await openEmbedded(dataDir);
  try {
    return await work(embedded);
  } finally {
    await embedded.close();
  }
}

/** The server as its own process; resolves with its URL once it listens. */
function launch(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH!,
      HOME: os.tmpdir(),
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url! } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: 'off',
      LOG_LEVEL: 'warn',
      // Small batches, so that there is a moment between two of them to kill it in.
      SETTLEMENT_BATCH_SIZE: '100',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /Crease is running at (http:\/\/localhost:\d+)/.exec(output);
      if (found) resolve({ child, url: found[1]!.replace('localhost', '127.0.0.1') });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Polls until `done` holds (a condition, not a timer: the test waits on what the server did). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const paidCount = (database: Database) =>
  database.db.execute(sql`select count(*)::int as n from contest_entries where contest_id = ${contestId} and paid_at is not null`).then((result) => rowsOf<{ n: number }>(result)[0]!.n);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-kill-'));
  if (onPostgres) postgres = await createTestDatabase();
  await withDatabase(async (database) => {
    await database.migrate();
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0]!;
    // Made by SQL for speed: a live match of 22 players with points, 12,000 users with a team
    // each in one contest whose prizes reach every rank.
    matchId = (await one<{ id: number }>(sql`
      insert into matches (team_a, team_b, start_time, match_type, state)
      values ('India', 'Australia', now() - interval '3 hours', 'T20', 'LIVE') returning id`)).id;
    await database.db.execute(sql`
      insert into players (match_id, name, team, role, credit, points, playing_status)
      select ${matchId}, 'Player ' || n, case when n <= 11 then 'India' else 'Australia' end,
             (array['Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'])[1 + n % 4], 8, (n * 37) % 90, true
      from generate_series(1, 22) as n`);
    contestId = (await one<{ id: number }>(sql`
      insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, status, spots, max_teams_per_user, prizes)
      values (${matchId}, (select start_time from matches where id = ${matchId}), 'Mega Kill', 0, 100000000, 'LIVE', null, 1,
              ${JSON.stringify([{ fromRank: 1, toRank: 1, amountPaise: 1_000_000 }, { fromRank: 2, toRank: ENTRIES, amountPaise: 1_000 }])}::jsonb)
      returning id`)).id;
    await database.db.execute(sql`
      insert into users (name, email, role) select 'Settler ' || n, 'settler' || n || '@kill.test', 'ROLE_USER' from generate_series(1, ${ENTRIES}) as n`);
    await database.db.execute(sql`insert into wallets (user_id) select id from users where email like '%@kill.test'`);
    await database.db.execute(sql`
      insert into user_teams (user_id, match_id, contest_id, player_ids, captain_id, vice_captain_id)
      select u.id, ${matchId}, ${contestId}, picked.ids, picked.ids[1], picked.ids[2]
      from users u
      cross join lateral (
        select array_agg(p.id order by (p.id::bigint * 7919 + u.id::bigint * 104729) % 22) as ids
        from (select id from players where match_id = ${matchId} order by (id * 31 + u.id) % 22 limit 11) as p
      ) as picked
      where u.email like '%@kill.test'`);
    await database.db.execute(sql`
      insert into contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise)
      select ${contestId}, user_id, id, 0, 0, 0, 0 from user_teams where contest_id = ${contestId} order by id`);
    // Prizes are paid in entry order: the first entry's owner is paid in the first batch.
    firstWinner = await one<{ userId: number; email: string }>(sql`
      select u.id as "userId", u.email from contest_entries e join users u on u.id = e.user_id where e.contest_id = ${contestId} order by e.id limit 1`);
    // Signed in, as a session the token below names.
    await database.db.execute(sql`
      insert into user_sessions (id, user_id, created_at, last_seen_at, expires_at)
      values ('kill-winner', ${firstWinner.userId}, now(), now(), now() + interval '1 hour')`);
  });
}, 120_000);

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await postgres?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`a server killed while settling (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('is finished by the next one: every prize paid exactly once, nobody skipped, the ledger balanced', async () => {
    const first = await launch();
    const api = apiClient(first.url);
    const login = await api.post('/api/auth/login', ADMIN);
    const winnerToken = await new SignJWT({ email: firstWinner.email, name: 'Settler', role: 'ROLE_USER', sid: 'kill-winner' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(firstWinner.userId))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await api.post(`/api/matches/${matchId}/complete`, undefined, { token: login.body.token })).status).toBe(200);

    // The first batch of prizes has been paid: kill the server there.
    await until(
      async () => (await api.get('/api/wallet/balance', { token: winnerToken })).body.winnings,
      (winnings: number) => winnings > 0,
    );
    await stop(first.child, 'SIGKILL');
    const atKill = await withDatabase(paidCount);
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(ENTRIES);

    // The next process finishes the job at start-up.
    const second = await launch();
    await until(async () => (await apiClient(second.url).get(`/api/contests/${contestId}`)).body.resultDistributed, (done: boolean) => done);
    await stop(second.child, 'SIGTERM');

    await withDatabase(async (database) => {
      const entries = rowsOf<{ id: number; prize_paise: string; paid_at: Date | null }>(
        await database.db.execute(sql`select id, prize_paise, paid_at from contest_entries where contest_id = ${contestId}`),
      );
      const paid = await winningsByEntry(database.db, contestId);
      expect(entries).toHaveLength(ENTRIES);
      const winners = entries.filter((entry) => Number(entry.prize_paise) > 0);
      expect(winners.length).toBeGreaterThan(ENTRIES - 100);
      for (const entry of winners) {
        expect(entry.paid_at).not.toBeNull();
        expect(paid.get(entry.id)).toEqual([Number(entry.prize_paise)]);
      }
      expect(paid.size).toBe(winners.length);
      await expectLedgerBalanced(database);
    });
  }, 180_000);
});
