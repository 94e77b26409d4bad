#!/usr/bin/env node
// Read throughput of the catalogue lists (GET /api/contests, GET /api/matches/upcoming) with 200
// contests in the database, beside a bare Fastify route answering the same JSON from memory,
// measured in the same run. See bench/README.md.
//
//   node bench/catalogue.mjs [--rounds 5] [--duration 5] [--connections 10] [--warmup 2]
//                            [--build] [--cpu-prof <dir>] [--json <file>] [--endpoint <path>]
//
// This process is the load generator (autocannon); the real server (apps/server/dist/main.js)
// and the baseline (bench/bare-server.mjs) are its children, on 127.0.0.1. With DATABASE_URL set
// the server uses a scratch database created on that PostgreSQL server and dropped at the end;
// otherwise the embedded PGlite in a fresh temporary directory.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  root, benchArgs, tempDir, startChild, tail, runBench, benchDatabase, profileArgs,
  buildServer, startServer as startCreaseServer, call, adminToken, cpuSeconds, median, fmt, machine, eventLoopMark,
} from './lib.mjs';

const { args, whole } = benchArgs(import.meta.url, {
  rounds: { type: 'string', default: '5' },
  duration: { type: 'string', default: '5' },
  connections: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '2' },
  matches: { type: 'string', default: '20' },
  contests: { type: 'string', default: '200' },
  endpoint: { type: 'string' },
}, { rounds: '1', duration: '3', warmup: '1' });
// Bounded: load goes to 127.0.0.1 only, for at most rounds x duration x 4 seconds (+ warm-up).
const ROUNDS = whole('rounds', 1, 21);
const DURATION = whole('duration', 1, 60);
const CONNECTIONS = whole('connections', 1, 256);
const WARMUP = whole('warmup', 0, 30);
const MATCHES = whole('matches', 1, 200);
const CONTESTS = whole('contests', 1, 5000);

const AIM_RATIO = 0.75;
const AIM_P99_MS = 10;
const ALL_ENDPOINTS = ['/api/contests', '/api/matches/upcoming'];
if (args.endpoint && !ALL_ENDPOINTS.includes(args.endpoint)) {
  console.error(`--endpoint must be one of ${ALL_ENDPOINTS.join(', ')}`);
  process.exit(2);
}
const ENDPOINTS = args.endpoint ? [args.endpoint] : ALL_ENDPOINTS;

// ---------------------------------------------------------------------------------------------
// The real server and its data, made through the API as an admin would.

async function startServer() {
  buildServer(args.build);
  const { env, database } = await benchDatabase('crease_bench');
  const server = await startCreaseServer({ tempPrefix: 'crease-bench-', env, nodeArgs: profileArgs(args['cpu-prof'], 'server') });
  return { ...server, database };
}

const TEAMS = [
  'India', 'Australia', 'England', 'South Africa', 'New Zealand', 'Pakistan', 'Sri Lanka', 'West Indies',
  'Bangladesh', 'Afghanistan', 'Ireland', 'Zimbabwe', 'Netherlands', 'Scotland', 'Nepal', 'Oman',
];
const VENUES = ['Wankhede Stadium, Mumbai', 'Eden Gardens, Kolkata', 'M. Chinnaswamy Stadium, Bengaluru', 'Narendra Modi Stadium, Ahmedabad'];
const SPOTS = [2, 10, 50, 100, 1000, 10000, null];
const ENTRY_FEES = [0, 25, 49, 99, 499, 1500];

/** A prize table within the pool: rank 1, rank 2, ranks 3-5, then the rest down to the paid rank. */
function prizesFor(pool, spots) {
  const paid = Math.min(spots ?? 500, 500);
  const paise = (rupees) => Math.floor(rupees * 100) / 100;
  const prizes = [{ fromRank: 1, toRank: 1, amount: paise(pool * 0.3) }];
  if (paid >= 2) prizes.push({ fromRank: 2, toRank: 2, amount: paise(pool * 0.15) });
  if (paid >= 5) prizes.push({ fromRank: 3, toRank: 5, amount: paise(pool * 0.05) });
  if (paid > 5) prizes.push({ fromRank: 6, toRank: paid, amount: paise((pool * 0.3) / (paid - 5)) });
  return prizes;
}

