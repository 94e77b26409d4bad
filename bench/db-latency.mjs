#!/usr/bin/env node
// Latency to the database as a real deployment has it: the join surge (bench/join-surge.mjs) and
// a delivery's push (bench/live-push.mjs) with the server and PostgreSQL in separate network
// namespaces of this machine, at 0, 1 and 10 ms added each way, in alternating rounds of one run.
// See bench/README.md.
//
//   node bench/db-latency.mjs [--delays 0,1,10] [--rounds 2] [--users 2000] [--subscribers 5000]
//                             [--pushes 8] [--quick] [--build] [--json <file>]
//
// --quick: 1 round, 1,000 users, 2,000 subscribers, 4 pushes.
//
// Root only (ip netns). It makes a namespace `crease-db-<pid>` joined to this one by a veth pair
// (10.213.<n>.1 here, 10.213.<n>.2 there), and a PostgreSQL cluster of its own (initdb into a
// temporary folder, started as the postgres user inside the namespace, listening on the veth
// address): the machine's own PostgreSQL on 5432 is not touched. The delay is `tc qdisc ... netem
// delay` on both ends of the pair where the kernel has netem; where it has not (this VM's kernel
// is built without CONFIG_NET_SCH_NETEM), bench/delay-proxy.mjs in the namespace, in front of
// PostgreSQL, holds each chunk that long each way, and the runs without added latency go through
// it too. The servers, the load and the subscribers stay in this namespace on 127.0.0.1. Each
// round runs every delay once, in rotating order; each run is a child bench run with
// DATABASE_URL pointing at the cluster (its own users and contests, its pgbench beside it).
// The namespace, the veth pair and the cluster are removed at the end, also on failure or Ctrl-C.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  benchArgs, buildServer, fmt, machine, median, onCleanup, root, runBench, sleep, startChild, stopChild, tail, tempDir, withPg,
} from './lib.mjs';

const { args, whole } = benchArgs(
  import.meta.url,
  {
    delays: { type: 'string', default: '0,1,10' },
    rounds: { type: 'string', default: '2' },
    users: { type: 'string', default: '2000' },
    subscribers: { type: 'string', default: '5000' },
    pushes: { type: 'string', default: '8' },
  },
  { rounds: '1', users: '1000', subscribers: '2000', pushes: '4' },
);
const ROUNDS = whole('rounds', 1, 10);
const USERS = whole('users', 100, 20_000);
const SUBSCRIBERS = whole('subscribers', 10, 9_000);
const PUSHES = whole('pushes', 1, 50);
const DELAYS = args.delays.split(',').map(Number);
if (DELAYS.some((delay) => !Number.isInteger(delay) || delay < 0 || delay > 100) || !DELAYS.includes(0)) {
  console.error('--delays must be whole milliseconds from 0 to 100, one of them 0 (the baseline)');
  process.exit(2);
}
const AIM_AT_1MS = 1.5; // batched joins/s at 1 ms within 1.5x of none
const PG_BIN = '/usr/lib/postgresql/15/bin';
const RUN_LIMIT_MS = 900_000;

const NS = `crease-db-${process.pid}`;
const VETH_HERE = `cdb${process.pid % 100_000}a`;
const VETH_THERE = `cdb${process.pid % 100_000}b`;
const SUBNET = `10.213.${process.pid % 250}`;
const HERE = `${SUBNET}.1`;
const THERE = `${SUBNET}.2`;
const PROXY_PORT = 6432;

const run = (command, argv, options = {}) => execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
const tryRun = (command, argv) => {
  try {
    run(command, argv);
    return true;
  } catch {
    return false;
  }
};
const inNs = (argv) => run('ip', ['netns', 'exec', NS, ...argv]);

/** Namespaces and pairs left by an earlier run of this bench whose process is gone. */
function sweepStale() {
  for (const line of tryListNamespaces()) {
    const found = /^crease-db-(\d+)/.exec(line);
    if (!found || existsSync(`/proc/${found[1]}`)) continue;
    tryRun('ip', ['link', 'del', `cdb${Number(found[1]) % 100_000}a`]);
    tryRun('ip', ['netns', 'del', `crease-db-${found[1]}`]);
  }
}
function tryListNamespaces() {
  try {
    return run('ip', ['netns', 'list']).split('\n');
  } catch {
    return [];
  }
}

/** The namespace and the veth pair between it and this one; undone by cleanup(). */
function makeNetwork() {
  run('ip', ['netns', 'add', NS]);
  onCleanup(() => {
    tryRun('ip', ['link', 'del', VETH_HERE]);
    tryRun('ip', ['netns', 'del', NS]);
  });
  run('ip', ['link', 'add', VETH_HERE, 'type', 'veth', 'peer', 'name', VETH_THERE]);
  run('ip', ['link', 'set', VETH_THERE, 'netns', NS]);
  run('ip', ['addr', 'add', `${HERE}/30`, 'dev', VETH_HERE]);
  run('ip', ['link', 'set', VETH_HERE, 'up']);
  inNs(['ip', 'addr', 'add', `${THERE}/30`, 'dev', VETH_THERE]);
  inNs(['ip', 'link', 'set', VETH_THERE, 'up']);
  inNs(['ip', 'link', 'set', 'lo', 'up']);
}

