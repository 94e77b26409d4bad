#!/usr/bin/env node
// How the API answers while the live channel is flooded with SUBSCRIBE frames: /healthz and
// /api/config latency measured by a probe process of its own, with no flood (the baseline) and
// during each flood, in the same run. See bench/README.md.
//
//   node bench/live-flood.mjs [--rounds 3] [--duration 5] [--frames 1000] [--users 10]
//                             [--per-user 10] [--every 20] [--server <main.js>] [--build] [--json <file>]
//                             [--cpu-prof <dir>]
//
// Floods, each from a process of its own (bench/live-flood-clients.mjs), each connection sending
// CONNECT and then --frames SUBSCRIBE frames packed into ~60 KB WebSocket messages, half to
// /topic/leaderboard and half to an upcoming contest's topic:
//   review: three connections of one account, each flooding once (the outside review's flood);
//   three:  the same three, each connecting again and flooding again whenever the server closes it;
//   many:   --users accounts x --per-user connections each (every account at its limit), again
//           and again likewise.
// The probe (bench/live-flood-probe.mjs) sends GET /healthz and GET /api/config alternately every
// --every ms, open loop, during each window. --server runs another build of the server (e.g. the
// one before a change) with the same flood. With DATABASE_URL set the server uses a scratch
// database on that PostgreSQL server (dropped at the end); otherwise PGlite in a temporary folder.
// With REDIS_URL it uses that Redis (under a key prefix of its own) as a deployment would.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  root, benchArgs, startChild, runBench, benchDatabase, buildServer, serverMain, startServer,
  call, adminToken, cpuSeconds, median, fmt, machine, sleep, stopChild, profileArgs,
} from './lib.mjs';

const { args, whole } = benchArgs(import.meta.url, {
  rounds: { type: 'string', default: '3' },
  duration: { type: 'string', default: '5' },
  frames: { type: 'string', default: '1000' },
  users: { type: 'string', default: '10' },
  'per-user': { type: 'string', default: '10' },
  every: { type: 'string', default: '20' },
  server: { type: 'string' },
});
// Bounded: load goes to 127.0.0.1 only, for rounds x 4 windows of --duration seconds (+ setup).
const ROUNDS = whole('rounds', 1, 20);
const DURATION_S = whole('duration', 1, 60);
const FRAMES = whole('frames', 1, 100_000);
const USERS = whole('users', 1, 1000);
const PER_USER = whole('per-user', 1, 100);
const EVERY_MS = whole('every', 2, 1000);
const SCENARIOS = ['baseline', 'review', 'three', 'many'];

/**
 * A child that speaks one JSON object a line on stdin and stdout. The flood runs at a lower
 * priority (nice 10): on a real deployment its CPU would be the attacker's, not the server's, and
 * here it shares the server's two cores.
 */
function lineChild(name, script, { nice = false } = {}) {
  const argv = [process.execPath, path.join(root, 'bench', script)];
  const entry = startChild(name, nice ? 'nice' : argv[0], nice ? ['-n', '10', ...argv] : argv.slice(1), { PATH: process.env.PATH, HOME: process.env.HOME });
  const waiting = [];
  createInterface({ input: entry.child.stdout }).on('line', (line) => {
    if (line.startsWith('{')) waiting.shift()?.(JSON.parse(line));
  });
  return {
    entry,
    ask: (command) =>
      new Promise((resolve) => {
        waiting.push(resolve);
        entry.child.stdin.write(`${JSON.stringify(command)}\n`);
      }),
  };
}

/** Accounts made as players make them: signed up, then signed in. */
async function signUp(base, count) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const account = { name: `Flood ${i + 1}`, email: `flood.${i + 1}.${Date.now()}@crease.test`, password: 'flood-password-11' };
    await call(base, 'POST', '/api/auth/register', account);
    tokens.push((await call(base, 'POST', '/api/auth/login', { email: account.email, password: account.password })).json().token);
  }
  return tokens;
}

async function upcomingContest(base) {
  const token = await adminToken(base);
  const startTime = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  const match = await call(base, 'POST', '/api/matches', { teamA: 'India', teamB: 'Australia', startTime, matchType: 'T20', venue: 'Eden Gardens, Kolkata', event: 'Crease Bench Series' }, token);
  const contest = await call(base, 'POST', '/api/contests', {
    name: 'Flood Mega', entryFee: 0, prizePool: 1000, matchId: match.json().id, spots: 1000, maxTeamsPerUser: 1,
  }, token);
  return contest.json().id;
}