async function seed(base) {
  const token = await adminToken(base);
  const day = 24 * 3600 * 1000;
  const firstDay = Math.ceil(Date.now() / day) * day + 3 * day; // days ahead: nothing starts during the run
  const matchIds = [];
  for (let m = 0; m < MATCHES; m += 1) {
    const teamA = TEAMS[m % TEAMS.length];
    const teamB = TEAMS[(m + 1 + Math.floor(m / TEAMS.length)) % TEAMS.length];
    const match = await call(base, 'POST', '/api/matches', {
      teamA,
      teamB,
      startTime: new Date(firstDay + m * 0.5 * day + 14 * 3600 * 1000).toISOString(),
      matchType: 'T20',
      venue: VENUES[m % VENUES.length],
      event: 'Crease Bench Series',
    }, token);
    matchIds.push(match.json().id);
  }
  for (let c = 0; c < CONTESTS; c += 1) {
    const spots = SPOTS[c % SPOTS.length];
    const entryFee = ENTRY_FEES[c % ENTRY_FEES.length];
    const prizePool = 1000 * (1 + (c % 50));
    await call(base, 'POST', '/api/contests', {
      name: `Contest ${c + 1}: ${['Mega', 'Head to Head', 'Small League', 'Winner Takes All', 'Practice'][c % 5]}`,
      entryFee,
      prizePool,
      matchId: matchIds[c % matchIds.length],
      spots,
      maxTeamsPerUser: 1 + (c % 6),
      prizes: prizesFor(prizePool, spots),
    }, token);
  }
}

/** The exact body and headers a target answers for a path, once. */
async function fetchBody(base, url) {
  const { response, text } = await call(base, 'GET', url);
  let headerBytes = 0;
  response.headers.forEach((value, name) => {
    headerBytes += name.length + value.length + 4;
  });
  return { text, contentType: response.headers.get('content-type'), headerBytes, headerCount: [...response.headers.keys()].length };
}

// ---------------------------------------------------------------------------------------------
// Load and figures.

// CPU time a target's process spends per request (cpuSeconds): less sensitive than req/s to other
// work on a shared machine, since it does not count waiting.
async function load(url, seconds, pid) {
  const cpuBefore = pid ? cpuSeconds(pid) : NaN;
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10 });
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : NaN;
  return {
    cpuUsPerRequest: (cpu * 1e6) / result.requests.total,
    cpuShare: cpu / result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    bytesPerSec: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets,
  };
}