/** netem on both ends of the pair, if the kernel has it. */
function netemWorks() {
  if (!tryRun('tc', ['qdisc', 'add', 'dev', VETH_HERE, 'root', 'netem', 'delay', '0ms'])) return false;
  inNs(['tc', 'qdisc', 'add', 'dev', VETH_THERE, 'root', 'netem', 'delay', '0ms']);
  return true;
}

/** A cluster of this bench's own, in a temporary folder, started in the namespace as postgres. */
async function startCluster() {
  const dir = tempDir('perf-netpg-');
  const uid = Number(run('id', ['-u', 'postgres']).trim());
  const gid = Number(run('id', ['-g', 'postgres']).trim());
  chownSync(dir, uid, gid);
  const asPostgres = ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--init-groups'];
  run(asPostgres[0], [...asPostgres.slice(1), `${PG_BIN}/initdb`, '-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync'], { env: { PATH: process.env.PATH, LANG: 'C.UTF-8' } });
  appendFileSync(path.join(dir, 'pg_hba.conf'), `host all all ${SUBNET}.0/30 trust\n`);
  const postgres = startChild(
    'postgres (in the namespace)',
    'ip',
    ['netns', 'exec', NS, ...asPostgres, `${PG_BIN}/postgres`, '-D', dir, '-c', `listen_addresses=127.0.0.1,${THERE}`, '-c', 'port=5432', '-c', `unix_socket_directories=${dir}`, '-c', 'max_connections=200'],
    { PATH: process.env.PATH, LANG: 'C.UTF-8' },
  );
  const url = `postgres://postgres@${THERE}:5432/postgres`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (postgres.child.exitCode !== null) throw new Error(`the cluster exited (${postgres.child.exitCode}):\n${tail(postgres.output)}`);
    try {
      const version = await withPg(url, async (client) => (await client.query('show server_version')).rows[0].server_version);
      return { postgres, dir, version };
    } catch {
      if (Date.now() > deadline) throw new Error(`the cluster did not answer within 60 s:\n${tail(postgres.output)}`);
      await sleep(200);
    }
  }
}

/** The delay proxy in the namespace, in front of the cluster (where netem is missing). */
async function startProxy() {
  const proxy = startChild('delay proxy (in the namespace)', 'ip', ['netns', 'exec', NS, process.execPath, path.join(root, 'bench/delay-proxy.mjs'), THERE, String(PROXY_PORT), '127.0.0.1', '5432'], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
  });
  const deadline = Date.now() + 20_000;
  while (!/"port":/.test(proxy.output.text)) {
    if (proxy.child.exitCode !== null || Date.now() > deadline) throw new Error(`the delay proxy did not start:\n${tail(proxy.output)}`);
    await sleep(50);
  }
  return proxy;
}