/** Waits until /healthz answers in under 20 ms three times running (the server has caught up), at most 60 s. */
async function settled(base) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/healthz`).then((response) => response.text()).catch(() => {});
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await sleep(50);
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

async function main() {
  const { env, database: db } = await benchDatabase('crease_flood');
  // With REDIS_URL, an account's connections are counted in Redis, as in a deployment of several processes.
  if (process.env.REDIS_URL) Object.assign(env, { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `crease-flood-${process.pid}:` });
  const database = process.env.REDIS_URL ? `${db}; Redis at ${process.env.REDIS_URL}` : db;
  const main = args.server ? path.resolve(args.server) : serverMain;
  if (!args.server) buildServer(args.build);
  const server = await startServer({ tempPrefix: 'crease-flood-', env, main, nodeArgs: profileArgs(args['cpu-prof'], 'server') });
  const pid = server.entry.child.pid;
  console.log(`machine: ${machine()}`);
  console.log(`server: ${path.relative(root, main) || main}, ${database}`);

  const contestId = await upcomingContest(server.base);
  const [reviewer, ...others] = await signUp(server.base, 1 + USERS);
  const destinations = ['/topic/leaderboard', `/topic/contests/${contestId}/leaderboard`];
  const url = `${server.base.replace('http', 'ws')}/ws/leaderboard`;
  const floods = {
    review: { tokens: [reviewer], connections: 3, again: false },
    three: { tokens: [reviewer], connections: 3 },
    many: { tokens: others, connections: USERS * PER_USER },
  };
  console.log(`floods: review = 3 connections of one account, once; three = the same, again after each close; many = ${USERS} accounts x ${PER_USER} connections, again after each close; each connection ${FRAMES} SUBSCRIBE frames in ~60 KB messages; windows of ${DURATION_S} s, ${ROUNDS} rounds`);

  const probe = lineChild('probe', 'live-flood-probe.mjs');
  const results = Object.fromEntries(SCENARIOS.map((name) => [name, { rounds: [], healthz: [], config: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    // The order turns each round, so drift over the run falls on every scenario alike.
    const order = SCENARIOS.map((_, i) => SCENARIOS[(i + round) % SCENARIOS.length]);
    for (const name of order) {
      await settled(server.base);
      const clients = name === 'baseline' ? undefined : lineChild(`flood-${name}`, 'live-flood-clients.mjs', { nice: true });
      const cpuBefore = cpuSeconds(pid);
      await probe.ask({ cmd: 'start', base: server.base, everyMs: EVERY_MS });
      if (clients) await clients.ask({ cmd: 'start', url, frames: FRAMES, destinations, ...floods[name] });
      await sleep(DURATION_S * 1000);
      const floodCpu = clients ? cpuSeconds(clients.entry.child.pid) : 0;
      const counts = clients ? await clients.ask({ cmd: 'stop' }) : undefined;
      const samples = await probe.ask({ cmd: 'stop' });
      const cpu = cpuSeconds(pid) - cpuBefore;
      if (clients) await stopChild(clients.entry);
      const figures = {
        round: round + 1,
        healthz: { p50: percentile(samples.healthz, 50), p99: percentile(samples.healthz, 99), max: Math.max(...samples.healthz), n: samples.healthz.length },
        config: { p50: percentile(samples.config, 50), p99: percentile(samples.config, 99), max: Math.max(...samples.config), n: samples.config.length },
        errors: samples.errors,
        serverCpuS: cpu,
        floodCpuS: floodCpu,
        flood: counts && { ...counts, event: undefined },
      };
      results[name].rounds.push(figures);
      results[name].failed = (results[name].failed ?? 0) + samples.errors;
      results[name].healthz.push(...samples.healthz);
      results[name].config.push(...samples.config);
      const flood = counts
        ? `; flood: CPU ${fmt(floodCpu, 2)} s, ${fmt(counts.connected)} connections signed in, ${fmt(counts.subscribeFramesSent)} SUBSCRIBE frames sent, ${fmt(counts.messagesReceived)} answered, ERRORs ${JSON.stringify(counts.errors)}`
        : '';
      console.log(
        `round ${round + 1} ${name.padEnd(8)} /healthz p50 ${fmt(figures.healthz.p50, 1)} ms p99 ${fmt(figures.healthz.p99, 1)} ms max ${fmt(figures.healthz.max, 0)} ms (n ${figures.healthz.n}); ` +
          `/api/config p50 ${fmt(figures.config.p50, 1)} ms p99 ${fmt(figures.config.p99, 1)} ms; failed ${samples.errors}; server CPU ${fmt(cpu, 2)} s${flood}`,
      );
    }
  }
  await stopChild(probe.entry);

  console.log('\nAll rounds (every sample of the scenario; medians of the rounds in brackets):');
  console.log('| | /healthz p50 | /healthz p99 | /api/config p50 | /api/config p99 | failed or over 60 s | server CPU per window |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const name of SCENARIOS) {
    const { rounds, healthz, config } = results[name];
    const cell = (values, p, key) => `${fmt(percentile(values, p), 1)} ms (${fmt(median(rounds.map((r) => r[key][`p${p}`])), 1)})`;
    console.log(`| ${name} | ${cell(healthz, 50, 'healthz')} | ${cell(healthz, 99, 'healthz')} | ${cell(config, 50, 'config')} | ${cell(config, 99, 'config')} | ${fmt(results[name].failed)} | ${fmt(median(rounds.map((r) => r.serverCpuS)), 2)} s |`);
  }
  const review = percentile(results.review.healthz, 99);
  console.log(`\n/healthz p99 during the review's flood: ${fmt(review, 1)} ms (aim: under 100 ms) ${review < 100 ? 'met' : 'NOT met'}`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ machine: machine(), database, server: main, results }, null, 2));
}

await runBench(main, 'stopping the server and the clients');
