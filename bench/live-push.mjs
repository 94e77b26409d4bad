#!/usr/bin/env node
// From a delivery posted to the contest leaderboard's message arriving at 5,000 STOMP subscribers
// on 127.0.0.1, beside a bare `ws` broadcast of the same bytes to as many clients in the same run.
// With --across (REDIS_URL, default redis://127.0.0.1:6379), a second server process of the same
// deployment has 5,000 subscribers of its own: the delivery is posted to the first, and reaches
// the second's subscribers through Redis, timed in the same rounds. See bench/README.md.
//
//   node bench/live-push.mjs [--subscribers 5000] [--rounds 20] [--across] [--build] [--cpu-prof <dir>] [--json <file>]
//
// The real server (apps/server/dist/main.js) runs on a scratch PostgreSQL database (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres, names the server; the database is dropped
// at the end) with a live match whose contest every subscriber has entered. The subscribers live
// in a separate load process (bench/live-push-clients.mjs); the bare broadcast is
// bench/bare-ws.mjs. Each round posts one real delivery and times its push to every subscriber,
// then broadcasts the frame the first subscriber received to the bare clients and times that.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import {
  root, benchArgs, startChild, runBench, withPg, createScratchDb, profileArgs, buildServer,
  startServer, call, adminToken, cpuSeconds, median, fmt, machine, sleep, tail,
} from './lib.mjs';

const { args, whole } = benchArgs(import.meta.url, {
  subscribers: { type: 'string', default: '5000' },
  rounds: { type: 'string', default: '20' },
  across: { type: 'boolean', default: false },
});
const SUBSCRIBERS = whole('subscribers', 10, 9_000);
const ROUNDS = whole('rounds', 1, 150);
const WARMUP = 3;
const ROUND_LIMIT_MS = 30_000;
const AIM_P99_MS = 1_000;
const AIM_RATIO = 0.6;
const JWT_SECRET = `live-push-bench-secret-${process.pid}-0123456789abcdef`;
const cricsheetFile = path.join(root, 'apps/server/cricsheet/1426312.json');
const now = () => performance.timeOrigin + performance.now();

