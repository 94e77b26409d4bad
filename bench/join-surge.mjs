#!/usr/bin/env node
// A deadline surge of contest joins through the HTTP API on PostgreSQL, beside pgbench running a
// join of the same shape on tables of its own in the same scratch database. See bench/README.md.
//
//   node bench/join-surge.mjs [--users 5000] [--clients 32] [--rounds 3] [--pool 16] [--processes 1]
//                             [--pgbench-duration 10] [--contests 50] [--build] [--cpu-prof <dir>]
//                             [--skip-round-trips] [--json <file>]
//
// --processes N: the batching server as N processes of one deployment (one PostgreSQL, one Redis:
// REDIS_URL, default redis://127.0.0.1:6379), the clients spread over them; each with a pool of
// --pool / N connections, so the deployment holds as many as one process did.
//
// Two shapes, each round: "spread" (every user joins one of 50 contests of a match) and "mega"
// (every user joins one contest of 100,000 spots), each through two servers on the same database:
// the server as it runs (joins in batches, JOIN_BATCH_MS=1) and the same server sending each join
// alone (JOIN_BATCH_MS=0), one surge at a time. This process is the load generator (a keep-alive
// HTTP loop, one request per user); the servers (apps/server/dist/main.js) and pgbench are its
// children. DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on
// which a scratch database is created and dropped at the end, also on failure or Ctrl-C.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import {
  root, benchArgs, tempDir, onCleanup, startChild, stopChild, tail, runBench, withPg, createScratchDb,
  profileArgs, buildServer, startServer as startCreaseServer, call as request, adminToken, cpuSeconds, postgresCpuSeconds,
  median, fmt, machine as machineOnly,
} from './lib.mjs';

const pgbenchScript = path.join(root, 'bench/join-surge.sql');
const cricsheetFile = path.join(root, 'apps/server/cricsheet/1426312.json');

const { args, whole } = benchArgs(import.meta.url, {
  users: { type: 'string', default: '5000' },
  clients: { type: 'string', default: '32' },
  rounds: { type: 'string', default: '3' },
  pool: { type: 'string', default: '16' },
  'pgbench-duration': { type: 'string', default: '10' },
  contests: { type: 'string', default: '50' },
  'skip-round-trips': { type: 'boolean', default: false },
  processes: { type: 'string', default: '1' },
});
// Bounded: every surge has a time limit (SURGE_LIMIT_MS), pgbench runs for a fixed time.
const USERS = whole('users', 10, 50_000);
const CLIENTS = whole('clients', 1, 90);
const ROUNDS = whole('rounds', 1, 15);
const POOL = whole('pool', 1, 90);
const PGBENCH_SECONDS = whole('pgbench-duration', 2, 120);
const SPREAD_CONTESTS = whole('contests', 1, 500);
const PROCESSES = whole('processes', 1, 8);

const AIM_SPREAD = 1; // server spread joins/s vs pgbench spread
const AIM_P99_MS = 100; // the server's p99 at CLIENTS clients
const AIM_MEGA = 2; // server mega joins/s vs pgbench hot row
const MEGA_SPOTS = 100_000;
const SPREAD_SPOTS = 200;
const DEPOSIT_PAISE = 500_000; // ₹5,000 each: 15 rounds x 2 joins x ₹49 is ₹1,470
const PGB_DEPOSIT_PAISE = 10_000_000; // pgbench's wallets: its balance guard is checked, never binds
const PGB_SPREAD_SPOTS = 10_000_000; // pgbench's spread contests: the capacity check runs, never binds
const SURGE_LIMIT_MS = 300_000;
const WARMUP_JOINS = Math.min(500, Math.floor(USERS / 2));
const PROBE_JOINS = Math.min(100, Math.floor(USERS / 4));
const PROBE_WARMUP = Math.min(400, Math.floor(USERS / 2));
const JWT_SECRET = `join-surge-bench-secret-${process.pid}-0123456789abcdef`;
const feeRupees = (index) => 25 + (index % 25); // ₹25-49, as pgbench's 2500 + (c % 25) * 100 paise

// ---------------------------------------------------------------------------------------------
// CPU time (cpuSeconds, postgresCpuSeconds from /proc), and of this process.

function cpuUsage() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

// ---------------------------------------------------------------------------------------------
// A wire-protocol proxy between a server and PostgreSQL that counts round trips (a Sync or a
// simple Query answered by ReadyForQuery) and the time each waits, and collects the statements.