/** A child bench run against the cluster; its --json figures. */
async function childBench(script, argv, databaseUrl, label) {
  const file = path.join(tempDir('perf-latency-json-'), 'figures.json');
  const entry = startChild(label, process.execPath, [path.join(root, 'bench', script), ...argv, '--json', file], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const timer = setTimeout(() => void stopChild(entry), RUN_LIMIT_MS);
  const { code } = await entry.exited;
  clearTimeout(timer);
  if (code !== 0 || !existsSync(file)) throw new Error(`${label} failed (exit ${code}):\n${tail(entry.output)}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error('this bench makes network namespaces: run it as root');
  buildServer(args.build);
  console.log(`db-latency bench: delays ${DELAYS.join(', ')} ms each way, ${ROUNDS} rounds; join surge of ${fmt(USERS)} users, push to ${fmt(SUBSCRIBERS)} subscribers (${PUSHES} deliveries)`);
  console.log(`machine: ${machine()}`);
  sweepStale();
  makeNetwork();
  const netem = netemWorks();
  const cluster = await startCluster();
  const proxy = netem ? undefined : await startProxy();
  const databaseUrl = `postgres://postgres@${THERE}:${netem ? 5432 : PROXY_PORT}/postgres`;
  console.log(
    `PostgreSQL ${cluster.version} in namespace ${NS} at ${THERE} (veth ${VETH_HERE} <-> ${VETH_THERE}); delay by ${netem ? 'tc netem on both ends of the pair' : 'bench/delay-proxy.mjs in the namespace (this kernel has no netem)'}`,
  );
  const setDelay = async (ms) => {
    if (netem) {
      run('tc', ['qdisc', 'change', 'dev', VETH_HERE, 'root', 'netem', 'delay', `${ms}ms`]);
      inNs(['tc', 'qdisc', 'change', 'dev', VETH_THERE, 'root', 'netem', 'delay', `${ms}ms`]);
    } else {
      const before = proxy.output.text.length;
      proxy.child.stdin.write(`${ms}\n`);
      while (!proxy.output.text.slice(before).includes(`"delayMs":${ms}`)) await sleep(10);
    }
    const started = performance.now();
    await withPg(databaseUrl, (client) => client.query('select 1'));
    return performance.now() - started;
  };

  const runs = Object.fromEntries(DELAYS.map((delay) => [delay, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = DELAYS.map((_, index) => DELAYS[(index + round) % DELAYS.length]);
    for (const delay of order) {
      const roundTripMs = await setDelay(delay);
      const joins = await childBench('join-surge.mjs', ['--users', String(USERS), '--rounds', '1', '--skip-round-trips', '--pgbench-duration', '4'], databaseUrl, `join surge at ${delay} ms`);
      const push = await childBench('live-push.mjs', ['--subscribers', String(SUBSCRIBERS), '--rounds', String(PUSHES)], databaseUrl, `push at ${delay} ms`);
      const figures = {
        round,
        delay,
        roundTripMs,
        spread: joins.summary['server spread'],
        mega: joins.summary['server mega'],
        aloneSpread: joins.summary['alone spread'],
        pgbenchSpread: joins.summary['pgbench spread'],
        push: push.server,
      };
      runs[delay].push(figures);
      console.log(
        `  round ${round + 1}/${ROUNDS}, ${String(delay).padStart(2)} ms each way (a connect and select 1: ${fmt(roundTripMs, 1)} ms): ` +
          `joins/s batched spread ${fmt(figures.spread.perSecond)} (p99 ${fmt(figures.spread.p99, 1)} ms, event loop p99 ${fmt(figures.spread.eventLoopP99, 1)} ms), ` +
          `mega ${fmt(figures.mega.perSecond)} (p99 ${fmt(figures.mega.p99, 1)} ms), each join alone ${fmt(figures.aloneSpread.perSecond)}, pgbench ${fmt(figures.pgbenchSpread.perSecond)}; ` +
          `push p99 ${fmt(figures.push.p99Ms, 1)} ms (event loop p99 ${fmt(figures.push.eventLoopP99Ms, 1)} ms)`,
      );
    }
  }

  const byRound = (delay, pick) => runs[delay].map((figures) => pick(figures));
  const ratioToNone = (delay, pick) => runs[delay].map((figures, index) => pick(figures) / pick(runs[0][index]));
  const summary = DELAYS.map((delay) => ({
    delay,
    spread: median(byRound(delay, (f) => f.spread.perSecond)),
    spreadRatio: median(ratioToNone(delay, (f) => f.spread.perSecond)),
    spreadP99: median(byRound(delay, (f) => f.spread.p99)),
    mega: median(byRound(delay, (f) => f.mega.perSecond)),
    megaRatio: median(ratioToNone(delay, (f) => f.mega.perSecond)),
    megaP99: median(byRound(delay, (f) => f.mega.p99)),
    alone: median(byRound(delay, (f) => f.aloneSpread.perSecond)),
    aloneRatio: median(ratioToNone(delay, (f) => f.aloneSpread.perSecond)),
    pgbench: median(byRound(delay, (f) => f.pgbenchSpread.perSecond)),
    pushP99: median(byRound(delay, (f) => f.push.p99Ms)),
    pushRatio: median(ratioToNone(delay, (f) => f.push.p99Ms)),
    joinLoopP99: median(byRound(delay, (f) => f.spread.eventLoopP99)),
    pushLoopP99: median(byRound(delay, (f) => f.push.eventLoopP99Ms)),
  }));
  console.log(`\nmedians of ${ROUNDS} rounds; ratios to no added latency in the same round:`);
  console.log('| added each way | joins/s batched, spread (x of none) | p99 ms | joins/s batched, mega (x of none) | p99 ms | each join alone, spread (x of none) | pgbench spread | push p99 ms (x of none) | event loop p99 ms: surge / push |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of summary) {
    console.log(
      `| ${row.delay} ms | ${fmt(row.spread)} (${fmt(row.spreadRatio, 2)}x) | ${fmt(row.spreadP99, 1)} | ${fmt(row.mega)} (${fmt(row.megaRatio, 2)}x) | ${fmt(row.megaP99, 1)} | ${fmt(row.alone)} (${fmt(row.aloneRatio, 2)}x) | ${fmt(row.pgbench)} | ${fmt(row.pushP99, 1)} (${fmt(row.pushRatio, 2)}x) | ${fmt(row.joinLoopP99, 1)} / ${fmt(row.pushLoopP99, 1)} |`,
    );
  }
  const at1 = summary.find((row) => row.delay === 1);
  if (at1) {
    const worse = Math.min(at1.spreadRatio, at1.megaRatio);
    console.log(`batched joins/s at 1 ms each way: ${fmt(worse, 2)}x of none (the worse shape); aim within ${AIM_AT_1MS}x (at least ${fmt(1 / AIM_AT_1MS, 2)}x): ${worse >= 1 / AIM_AT_1MS ? 'met' : 'MISSED'}`);
  }
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ machine: machine(), netem, summary, runs }, null, 2)}\n`);
}

await runBench(main, 'stopping the servers and the cluster, removing the namespace');