/** A child speaking JSON lines on stdout: wait for the next line that matches. */
function lines(entry) {
  const waiting = [];
  const seen = [];
  let buffer = '';
  entry.child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let at;
    while ((at = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        continue;
      }
      const waiter = waiting.findIndex((one) => one.match(message));
      if (waiter >= 0) waiting.splice(waiter, 1)[0].resolve(message);
      else seen.push(message);
    }
  });
  return {
    send: (message) => entry.child.stdin.write(`${JSON.stringify(message)}\n`),
    next: (match, limitMs, what) =>
      new Promise((resolve, reject) => {
        const early = seen.findIndex(match);
        if (early >= 0) return resolve(seen.splice(early, 1)[0]);
        const timer = setTimeout(() => reject(new Error(`no ${what} within ${limitMs} ms:\n${tail(entry.output)}`)), limitMs);
        waiting.push({ match, resolve: (message) => (clearTimeout(timer), resolve(message)) });
      }),
  };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function main() {
  buildServer(args.build);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createScratchDb(adminUrl, 'crease_push');
  console.log(`Machine: ${machine()}; PostgreSQL ${db.version} (scratch database ${db.name})`);
  // With --across, the processes of one deployment share Redis, under a key prefix of this run's.
  const redis = args.across ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `crease-bench-${process.pid}:` } : {};
  const { entry: server, base, port } = await startServer({
    tempPrefix: 'crease-push-',
    env: { DATABASE_URL: db.url, JWT_SECRET, ...redis },
    nodeArgs: profileArgs(args['cpu-prof'], 'server'),
  });
  const second = args.across ? await startServer({ name: 'second server', tempPrefix: 'crease-push-', env: { DATABASE_URL: db.url, JWT_SECRET, ...redis } }) : undefined;
  const admin = await adminToken(base);

  // A live match of the IPL final's squads, one contest, every subscriber in it with a team.
  const file = JSON.parse(readFileSync(cricsheetFile, 'utf8'));
  const imported = (await call(base, 'POST', '/api/admin/matches/import', { startTime: new Date(Date.now() + 86_400_000).toISOString(), cricsheet: file }, admin)).json();
  const matchId = imported.match.id;
  for (const player of imported.players) await call(base, 'PUT', `/api/players/${player.id}/status?playing=true`, undefined, admin);
  const contest = (await call(base, 'POST', '/api/contests', { name: 'Push League', entryFee: 0, prizePool: 0, matchId, spots: null }, admin)).json();
  const users = await withPg(db.url, async (client) => {
    const made = await client.query(
      `insert into users (name, email, role) select 'Subscriber ' || n, 'subscriber' || n || '@push.test', 'ROLE_USER' from generate_series(1, $1::int) as n returning id, name, email`,
      [SUBSCRIBERS],
    );
    await client.query(`insert into wallets (user_id) select id from users where email like '%@push.test'`);
    await client.query(
      `insert into user_teams (user_id, match_id, contest_id, player_ids, captain_id, vice_captain_id)
       select u.id, $1, $2, picked.ids, picked.ids[1], picked.ids[2]
       from users u cross join lateral (
         select array_agg(p.id order by (p.id::bigint * 7919 + u.id::bigint * 104729) % 23) as ids
         from (select id from players where match_id = $1 order by (id * 31 + u.id) % 23 limit 11) as p
       ) as picked where u.email like '%@push.test'`,
      [matchId, contest.id],
    );
    await client.query(
      `insert into contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise)
       select $1, user_id, id, 0, 0, 0, 0 from user_teams where contest_id = $1`,
      [contest.id],
    );
    // A session for each (the token's sid), as a sign-in opens one.
    await client.query(
      `insert into user_sessions (id, user_id, created_at, last_seen_at, expires_at)
       select 'push-' || id, id, now(), now(), now() + interval '1 hour' from users where email like '%@push.test'`,
    );
    await client.query('analyze');
    return made.rows;
  });
  const key = new TextEncoder().encode(JWT_SECRET);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = await Promise.all(
    users.map((user) =>
      new SignJWT({ email: user.email, name: user.name, role: 'ROLE_USER', sid: `push-${user.id}` }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(user.id)).setIssuedAt().setExpirationTime(exp).sign(key),
    ),
  );
  await call(base, 'POST', `/api/matches/${matchId}/start`, undefined, admin);
  const deliveries = file.innings.flatMap((innings, index) =>
    innings.overs.flatMap((over) => over.deliveries.map((delivery, ball) => ({ ...delivery, innings: index + 1, over: over.over, ball: ball + 1, superOver: false }))),
  );

  // The load process and the bare broadcaster.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  const clients = lines(startChild('clients', process.execPath, [path.join(root, 'bench/live-push-clients.mjs')], env));
  const bareEntry = startChild('bare', process.execPath, [path.join(root, 'bench/bare-ws.mjs')], env);
  const bare = lines(bareEntry);
  const { port: barePort } = await bare.next((message) => message.port, 10_000, 'bare ws port');

  const destination = `/topic/contests/${contest.id}/leaderboard`;
  clients.send({ cmd: 'connect', group: 'server', url: `ws://127.0.0.1:${port}/ws/leaderboard`, destination, tokens });
  const readyServer = await clients.next((message) => message.event === 'ready' && message.group === 'server', 180_000, 'STOMP subscribers');
  if (second) {
    clients.send({ cmd: 'connect', group: 'across', url: `ws://127.0.0.1:${second.port}/ws/leaderboard`, destination, tokens });
    const readyAcross = await clients.next((message) => message.event === 'ready' && message.group === 'across', 180_000, 'STOMP subscribers of the second process');
    console.log(`Subscribed to the second process: ${readyAcross.ready} (${readyAcross.failed} failed)`);
    if (readyAcross.failed) throw new Error('some subscribers of the second process could not connect');
  }
  clients.send({ cmd: 'connect', group: 'bare', url: `ws://127.0.0.1:${barePort}`, count: SUBSCRIBERS });
  const readyBare = await clients.next((message) => message.event === 'ready' && message.group === 'bare', 180_000, 'bare clients');
  console.log(
    `Subscribed: ${readyServer.ready} STOMP subscribers in ${fmt(readyServer.ms / 1000, 1)} s (${readyServer.failed} failed), ${readyBare.ready} bare clients (${readyBare.failed} failed)`,
  );
  if (readyServer.failed || readyBare.failed) throw new Error('some subscribers could not connect');

  const serverRounds = [];
  const acrossRounds = [];
  const bareRounds = [];
  for (let index = 0; index < WARMUP + ROUNDS && index < deliveries.length; index += 1) {
    // The server: one delivery posted; every subscriber's push timed from the POST.
    clients.send({ cmd: 'round', group: 'server', id: index });
    if (second) clients.send({ cmd: 'round', group: 'across', id: index });
    const cpuBefore = cpuSeconds(server.child.pid);
    const t0 = now();
    await call(base, 'POST', `/api/admin/matches/${matchId}/deliveries`, { deliveries: [deliveries[index]] }, admin);
    const got = await clients.next((message) => message.event === 'round' && message.group === 'server' && message.id === index, ROUND_LIMIT_MS, `pushes of delivery ${index}`);
    const cpu = cpuSeconds(server.child.pid) - cpuBefore;
    const latencies = got.arrivals.map((arrival) => arrival - t0);
    const gotAcross = second
      ? await clients.next((message) => message.event === 'round' && message.group === 'across' && message.id === index, ROUND_LIMIT_MS, `pushes of delivery ${index} through the second process`)
      : undefined;
    const acrossLatencies = gotAcross ? gotAcross.arrivals.map((arrival) => arrival - t0) : [];
    const frame = Buffer.from(got.sample, 'base64');
    await sleep(300); // past the hub's 250 ms throttle: the next delivery is pushed at once

    // The bare broadcast of the same bytes (the first subscriber's frame), serialised once.
    clients.send({ cmd: 'round', group: 'bare', id: index });
    bare.send({ cmd: 'broadcast', frame: got.sample });
    const sent = await bare.next((message) => message.event === 'sent', ROUND_LIMIT_MS, 'the bare broadcast');
    const bareGot = await clients.next((message) => message.event === 'round' && message.group === 'bare' && message.id === index, ROUND_LIMIT_MS, 'bare messages');
    const bareLatencies = bareGot.arrivals.map((arrival) => arrival - sent.t0);
    await sleep(300);

    if (index < WARMUP) continue;
    const span = (values) => Math.max(...values);
    serverRounds.push({ p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: span(latencies), perSecond: SUBSCRIBERS / (span(latencies) / 1000), cpuMs: cpu * 1000, frameBytes: frame.length, bytes: got.bytes });
    if (second) acrossRounds.push({ p50: quantile(acrossLatencies, 0.5), p99: quantile(acrossLatencies, 0.99), max: span(acrossLatencies), perSecond: SUBSCRIBERS / (span(acrossLatencies) / 1000) });
    bareRounds.push({ p50: quantile(bareLatencies, 0.5), p99: quantile(bareLatencies, 0.99), max: span(bareLatencies), perSecond: SUBSCRIBERS / (span(bareLatencies) / 1000) });
    const last = serverRounds.at(-1);
    console.log(
      `  delivery ${index}: server p50 ${fmt(last.p50, 1)} ms, p99 ${fmt(last.p99, 1)} ms, ${fmt(last.perSecond)} msg/s, CPU ${fmt(last.cpuMs, 1)} ms;${second ? ` through the second process p50 ${fmt(acrossRounds.at(-1).p50, 1)} ms, p99 ${fmt(acrossRounds.at(-1).p99, 1)} ms;` : ''} bare p50 ${fmt(bareRounds.at(-1).p50, 1)} ms, p99 ${fmt(bareRounds.at(-1).p99, 1)} ms, ${fmt(bareRounds.at(-1).perSecond)} msg/s`,
    );
  }

  const ratios = serverRounds.map((round, at) => round.perSecond / bareRounds[at].perSecond);
  const all = (rounds, field) => rounds.map((round) => round[field]);
  const result = {
    subscribers: SUBSCRIBERS,
    rounds: serverRounds.length,
    server: { p50Ms: median(all(serverRounds, 'p50')), p99Ms: median(all(serverRounds, 'p99')), worstP99Ms: Math.max(...all(serverRounds, 'p99')), messagesPerSecond: median(all(serverRounds, 'perSecond')), cpuMsPerPush: median(all(serverRounds, 'cpuMs')), frameBytes: median(all(serverRounds, 'frameBytes')) },
    across: second ? { p50Ms: median(all(acrossRounds, 'p50')), p99Ms: median(all(acrossRounds, 'p99')), worstP99Ms: Math.max(...all(acrossRounds, 'p99')), messagesPerSecond: median(all(acrossRounds, 'perSecond')) } : undefined,
    bare: { p50Ms: median(all(bareRounds, 'p50')), p99Ms: median(all(bareRounds, 'p99')), worstP99Ms: Math.max(...all(bareRounds, 'p99')), messagesPerSecond: median(all(bareRounds, 'perSecond')) },
    ratio: median(ratios),
    ratios,
  };
  console.log(`\n${SUBSCRIBERS} subscribers, ${result.rounds} deliveries (after ${WARMUP} warm-up), medians:`);
  console.log(`  server: delivery POST to message  p50 ${fmt(result.server.p50Ms, 1)} ms  p99 ${fmt(result.server.p99Ms, 1)} ms (worst round ${fmt(result.server.worstP99Ms, 1)} ms)  ${fmt(result.server.messagesPerSecond)} msg/s  CPU ${fmt(result.server.cpuMsPerPush, 1)} ms a push  frame ${fmt(result.server.frameBytes)} bytes`);
  if (result.across) {
    console.log(`  second process (same deployment, through Redis): delivery POST to message  p50 ${fmt(result.across.p50Ms, 1)} ms  p99 ${fmt(result.across.p99Ms, 1)} ms (worst round ${fmt(result.across.worstP99Ms, 1)} ms)  ${fmt(result.across.messagesPerSecond)} msg/s`);
  }
  console.log(`  bare ws broadcast of the same bytes  p50 ${fmt(result.bare.p50Ms, 1)} ms  p99 ${fmt(result.bare.p99Ms, 1)} ms (worst round ${fmt(result.bare.worstP99Ms, 1)} ms)  ${fmt(result.bare.messagesPerSecond)} msg/s`);
  console.log(`  messages per second, server / bare: ${fmt(result.ratio, 2)}x (aim ${AIM_RATIO}x: ${result.ratio >= AIM_RATIO ? 'met' : 'missed'}); p99 under ${AIM_P99_MS} ms: ${result.server.p99Ms < AIM_P99_MS ? 'met' : 'missed'}`);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
}

await runBench(main, 'stopping the servers and dropping the scratch database');