function roundTripProxy(target) {
  const stats = { roundTrips: 0, waitMs: 0, statements: new Map(), counting: false };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pending = [];
    let inBuf = Buffer.alloc(0);
    let outBuf = Buffer.alloc(0);
    let startup = true;
    let sslAnswer = 0; // single-byte answers to SSLRequest/GSSENCRequest still to pass
    const note = (sql) => {
      if (!stats.counting) return;
      const key = sql.replace(/\s+/g, ' ').trim().slice(0, 110);
      stats.statements.set(key, (stats.statements.get(key) ?? 0) + 1);
    };
    client.on('data', (chunk) => {
      upstream.write(chunk);
      inBuf = Buffer.concat([inBuf, chunk]);
      for (;;) {
        if (startup) {
          if (inBuf.length < 8) return;
          const length = inBuf.readInt32BE(0);
          if (inBuf.length < length) return;
          const code = inBuf.readInt32BE(4);
          if (code === 80877103 || code === 80877104) sslAnswer += 1;
          else startup = false;
          inBuf = inBuf.subarray(length);
          continue;
        }
        if (inBuf.length < 5) return;
        const type = String.fromCharCode(inBuf[0]);
        const length = inBuf.readInt32BE(1);
        if (inBuf.length < length + 1) return;
        const body = inBuf.subarray(5, length + 1);
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          note(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString());
        } else if (type === 'Q') {
          note(body.subarray(0, body.indexOf(0)).toString());
        }
        if (type === 'S' || type === 'Q') pending.push(performance.now());
        inBuf = inBuf.subarray(length + 1);
      }
    });
    upstream.on('data', (chunk) => {
      client.write(chunk);
      outBuf = Buffer.concat([outBuf, chunk]);
      for (;;) {
        if (sslAnswer > 0) {
          if (outBuf.length < 1) return;
          sslAnswer -= 1;
          outBuf = outBuf.subarray(1);
          continue;
        }
        if (outBuf.length < 5) return;
        const length = outBuf.readInt32BE(1);
        if (outBuf.length < length + 1) return;
        if (outBuf[0] === 0x5a /* Z */ && pending.length > 0) {
          const sent = pending.shift();
          if (stats.counting) {
            stats.roundTrips += 1;
            stats.waitMs += performance.now() - sent;
          }
        }
        outBuf = outBuf.subarray(length + 1);
      }
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      onCleanup(() => new Promise((done) => server.close(() => done())));
      server.unref();
      resolve({ port: server.address().port, stats });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The server, the scratch database and the data made for the surge.

async function startServer(databaseUrl, name = 'server', extra = {}) {
  const env = { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(POOL), WELCOME_BONUS: '0', JWT_SECRET, ...extra };
  return startCreaseServer({ name, tempPrefix: 'crease-join-', env, nodeArgs: name === 'server' ? profileArgs(args['cpu-prof'], 'server') : [] });
}

const call = async (...argv) => (await request(...argv)).json();

/** Valid teams for the squad, from @crease/game's suggestTeam (run by tsx, as the server checks them). */
function suggestTeams(players, variants) {
  const code = `
    import { readFileSync } from 'node:fs';
    import { suggestTeam } from './packages/game/src/index.ts';
    const squad = JSON.parse(readFileSync(0, 'utf8'));
    const picks = [];
    for (let v = 0; v < ${variants}; v += 1) { const pick = suggestTeam(squad, v); if (pick) picks.push(pick); }
    process.stdout.write(JSON.stringify(picks));`;
  const squad = players.map(({ id, name, team, role, credit }) => ({ id, name, team, role, credit }));
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, input: JSON.stringify(squad), encoding: 'utf8', timeout: 60_000 });
  const picks = JSON.parse(out);
  if (picks.length === 0) throw new Error('suggestTeam found no valid team for the imported squad');
  return picks;
}

async function createContest(base, token, matchId, fields) {
  return call(base, 'POST', '/api/contests', { matchId, maxTeamsPerUser: 1, ...fields }, token);
}

/** Users straight into the database (registering 5,000 through argon2 would take minutes), each
 * with a wallet and the DEPOSIT ledger row that balances it, and a session; their tokens signed as the server does. */