async function main() {
  const started = Date.now();
  console.log(`catalogue bench: ${ROUNDS} rounds x ${DURATION} s, ${CONNECTIONS} connections, warm-up ${WARMUP} s per target and endpoint`);
  console.log(`machine: ${machine()}`);

  const server = await startServer();
  console.log(`database: ${server.database}`);
  const seedStart = Date.now();
  await seed(server.base);
  console.log(`seeded ${MATCHES} matches and ${CONTESTS} contests through the API in ${fmt((Date.now() - seedStart) / 1000, 1)} s`);

  // One request each fills the server's read cache; the bodies go to the baseline as they are.
  const serverBodies = {};
  for (const url of ALL_ENDPOINTS) serverBodies[url] = await fetchBody(server.base, url);
  const contests = JSON.parse(serverBodies['/api/contests'].text);
  const upcoming = JSON.parse(serverBodies['/api/matches/upcoming'].text);
  if (contests.length !== CONTESTS) throw new Error(`GET /api/contests listed ${contests.length} contests, not ${CONTESTS}`);
  if (upcoming.length !== MATCHES) throw new Error(`GET /api/matches/upcoming listed ${upcoming.length} matches, not ${MATCHES}`);

  const scratch = tempDir('crease-bench-bare-');
  const bodiesFile = path.join(scratch, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(Object.fromEntries(ALL_ENDPOINTS.map((url) => [url, serverBodies[url].text]))));
  const bare = startChild('bare', process.execPath, [...profileArgs(args['cpu-prof'], 'bare'), path.join(root, 'bench/bare-server.mjs'), bodiesFile], {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
  });
  bare.startedAt = Date.now();
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the baseline did not start:\n${tail(bare.output)}`)), 20_000);
    const check = () => {
      const line = bare.output.text.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line).port);
      }
    };
    bare.child.stdout.on('data', check);
    bare.exited.then(() => reject(new Error(`the baseline exited:\n${tail(bare.output)}`)));
  });
  const targets = { server: server.base, bare: `http://127.0.0.1:${port}` };
  const pids = { server: server.entry.child.pid, bare: bare.child.pid };
  const bareBodies = {};
  for (const url of ENDPOINTS) {
    bareBodies[url] = await fetchBody(targets.bare, url);
    if (bareBodies[url].text !== serverBodies[url].text) throw new Error(`the baseline's ${url} differs from the server's`);
    console.log(
      `GET ${url}: ${fmt(Buffer.byteLength(serverBodies[url].text))} bytes of JSON; response headers: server ${serverBodies[url].headerCount} (${fmt(serverBodies[url].headerBytes)} B), bare ${bareBodies[url].headerCount} (${fmt(bareBodies[url].headerBytes)} B)`,
    );
  }

  if (WARMUP > 0) {
    for (const url of ENDPOINTS) for (const target of ['server', 'bare']) await load(`${targets[target]}${url}`, WARMUP);
  }

  const loadFrom = { server: (Date.now() - server.entry.startedAt) / 1000, bare: (Date.now() - bare.startedAt) / 1000 };
  // Alternating rounds: server first in even rounds, the baseline first in odd ones.
  const runs = Object.fromEntries(ENDPOINTS.map((url) => [url, { server: [], bare: [] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const url of ENDPOINTS) {
      const order = round % 2 === 0 ? ['server', 'bare'] : ['bare', 'server'];
      for (const target of order) {
        if (target === 'server') await eventLoopMark(server.entry);
        const run = await load(`${targets[target]}${url}`, DURATION, pids[target]);
        if (target === 'server') run.eventLoop = await eventLoopMark(server.entry);
        runs[url][target].push(run);
        console.log(
          `  round ${round + 1}/${ROUNDS} GET ${url.padEnd(22)} ${target.padEnd(6)} ${fmt(run.rps).padStart(7)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ${fmt(run.cpuUsPerRequest)} CPU-us/req (${fmt(100 * run.cpuShare)}% of a core)${run.eventLoop ? `  event loop p99 ${fmt(run.eventLoop.p99, 1)} ms` : ''}` +
            (run.non2xx || run.errors || run.timeouts ? `  non-2xx ${run.non2xx} errors ${run.errors} timeouts ${run.timeouts}` : ''),
        );
      }
    }
  }

  if (args['cpu-prof']) {
    const now = Date.now();
    const window = (entry) => `--from ${fmt(Math.ceil(loadFrom[entry.name]))} --to ${fmt(Math.floor((now - entry.startedAt) / 1000))}`;
    const count = (target) => ENDPOINTS.reduce((sum, url) => sum + runs[url][target].reduce((n, run) => n + run.requests, 0), 0);
    console.log(`CPU profiles go to ${args['cpu-prof']}/{server,bare} when the processes stop; the measured load, per process:`);
    console.log(`  node bench/cpuprofile-summary.mjs ${args['cpu-prof']}/server/*.cpuprofile ${window(server.entry)} --requests ${count('server')}`);
    console.log(`  node bench/cpuprofile-summary.mjs ${args['cpu-prof']}/bare/*.cpuprofile ${window(bare)} --requests ${count('bare')}`);
  }
  // The bodies are still the same after the load (the cache was not dropped or changed).
  for (const url of ENDPOINTS) {
    if ((await fetchBody(targets.server, url)).text !== serverBodies[url].text) throw new Error(`the server's ${url} changed during the run`);
  }

  const summary = {};
  let problems = 0;
  for (const url of ENDPOINTS) {
    const per = {};
    for (const target of ['server', 'bare']) {
      const list = runs[url][target];
      const bad = list.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
      problems += bad;
      per[target] = {
        rps: median(list.map((run) => run.rps)),
        rpsMin: Math.min(...list.map((run) => run.rps)),
        rpsMax: Math.max(...list.map((run) => run.rps)),
        p50: median(list.map((run) => run.p50)),
        p99: median(list.map((run) => run.p99)),
        p99Max: Math.max(...list.map((run) => run.p99)),
        cpuUsPerRequest: median(list.map((run) => run.cpuUsPerRequest)),
        requests: list.reduce((sum, run) => sum + run.requests, 0),
        non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
        errors: list.reduce((sum, run) => sum + run.errors, 0),
        timeouts: list.reduce((sum, run) => sum + run.timeouts, 0),
      };
    }
    const paired = runs[url].server.map((run, i) => run.rps / runs[url].bare[i].rps);
    const cpuRatio = median(runs[url].server.map((run, i) => runs[url].bare[i].cpuUsPerRequest / run.cpuUsPerRequest));
    summary[url] = { ...per, ratio: median(paired), pairedRatios: paired, cpuRatio, bodyBytes: Buffer.byteLength(serverBodies[url].text) };
  }

  console.log(`\nmedians of ${ROUNDS} alternating rounds of ${DURATION} s, ${CONNECTIONS} connections (latency has 1 ms resolution):`);
  console.log('| endpoint | target | req/s (median) | min - max | p50 ms | p99 ms (median, worst) | CPU us/request | requests | non-2xx / errors / timeouts |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const url of ENDPOINTS) {
    for (const target of ['server', 'bare']) {
      const s = summary[url][target];
      console.log(
        `| GET ${url} | ${target === 'server' ? 'Crease server' : 'bare Fastify'} | ${fmt(s.rps)} | ${fmt(s.rpsMin)} - ${fmt(s.rpsMax)} | ${s.p50} | ${s.p99}, ${s.p99Max} | ${fmt(s.cpuUsPerRequest)} | ${fmt(s.requests)} | ${s.non2xx} / ${s.errors} / ${s.timeouts} |`,
      );
    }
  }
  console.log('');
  for (const url of ENDPOINTS) {
    const s = summary[url];
    const met = s.ratio >= AIM_RATIO && s.server.p99 < AIM_P99_MS;
    console.log(
      `GET ${url}: server/bare ${fmt(s.ratio, 2)}x (median of the paired rounds: ${s.pairedRatios.map((r) => fmt(r, 2)).join(' ')}); ` +
        `CPU per request bare/server ${fmt(s.cpuRatio, 2)}x; server p99 ${s.server.p99} ms -> aim (>= ${AIM_RATIO}x, p99 < ${AIM_P99_MS} ms) ${met ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`total ${fmt((Date.now() - started) / 1000, 0)} s`);

  if (args.json) {
    writeFileSync(args.json, `${JSON.stringify({ machine: machine(), database: server.database, rounds: ROUNDS, duration: DURATION, connections: CONNECTIONS, summary, runs }, null, 2)}\n`);
  }
  if (problems > 0) {
    console.error(`\nFAILED: ${problems} non-2xx responses, errors or timeouts during the load (see the table).`);
    process.exitCode = 1;
  }
}

await runBench(main, 'stopping the servers and removing the temporary files');