async function makeUsers(dbUrl) {
  const rows = await withPg(dbUrl, async (client) => {
    await client.query('begin');
    const users = await client.query(
      `insert into users (name, email, password_hash, role, email_verified_at)
       select 'Bench User ' || i, 'bench-user-' || i || '@crease.test', null, 'ROLE_USER', now() from generate_series(1, $1::int) as i
       returning id, name, email`,
      [USERS],
    );
    // Players who may play for money: a verified e-mail (above), an adult of a state where paid play is offered.
    await client.query(`insert into player_profiles (user_id, date_of_birth, state) select id, '1995-06-15', 'Maharashtra' from users where id = any($1::int[])`, [users.rows.map((u) => u.id)]);
    await client.query(`insert into wallets (user_id, deposit_paise) select id, $2::bigint from users where id = any($1::int[])`, [users.rows.map((u) => u.id), DEPOSIT_PAISE]);
    await client.query(
      `insert into wallet_transactions (user_id, type, amount_paise, deposit_paise, reference, description)
       select id, 'DEPOSIT', $2::bigint, $2::bigint, 'bench', 'Bench deposit' from users where id = any($1::int[])`,
      [users.rows.map((u) => u.id), DEPOSIT_PAISE],
    );
    // A session for each (the token's sid), as a sign-in opens one.
    await client.query(
      `insert into user_sessions (id, user_id, created_at, last_seen_at, expires_at)
       select 'bench-' || id, id, now(), now(), now() + interval '6 hours' from users where id = any($1::int[])`,
      [users.rows.map((u) => u.id)],
    );
    await client.query('commit');
    await client.query('analyze');
    return users.rows.sort((a, b) => a.id - b.id);
  });
  const key = new TextEncoder().encode(JWT_SECRET);
  const exp = Math.floor(Date.now() / 1000) + 6 * 3600;
  for (const user of rows) {
    user.token = await new SignJWT({ email: user.email, name: user.name, role: 'ROLE_USER', sid: `bench-${user.id}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The HTTP load: CLIENTS keep-alive connections, each taking the next user's request until all
// have been sent; every request carries a different user's token and team.

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function surge(base, port, requests, { clients = CLIENTS, limitMs = SURGE_LIMIT_MS } = {}) {
  // Clients spread over the processes of a deployment: client k talks to ports[k % n].
  const ports = Array.isArray(port) ? port : [port];
  const pids = base.pids ?? (base.pid ? [base.pid] : []);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
  const latencies = new Float64Array(requests.length);
  const statuses = new Map();
  const failures = [];
  const bodies = new Array(requests.length);
  let next = 0;
  let aborted = false;
  const send = (request, client) =>
    new Promise((resolve) => {
      const payload = Buffer.from(JSON.stringify(request.body));
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port: ports[client % ports.length],
          method: request.method ?? 'POST',
          path: request.path,
          headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${request.token}` },
          timeout: 30_000,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
          res.on('error', (error) => resolve({ status: 'error', text: error.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
      req.on('error', (error) => resolve({ status: 'error', text: error.message }));
      req.end(payload);
    });
  const serverCpu = () => (pids.length ? pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) : NaN);
  const cpu = { server: serverCpu(), postgres: postgresCpuSeconds(), loader: cpuUsage() };
  const started = performance.now();
  const limit = setTimeout(() => {
    aborted = true;
  }, limitMs);
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (!aborted && next < requests.length) {
        const index = next++;
        const t0 = performance.now();
        const { status, text } = await send(requests[index], client);
        latencies[index] = performance.now() - t0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        bodies[index] = status === 201 || status === 200 ? text : undefined;
        if (status !== requests[index].expect) failures.push({ index, status, text: text.slice(0, 300) });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearTimeout(limit);
  const cpuAfter = { server: serverCpu(), postgres: postgresCpuSeconds(), loader: cpuUsage() };
  agent.destroy();
  const done = Math.min(next, requests.length);
  const sorted = Array.from(latencies.subarray(0, done)).sort((a, b) => a - b);
  return {
    sent: done,
    aborted,
    seconds,
    perSecond: done / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    statuses: Object.fromEntries(statuses),
    failures,
    bodies,
    cpuUs: {
      server: ((cpuAfter.server - cpu.server) * 1e6) / done,
      postgres: ((cpuAfter.postgres - cpu.postgres) * 1e6) / done,
      loader: ((cpuAfter.loader - cpu.loader) * 1e6) / done,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// pgbench on tables of its own (pgb_*) in the scratch database.

async function createPgbenchTables(dbUrl) {
  await withPg(dbUrl, async (client) => {
    await client.query(`
      create table pgb_wallets (user_id int primary key, deposit_paise bigint not null check (deposit_paise >= 0), updated_at timestamptz not null default now());
      create table pgb_contests (id int primary key, spots int not null, entries int not null default 0 check (entries >= 0), entry_fee_paise bigint not null, check (entries <= spots));
      create table pgb_entries (id int generated always as identity primary key, contest_id int not null references pgb_contests, user_id int not null references pgb_wallets, fee_paise bigint not null, created_at timestamptz not null default now());
      create index pgb_entries_contest_idx on pgb_entries (contest_id);
      create index pgb_entries_user_idx on pgb_entries (user_id, contest_id);
      create table pgb_ledger (id int generated always as identity primary key, user_id int not null references pgb_wallets, amount_paise bigint not null, reference text not null, description text not null, created_at timestamptz not null default now());
      create index pgb_ledger_user_idx on pgb_ledger (user_id, id);`);
    await client.query(`insert into pgb_wallets (user_id, deposit_paise) select i, $2::bigint from generate_series(1, $1::int) i`, [USERS, PGB_DEPOSIT_PAISE]);
    await client.query(
      `insert into pgb_contests (id, spots, entry_fee_paise)
       select c, case when c <= $1::int then $2::int else $3::int end, 2500 + (c % 25) * 100 from generate_series(1, $1::int + 1) c`,
      [SPREAD_CONTESTS, PGB_SPREAD_SPOTS, MEGA_SPOTS],
    );
  });
}

async function resetPgbenchTables(dbUrl) {
  await withPg(dbUrl, async (client) => {
    await client.query('truncate pgb_entries, pgb_ledger restart identity');
    await client.query('update pgb_wallets set deposit_paise = $1', [PGB_DEPOSIT_PAISE]);
    await client.query('update pgb_contests set entries = 0');
    await client.query('vacuum analyze pgb_wallets, pgb_contests, pgb_entries, pgb_ledger');
  });
}

/** pgbench's own figures, its per-transaction latencies (-l) and the checks of its tables. */
async function runPgbench(db, shape, seconds) {
  const [first, last] = shape === 'spread' ? [1, SPREAD_CONTESTS] : [SPREAD_CONTESTS + 1, SPREAD_CONTESTS + 1];
  await resetPgbenchTables(db.url);
  const logDir = tempDir('crease-join-pgbench-');
  const argv = [
    '-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', String(Math.min(2, CLIENTS)), '-T', String(seconds),
    '-D', `users=${USERS}`, '-D', `first=${first}`, '-D', `last=${last}`,
    '-l', `--log-prefix=${path.join(logDir, 'pgb')}`,
    '-f', pgbenchScript, '-h', db.host, '-p', db.port, '-U', db.user, db.name,
  ];
  const cpuBefore = postgresCpuSeconds();
  const entry = startChild(`pgbench ${shape}`, process.env.PGBENCH ?? '/usr/bin/pgbench', argv, { PATH: process.env.PATH, HOME: process.env.HOME }, { cwd: logDir });
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), (seconds + 60) * 1000);
  const { code, signal } = await entry.exited;
  clearTimeout(timer);
  const cpu = postgresCpuSeconds() - cpuBefore;
  if (code !== 0) throw new Error(`pgbench (${shape}) exited with ${code ?? signal}:\n${tail(entry.output)}`);
  const text = entry.output.text;
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(text)?.[1]);
  const processed = Number(/number of transactions actually processed: (\d+)/.exec(text)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(text)?.[1] ?? 0);
  const latencies = [];
  for (const file of readdirSync(logDir)) {
    for (const line of readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000); // microseconds -> ms
    }
  }
  latencies.sort((a, b) => a - b);
  const check = await withPg(db.url, async (client) => {
    const { rows } = await client.query(`
      select
        (select count(*) from pgb_entries)::int as entries,
        (select sum(entries) from pgb_contests)::int as counted,
        (select count(*) from pgb_contests where entries > spots or entries >= spots)::int as at_capacity,
        (select count(*) from pgb_contests c where entries <> (select count(*) from pgb_entries e where e.contest_id = c.id))::int as count_mismatch,
        (select count(*) from pgb_ledger)::int as ledger_rows,
        (select coalesce(-sum(amount_paise), 0) from pgb_ledger)::bigint as ledger_taken,
        (select coalesce(sum(fee_paise), 0) from pgb_entries)::bigint as fees,
        (select sum($1::bigint - deposit_paise) from pgb_wallets)::bigint as debited,
        (select min(deposit_paise) from pgb_wallets)::bigint as min_balance,
        (select count(*) from pgb_entries e join pgb_contests c on c.id = e.contest_id where e.fee_paise <> c.entry_fee_paise)::int as wrong_fee`, [PGB_DEPOSIT_PAISE]);
    return rows[0];
  });
  const problems = [];
  if (check.entries !== processed) problems.push(`${check.entries} entries for ${processed} transactions`);
  if (check.counted !== check.entries || check.count_mismatch) problems.push(`entry counts differ from the entries (${check.counted} vs ${check.entries})`);
  if (check.at_capacity) problems.push(`${check.at_capacity} contests reached their capacity (the capacity check bound: the figure is not a join per transaction)`);
  if (check.ledger_rows !== check.entries || check.ledger_taken !== check.fees || check.debited !== check.fees) problems.push(`ledger ${check.ledger_taken} / fees ${check.fees} / debited ${check.debited} paise differ`);
  if (Number(check.min_balance) < 0 || check.wrong_fee) problems.push('a balance below zero or a wrong fee');
  return {
    perSecond: tps,
    transactions: processed,
    failed,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    postgresCpuUs: (cpu * 1e6) / processed,
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// The checks of the server's data: the ledger to the paisa and the spots.

async function checkServerData(dbUrl) {
  return withPg(dbUrl, async (client) => {
    const one = async (sql, params) => (await client.query(sql, params)).rows[0];
    const wallets = await one(`
      select count(*)::int as wallets,
        count(*) filter (where w.bonus_paise <> coalesce(t.bonus, 0) or w.deposit_paise <> coalesce(t.deposit, 0) or w.winnings_paise <> coalesce(t.winnings, 0))::int as mismatched,
        min(least(w.bonus_paise, w.deposit_paise, w.winnings_paise))::bigint as min_part
      from wallets w
      left join (select user_id, sum(bonus_paise) bonus, sum(deposit_paise) deposit, sum(winnings_paise) winnings from wallet_transactions group by user_id) t on t.user_id = w.user_id`);
    const orphanLedger = await one(`select count(*)::int as n from wallet_transactions t where not exists (select 1 from wallets w where w.user_id = t.user_id)`);
    const partsAddUp = await one(`select count(*)::int as n from wallet_transactions where amount_paise <> bonus_paise + deposit_paise + winnings_paise`);
    const everNegative = await one(`
      select count(*)::int as n from (
        select sum(bonus_paise) over w as b, sum(deposit_paise) over w as d, sum(winnings_paise) over w as x
        from wallet_transactions window w as (partition by user_id order by id)) s
      where b < 0 or d < 0 or x < 0`);
    const fees = await one(`
      select
        (select coalesce(-sum(amount_paise), 0) from wallet_transactions where type = 'ENTRY_FEE')::bigint as ledger_fees,
        (select count(*) from wallet_transactions where type = 'ENTRY_FEE')::int as ledger_rows,
        (select coalesce(sum(fee_bonus_paise + fee_deposit_paise + fee_winnings_paise), 0) from contest_entries)::bigint as entry_fees,
        (select coalesce(sum(c.entry_fee_paise), 0) from contest_entries e join contests c on c.id = e.contest_id)::bigint as contest_fees,
        (select count(*) from contest_entries e join contests c on c.id = e.contest_id where e.fee_bonus_paise + e.fee_deposit_paise + e.fee_winnings_paise <> c.entry_fee_paise)::int as wrong_fee,
        (select count(*) from contest_entries e join contests c on c.id = e.contest_id where c.entry_fee_paise > 0)::int as paid_entries,
        (select count(*) from contest_entries)::int as entries`);
    const spots = await one(`
      select count(*)::int as contests,
        count(*) filter (where e.n <> s.taken)::int as count_mismatch,
        count(*) filter (where c.spots is not null and s.taken > c.spots)::int as over_spots,
        coalesce(sum(e.n), 0)::int as entries
      from contests c
      join (select contest_id, sum(taken)::int as taken from contest_slots group by contest_id) s on s.contest_id = c.id
      left join lateral (select count(*)::int as n from contest_entries x where x.contest_id = c.id) e on true`);
    const shards = await one(`
      select count(*) filter (where capacity is not null and taken > capacity)::int as over_capacity,
        count(*) filter (where taken <> (select count(*) from contest_entries e where e.contest_id = s.contest_id and e.shard = s.shard))::int as shard_mismatch
      from contest_slots s`);
    const problems = [];
    if (wallets.mismatched) problems.push(`${wallets.mismatched} wallets differ from the sums of their ledger rows`);
    if (orphanLedger.n) problems.push(`${orphanLedger.n} ledger rows of users without a wallet`);
    if (partsAddUp.n) problems.push(`${partsAddUp.n} ledger rows whose parts do not add up to the amount`);
    if (Number(wallets.min_part) < 0 || everNegative.n) problems.push(`a balance below zero (now: ${wallets.min_part}; ledger prefixes below zero: ${everNegative.n})`);
    if (fees.ledger_fees !== fees.entry_fees || fees.entry_fees !== fees.contest_fees || fees.wrong_fee || fees.ledger_rows !== fees.paid_entries) {
      problems.push(`fees: ledger ${fees.ledger_fees}, entries ${fees.entry_fees}, contests' fees ${fees.contest_fees} paise; ${fees.wrong_fee} entries with a wrong fee; ${fees.ledger_rows} fee rows for ${fees.paid_entries} paid entries`);
    }
    if (spots.count_mismatch || spots.over_spots || shards.over_capacity || shards.shard_mismatch) {
      problems.push(`spots: ${spots.count_mismatch} contests whose entries differ from their shards' taken, ${spots.over_spots} over their spots, ${shards.over_capacity} shards over capacity, ${shards.shard_mismatch} shards whose taken differs from their entries`);
    }
    return { wallets, fees, spots, everNegative: everNegative.n, problems };
  });
}

async function entriesIn(dbUrl, contestIds) {
  return withPg(dbUrl, async (client) => (await client.query('select count(*)::int as n from contest_entries where contest_id = any($1::int[])', [contestIds])).rows[0].n);
}

// ---------------------------------------------------------------------------------------------

function machine() {
  return `${machineOnly()}, load average ${os.loadavg().map((l) => fmt(l, 1)).join(' ')}`;
}

function joinRequests(users, teams, contestOf) {
  return users.map((user, i) => ({ path: '/api/join-contest', token: user.token, body: { contestId: contestOf(i), teamId: teams[i] }, expect: 201 }));
}

async function main() {
  const started = Date.now();
  console.log(`join surge bench: ${USERS} users, ${CLIENTS} clients, ${ROUNDS} rounds, server pool ${POOL}${PROCESSES > 1 ? ` over ${PROCESSES} batching processes` : ''}, pgbench ${PGBENCH_SECONDS} s per run`);
  console.log(`machine: ${machine()}`);
  buildServer(args.build);
  const db = await createScratchDb(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', 'crease_join');
  console.log(`database: PostgreSQL ${db.version} at ${db.host}:${db.port} (scratch database ${db.name}, dropped at the end)`);
  const settings = await withPg(db.url, async (client) => (await client.query(`select string_agg(name || '=' || setting, ', ' order by name) as s from pg_settings where name in ('fsync', 'synchronous_commit', 'max_connections', 'shared_buffers', 'commit_delay')`)).rows[0].s);
  console.log(`settings: ${settings}`);

  const deployment = PROCESSES > 1 ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `crease-bench-${process.pid}:`, DATABASE_POOL_SIZE: String(Math.max(1, Math.floor(POOL / PROCESSES))) } : {};
  const server = await startServer(db.url, 'server', deployment);
  const more = [];
  for (let n = 2; n <= PROCESSES; n += 1) more.push(await startServer(db.url, `server ${n}`, deployment));
  const target = { pids: [server.entry.child.pid, ...more.map((one) => one.entry.child.pid)], toString: () => server.base };
  const targetPorts = [server.port, ...more.map((one) => one.port)];
  // The same server, each join alone: what batching is measured against, in the same run.
  const alone = await startServer(db.url, 'server, joins alone', { JOIN_BATCH_MS: '0' });
  const aloneTarget = { pid: alone.entry.child.pid, toString: () => alone.base };
  const setupStart = Date.now();
  const token = await adminToken(server.base);
  const day = 24 * 3600 * 1000;
  const { match, players } = await call(server.base, 'POST', '/api/admin/matches/import', {
    startTime: new Date(Math.ceil(Date.now() / day) * day + 3 * day + 14 * 3600 * 1000).toISOString(),
    cricsheet: JSON.parse(readFileSync(cricsheetFile, 'utf8')),
  }, token);
  const picks = suggestTeams(players, 24);

  // Contests: per round, SPREAD_CONTESTS of 200 spots and one mega of 100,000; a warm-up contest;
  // three for the round-trip probe.
  const newContest = (fields) => createContest(server.base, token, match.id, fields);
  const warmup = await newContest({ name: 'Warm-up', entryFee: 10, prizePool: 1000, spots: 10_000 });
  const rounds = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    const spread = [];
    for (let c = 0; c < SPREAD_CONTESTS; c += 1) {
      const entryFee = feeRupees(c);
      spread.push((await newContest({ name: `Round ${r + 1} league ${c + 1}`, entryFee, prizePool: Math.floor(entryFee * SPREAD_SPOTS * 0.8), spots: SPREAD_SPOTS })).id);
    }
    const mega = (await newContest({ name: `Round ${r + 1} Mega`, entryFee: 39, prizePool: 3_000_000, spots: MEGA_SPOTS })).id;
    const aloneSpread = [];
    for (let c = 0; c < SPREAD_CONTESTS; c += 1) {
      const entryFee = feeRupees(c);
      aloneSpread.push((await newContest({ name: `Round ${r + 1} league ${c + 1} (alone)`, entryFee, prizePool: Math.floor(entryFee * SPREAD_SPOTS * 0.8), spots: SPREAD_SPOTS })).id);
    }
    const aloneMega = (await newContest({ name: `Round ${r + 1} Mega (alone)`, entryFee: 39, prizePool: 3_000_000, spots: MEGA_SPOTS })).id;
    rounds.push({ spread, mega, alone: { spread: aloneSpread, mega: aloneMega } });
  }
  const probe = {
    warmup: (await newContest({ name: 'Probe warm-up', entryFee: 10, prizePool: 1000, spots: null })).id,
    spread: (await newContest({ name: 'Probe league', entryFee: 25, prizePool: 4000, spots: SPREAD_SPOTS })).id,
    mega: (await newContest({ name: 'Probe Mega', entryFee: 39, prizePool: 3_000_000, spots: MEGA_SPOTS })).id,
  };

  const users = await makeUsers(db.url);
  const teamRun = await surge(target, server.port, users.map((user, i) => ({ path: '/api/user-teams', token: user.token, body: { contestId: warmup.id, ...picks[i % picks.length] }, expect: 201 })));
  if (teamRun.failures.length) throw new Error(`making teams failed: ${JSON.stringify(teamRun.failures.slice(0, 3))}`);
  const teams = teamRun.bodies.map((text) => JSON.parse(text).id);
  await createPgbenchTables(db.url);
  await withPg(db.url, (client) => client.query('vacuum analyze'));
  console.log(
    `setup (not timed) in ${fmt((Date.now() - setupStart) / 1000, 1)} s: match ${match.id} imported (${players.length} players), ` +
      `${ROUNDS * 2 * (SPREAD_CONTESTS + 1) + 4} contests through the API, ${USERS} users with wallets and DEPOSIT rows by SQL, ` +
      `${USERS} teams through POST /api/user-teams (${fmt(teamRun.perSecond)}/s, ${picks.length} different picks), pgbench tables seeded`,
  );

  // Warm-up, not counted: the join path of the server, and pgbench once.
  const warm = await surge(target, targetPorts, joinRequests(users.slice(0, WARMUP_JOINS), teams, () => warmup.id));
  if (warm.failures.length) throw new Error(`warm-up joins failed: ${JSON.stringify(warm.failures.slice(0, 3))}`);
  const warmAlone = await surge(aloneTarget, alone.port, joinRequests(users.slice(WARMUP_JOINS, 2 * WARMUP_JOINS), teams.slice(WARMUP_JOINS), () => warmup.id));
  if (warmAlone.failures.length) throw new Error(`warm-up joins (alone) failed: ${JSON.stringify(warmAlone.failures.slice(0, 3))}`);
  await runPgbench(db, 'spread', 2);
  console.log(`warm-up: ${WARMUP_JOINS} joins (${fmt(warm.perSecond)}/s), pgbench 2 s`);
  const loadFrom = (Date.now() - server.entry.startedAt) / 1000;

  const runs = { server: { spread: [], mega: [] }, alone: { spread: [], mega: [] }, pgbench: { spread: [], mega: [] } };
  let failures = 0;
  const show = (round, shape, who, run) => {
    const label =
      who === 'pgbench'
        ? shape === 'spread' ? `pgbench, ${SPREAD_CONTESTS} contests` : 'pgbench, 1 hot row'
        : `${who === 'alone' ? 'joins alone' : 'batched'}, ${shape === 'spread' ? `${SPREAD_CONTESTS} contests` : '1 mega'}`;
    const cpu = who !== 'pgbench'
      ? `CPU/join: server ${fmt(run.cpuUs.server)} us, PostgreSQL ${fmt(run.cpuUs.postgres)} us, load generator ${fmt(run.cpuUs.loader)} us`
      : `CPU/txn: PostgreSQL ${fmt(run.postgresCpuUs)} us`;
    const extra = who !== 'pgbench'
      ? `${fmt(run.sent)} joins in ${fmt(run.seconds, 2)} s, statuses ${JSON.stringify(run.statuses)}`
      : `${fmt(run.transactions)} transactions in ${PGBENCH_SECONDS} s${run.failed ? `, ${run.failed} failed` : ''}${run.problems.length ? `; PROBLEMS: ${run.problems.join('; ')}` : ''}`;
    console.log(`  round ${round + 1}/${ROUNDS} ${label.padEnd(22)} ${fmt(run.perSecond).padStart(6)} joins/s  p50 ${fmt(run.p50, 1)} ms  p99 ${fmt(run.p99, 1)} ms  ${extra}; ${cpu}`);
  };
  for (let r = 0; r < ROUNDS; r += 1) {
    const order = [['server', 'alone', 'pgbench'], ['pgbench', 'server', 'alone'], ['alone', 'pgbench', 'server']][r % 3];
    for (const shape of ['spread', 'mega']) {
      for (const who of order) {
        let run;
        if (who !== 'pgbench') {
          const contests = who === 'alone' ? rounds[r].alone[shape] : rounds[r][shape];
          const contestOf = shape === 'spread' ? (i) => contests[i % contests.length] : () => contests;
          run = who === 'alone' ? await surge(aloneTarget, alone.port, joinRequests(users, teams, contestOf)) : await surge(target, targetPorts, joinRequests(users, teams, contestOf));
          run.entries = await entriesIn(db.url, shape === 'spread' ? contests : [contests]);
          if (run.entries !== (run.statuses[201] ?? 0)) run.failures.push({ status: 'count', text: `${run.entries} entries for ${run.statuses[201] ?? 0} joins answered 201` });
          if (run.aborted) run.failures.push({ status: 'time', text: `stopped after ${SURGE_LIMIT_MS / 1000} s` });
          failures += run.failures.length;
          delete run.bodies;
        } else {
          run = await runPgbench(db, shape, PGBENCH_SECONDS);
          failures += run.problems.length + run.failed;
        }
        runs[who][shape].push(run);
        show(r, shape, who, run);
        if (who !== 'pgbench' && run.failures.length) console.log(`    failures (first 3 of ${run.failures.length}): ${JSON.stringify(run.failures.slice(0, 3))}`);
      }
    }
  }
  const loadTo = (Date.now() - server.entry.startedAt) / 1000;
  const countedJoins = ROUNDS * 2 * USERS; // through the batching server (the profile's)

  // Round trips per join: a second server on the same database through a counting proxy, one join at a time.
  let roundTrips;
  if (!args['skip-round-trips']) {
    const url = new URL(db.url);
    const proxy = await roundTripProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const probed = await startServer(url.toString(), 'probe server');
    roundTrips = {};
    const probedPid = { pid: probed.entry.child.pid };
    // warms the second server's join path (not counted), then one join at a time is counted
    const warmed = await surge(probedPid, probed.port, joinRequests(users.slice(-PROBE_WARMUP), teams.slice(-PROBE_WARMUP), () => probe.warmup));
    if (warmed.failures.length) throw new Error(`probe warm-up joins failed: ${JSON.stringify(warmed.failures.slice(0, 3))}`);
    for (const shape of ['spread', 'mega']) {
      proxy.stats.counting = true;
      proxy.stats.roundTrips = 0;
      proxy.stats.waitMs = 0;
      proxy.stats.statements = new Map();
      const run = await surge(probedPid, probed.port, joinRequests(users.slice(0, PROBE_JOINS), teams, () => probe[shape]), { clients: 1 });
      proxy.stats.counting = false;
      if (run.failures.length) throw new Error(`probe joins failed: ${JSON.stringify(run.failures.slice(0, 3))}`);
      roundTrips[shape] = {
        perJoin: proxy.stats.roundTrips / PROBE_JOINS,
        dbWaitMs: proxy.stats.waitMs / PROBE_JOINS,
        latencyMs: run.p50,
        serverCpuUs: run.cpuUs.server,
        statements: [...proxy.stats.statements.entries()].map(([sql, n]) => ({ sql, perJoin: n / PROBE_JOINS })),
      };
    }
    await stopChild(probed.entry);
  }

  const check = await checkServerData(db.url);
  failures += check.problems.length;

  // Summary
  const summary = {};
  for (const who of ['server', 'alone', 'pgbench']) {
    for (const shape of ['spread', 'mega']) {
      const list = runs[who][shape];
      summary[`${who} ${shape}`] = {
        perSecond: median(list.map((run) => run.perSecond)),
        min: Math.min(...list.map((run) => run.perSecond)),
        max: Math.max(...list.map((run) => run.perSecond)),
        p50: median(list.map((run) => run.p50)),
        p99: median(list.map((run) => run.p99)),
        p99Max: Math.max(...list.map((run) => run.p99)),
        serverCpuUs: who !== 'pgbench' ? median(list.map((run) => run.cpuUs.server)) : NaN,
        postgresCpuUs: median(list.map((run) => (who !== 'pgbench' ? run.cpuUs.postgres : run.postgresCpuUs))),
        count: list.reduce((sum, run) => sum + (who !== 'pgbench' ? run.sent : run.transactions), 0),
      };
    }
  }
  const paired = (who, against, shape) => runs[who][shape].map((run, i) => run.perSecond / runs[against][shape][i].perSecond);
  const ratios = {
    spread: paired('server', 'pgbench', 'spread'),
    mega: paired('server', 'pgbench', 'mega'),
    aloneSpread: paired('alone', 'pgbench', 'spread'),
    aloneMega: paired('alone', 'pgbench', 'mega'),
    batchedOverAloneSpread: paired('server', 'alone', 'spread'),
    batchedOverAloneMega: paired('server', 'alone', 'mega'),
  };
  const ratio = Object.fromEntries(Object.entries(ratios).map(([key, list]) => [key, median(list)]));

  console.log(`\nmedians of ${ROUNDS} alternating rounds, ${CLIENTS} clients; server DATABASE_POOL_SIZE ${POOL}; latency per request (server: HTTP, measured by the load generator; pgbench: per transaction, -l):`);
  console.log('| shape | target | joins/s (median) | min - max | p50 ms | p99 ms (median, worst) | server CPU us/join | PostgreSQL CPU us/join | joins |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  const names = {
    'server spread': `spread: ${SPREAD_CONTESTS} contests of ${SPREAD_SPOTS} spots | Crease server, joins in batches${PROCESSES > 1 ? ` (${PROCESSES} processes)` : ''}`,
    'alone spread': `spread: ${SPREAD_CONTESTS} contests of ${SPREAD_SPOTS} spots | Crease server, each join alone`,
    'pgbench spread': `spread: ${SPREAD_CONTESTS} contests | pgbench, contest at random`,
    'server mega': `mega: 1 contest of ${fmt(MEGA_SPOTS)} spots | Crease server, joins in batches${PROCESSES > 1 ? ` (${PROCESSES} processes)` : ''}`,
    'alone mega': `mega: 1 contest of ${fmt(MEGA_SPOTS)} spots | Crease server, each join alone`,
    'pgbench mega': 'mega: 1 contest | pgbench, one hot row',
  };
  for (const key of ['server spread', 'alone spread', 'pgbench spread', 'server mega', 'alone mega', 'pgbench mega']) {
    const s = summary[key];
    console.log(`| ${names[key]} | ${fmt(s.perSecond)} | ${fmt(s.min)} - ${fmt(s.max)} | ${fmt(s.p50, 1)} | ${fmt(s.p99, 1)}, ${fmt(s.p99Max, 1)} | ${fmt(s.serverCpuUs)} | ${fmt(s.postgresCpuUs)} | ${fmt(s.count)} |`);
  }
  console.log('');
  const rounds_ = (list) => list.map((v) => fmt(v, 2)).join(' ');
  console.log(`spread: batched / pgbench spread ${fmt(ratio.spread, 2)}x (paired rounds: ${rounds_(ratios.spread)}) -> aim >= ${AIM_SPREAD}x ${ratio.spread >= AIM_SPREAD ? 'met' : 'MISSED'}`);
  console.log(`mega:   batched / pgbench hot row ${fmt(ratio.mega, 2)}x (paired rounds: ${rounds_(ratios.mega)}) -> aim >= ${AIM_MEGA}x ${ratio.mega >= AIM_MEGA ? 'met' : 'MISSED'}`);
  console.log(`        each join alone / pgbench: spread ${fmt(ratio.aloneSpread, 2)}x (${rounds_(ratios.aloneSpread)}), mega ${fmt(ratio.aloneMega, 2)}x (${rounds_(ratios.aloneMega)})`);
  console.log(`        batched / each join alone: spread ${fmt(ratio.batchedOverAloneSpread, 2)}x (${rounds_(ratios.batchedOverAloneSpread)}), mega ${fmt(ratio.batchedOverAloneMega, 2)}x (${rounds_(ratios.batchedOverAloneMega)})`);
  const p99 = Math.max(summary['server spread'].p99, summary['server mega'].p99);
  console.log(`p99 of the batching server (median of rounds, the worse shape): ${fmt(p99, 1)} ms -> aim < ${AIM_P99_MS} ms ${p99 < AIM_P99_MS ? 'met' : 'MISSED'}`);
  if (roundTrips) {
    for (const shape of ['spread', 'mega']) {
      const t = roundTrips[shape];
      console.log(
        `round trips per join (${shape}, one join at a time, ${PROBE_JOINS} joins through a counting proxy): ${fmt(t.perJoin, 2)}; ` +
          `time waiting on PostgreSQL ${fmt(t.dbWaitMs, 2)} ms of a ${fmt(t.latencyMs, 2)} ms join (p50); server CPU ${fmt(t.serverCpuUs)} us/join`,
      );
    }
    console.log('statements per join (spread):');
    for (const { sql, perJoin } of roundTrips.spread.statements) console.log(`  ${fmt(perJoin, 2)} x ${sql}`);
  }
  const c = check;
  console.log(
    `\nledger: ${c.wallets.wallets} wallets, ${c.wallets.mismatched} differ from their ledger rows; lowest part now ${c.wallets.min_part} paise, ledger prefixes below zero ${c.everNegative}; ` +
      `fees taken ${fmt(Number(c.fees.ledger_fees) / 100, 2)} rupees in ${c.fees.ledger_rows} ledger rows = entries' fees ${fmt(Number(c.fees.entry_fees) / 100, 2)} = their contests' fees ${fmt(Number(c.fees.contest_fees) / 100, 2)} (${c.fees.entries} entries, ${c.fees.wrong_fee} with a wrong fee)`,
  );
  console.log(`spots: ${c.spots.contests} contests, ${c.spots.entries} entries; entries = sum of taken in ${c.spots.contests - c.spots.count_mismatch}, over their spots ${c.spots.over_spots}`);
  console.log(check.problems.length ? `CHECKS FAILED: ${check.problems.join('; ')}` : 'checks: the ledger balances to the paisa and no contest exceeded its spots');
  if (args['cpu-prof']) {
    console.log(`CPU profile of the server goes to ${args['cpu-prof']}/server when it stops; the measured window (all timed surges and the pgbench runs between them):`);
    console.log(`  node bench/cpuprofile-summary.mjs ${args['cpu-prof']}/server/*.cpuprofile --from ${Math.ceil(loadFrom)} --to ${Math.floor(loadTo)} --requests ${countedJoins}`);
  }
  console.log(`total ${fmt((Date.now() - started) / 1000, 0)} s`);

  if (args.json) {
    writeFileSync(args.json, `${JSON.stringify({ machine: machine(), database: db.version, users: USERS, clients: CLIENTS, rounds: ROUNDS, pool: POOL, pgbenchSeconds: PGBENCH_SECONDS, summary, ratios, ratio, roundTrips, check, runs }, null, 2)}\n`);
  }
  if (failures > 0) {
    console.error(`\nFAILED: ${failures} failed joins, pgbench problems or check failures (see above).`);
    process.exitCode = 1;
  }
}

await runBench(main, 'stopping the server and pgbench, dropping the scratch database');
