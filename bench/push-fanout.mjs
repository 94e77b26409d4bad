#!/usr/bin/env node
// "Match live" pushed to every player with a team: from the match going live to the last push
// received by a local push service, in notifications per second and the time to the last one,
// beside web-push's own cost of encrypting and signing one message (its generateRequestDetails
// with vapidDetails: a new VAPID signature each time, as web-push does by default), measured in
// the same run on the same machine. The server encrypts each message with web-push and keeps one
// VAPID token per push service origin. See bench/README.md.
//
//   node --import tsx bench/push-fanout.mjs [--players 100000] [--rounds 3] [--workers 4] [--quick] [--json <file>]
//
// --quick: 10,000 players, 1 round. The server's code runs in this process (the app as app.ts
// builds it, its notification workers on: NOTIFICATION_WORKERS=--workers) on a scratch
// PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres names
// the server; dropped at the end). The push service is a child process on 127.0.0.1 answering
// 201 to every POST and counting them. Seeded by SQL: --players users, each with a session and
// one push subscription (keys from a pool of 64 browser key pairs: the encryption per message is
// the same), and per round a match with a team of every player. Each round: the match is started
// (matches.start: its transaction writes the --players notifications), then the clock runs until
// the push service has counted all of them. Checked after every round: every notification
// delivered, none twice (the push service's count equals the players).
import crypto from 'node:crypto';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { benchArgs, runBench, withPg, createScratchDb, onCleanup, median, fmt, machine, loadAverage } from './lib.mjs';

const { args, whole } = benchArgs(
  import.meta.url,
  { players: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '3' }, workers: { type: 'string', default: '4' } },
  { players: '10000', rounds: '1' },
);
const PLAYERS = whole('players', 10, 1_000_000);
const ROUNDS = whole('rounds', 1, 10);
const WORKERS = whole('workers', 1, 32);

/** The push service: a child process, so its work is not counted in ours. */
function startPushService() {
  const source = `
    import http from 'node:http';
    let count = 0, target = Infinity;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.statusCode = 201; res.end();
        count += 1;
        if (count >= target) { process.send({ done: count, at: Date.now() }); target = Infinity; }
      });
    });
    server.keepAliveTimeout = 60_000;
    process.on('message', (m) => { if (m.reset) { count = 0; } if (m.target) { target = m.target; if (count >= target) process.send({ done: count, at: Date.now() }); } if (m.count) process.send({ count }); });
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));`;
  const file = path.join(os.tmpdir(), `push-service-${process.pid}.mjs`);
  fs.writeFileSync(file, source);
  const child = fork(file, [], { stdio: 'inherit' });
  onCleanup(async () => {
    child.kill();
    fs.rmSync(file, { force: true });
  });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  return { child, next };
}

/**
 * web-push's cost per message, alone: encrypting a payload for a subscription, and (signed) a new
 * VAPID JWT for each, as web-push does with vapidDetails; unsigned, with one JWT made beforehand,
 * as the server does.
 */
function encryptionCostUs(messages, keys, subscriptions, payload, signed) {
  const authorization = webPush.getVapidHeaders(new URL(subscriptions[0].endpoint).origin, 'mailto:bench@crease.test', keys.publicKey, keys.privateKey, 'aes128gcm').Authorization;
  const start = performance.now();
  for (let i = 0; i < messages; i += 1) {
    webPush.generateRequestDetails(subscriptions[i % subscriptions.length], payload, {
      ...(signed ? { vapidDetails: { subject: 'mailto:bench@crease.test', publicKey: keys.publicKey, privateKey: keys.privateKey } } : { headers: { Authorization: authorization } }),
      TTL: 86_400,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
  }
  return ((performance.now() - start) * 1000) / messages;
}

async function main() {
  console.log(`machine: ${machine()}`);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDb(adminUrl, 'bench_push');
  console.log(`database: PostgreSQL ${scratch.version} (scratch database ${scratch.name}); ${PLAYERS.toLocaleString('en-US')} players, ${ROUNDS} rounds, ${WORKERS} workers`);

  const push = startPushService();
  const { port } = await push.next();
  const pushUrl = `http://127.0.0.1:${port}`;

  const { loadConfig } = await import('../apps/server/src/env.ts');
  const { openPostgres } = await import('../apps/server/src/db/client.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-bench-push-'));
  onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: scratch.url, PUBLIC_URL: 'https://crease.test',
    NOTIFICATION_WORKERS: String(WORKERS), AUTH_RATE_LIMIT: '0', DEMO: 'off',
  });
  const database = openPostgres(scratch.url, config.databasePoolSize);
  await database.migrate();
  const app = await buildApp({ config, database });
  onCleanup(async () => {
    await app.server.close();
    await database.close();
  });

  // 64 browsers' keys; every subscription uses one of them.
  const browsers = Array.from({ length: 64 }, () => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
  });
  const seedStart = performance.now();
  await withPg(scratch.url, async (client) => {
    await client.query(`insert into users (name, email, role) select 'Fan ' || n, 'fan' || n || '@push.test', 'ROLE_USER' from generate_series(1, $1::int) as n`, [PLAYERS]);
    await client.query(`insert into user_sessions (id, user_id, created_at, last_seen_at, expires_at) select 'bench-' || id, id, now(), now(), now() + interval '30 days' from users where email like '%@push.test'`);
    await client.query(
      `insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
       select u.id, 'bench-' || u.id, $1 || '/push/' || u.id, (($2::text[]))[1 + u.id % 64], (($3::text[]))[1 + u.id % 64]
       from users u where u.email like '%@push.test'`,
      [pushUrl, browsers.map((b) => b.p256dh), browsers.map((b) => b.auth)],
    );
    await client.query('vacuum analyze users, user_sessions, push_subscriptions');
  });
  console.log(`seeded in ${fmt((performance.now() - seedStart) / 1000, 1)} s`);

  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8'));
  const sample = browsers.map((b, i) => ({ endpoint: `${pushUrl}/push/${i}`, keys: b }));
  const payload = JSON.stringify({ id: 123456, kind: 'MATCH_LIVE', title: 'India vs Australia is live', body: 'Follow your teams on the live leaderboard.', url: '/my-joined-contests' });

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const matchId = await withPg(scratch.url, async (client) => {
      const match = await client.query(`insert into matches (team_a, team_b, start_time, match_type, state) values ('India', 'Australia', now() + interval '1 day', 'T20', 'SCHEDULED') returning id`);
      const id = match.rows[0].id;
      await client.query(
        `insert into players (match_id, name, team, role, credit, points, playing_status)
         select $1, 'Player ' || n, case when n <= 11 then 'India' else 'Australia' end, (array['Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'])[1 + n % 4], 8, 0, true
         from generate_series(1, 22) as n`,
        [id],
      );
      const contest = await client.query(
        `insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, status, spots, max_teams_per_user, prizes)
         values ($1, (select start_time from matches where id = $1), 'Push Mega ' || $2, 0, 0, 'UPCOMING', null, 1, '[]'::jsonb) returning id`,
        [id, round],
      );
      await client.query(
        `insert into user_teams (user_id, match_id, contest_id, player_ids, captain_id, vice_captain_id)
         select u.id, $1, $2, p.ids, p.ids[1], p.ids[2] from users u
         cross join (select (array_agg(id order by id))[1:11] as ids from players where match_id = $1) p
         where u.email like '%@push.test'`,
        [id, contest.rows[0].id],
      );
      await client.query('vacuum analyze user_teams, notifications');
      return id;
    });
    const encryptBefore = encryptionCostUs(1_000, keys, sample, payload, true);
    const sealBefore = encryptionCostUs(1_000, keys, sample, payload, false);
    push.child.send({ reset: true });
    push.child.send({ target: PLAYERS });
    const started = Date.now();
    const load = loadAverage();
    await app.services.matches.start(matchId);
    const written = Date.now();
    const { done, at } = await push.next();
    const seconds = (at - started) / 1000;
    const encryptAfter = encryptionCostUs(1_000, keys, sample, payload, true);
    const sealAfter = encryptionCostUs(1_000, keys, sample, payload, false);
    const counted = await new Promise((resolve) => {
      push.child.once('message', (m) => resolve(m.count));
      push.child.send({ count: true });
    });
    // The last pushes are received a moment before their workers record them delivered.
    let undelivered = -1;
    for (let waited = 0; undelivered !== 0 && waited < 30_000; waited += 100) {
      undelivered = await withPg(scratch.url, async (client) => (await client.query(`select count(*)::int as n from notifications where kind = 'MATCH_LIVE' and subject = $1 and delivered_at is null`, [`match:${matchId}`])).rows[0].n);
      if (undelivered !== 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (done !== PLAYERS || counted !== PLAYERS || undelivered !== 0) throw new Error(`round ${round}: pushed ${counted} of ${PLAYERS}, ${undelivered} undelivered`);
    const encryptUs = (encryptBefore + encryptAfter) / 2;
    const sealUs = (sealBefore + sealAfter) / 2;
    const result = { round, seconds, perSecond: PLAYERS / seconds, writeSeconds: (written - started) / 1000, encryptUs, sealUs, perNotificationUs: (seconds * 1e6) / PLAYERS, load };
    rounds.push(result);
    console.log(
      `round ${round}: ${fmt(result.perSecond)} notifications/s, last one after ${fmt(seconds, 2)} s (the match's transaction writing them: ${fmt(result.writeSeconds, 2)} s); ` +
        `web-push's encryption alone ${fmt(encryptUs, 1)} us a message (${fmt(sealUs, 1)} us with the VAPID token made once); wall time per notification ${fmt(result.perNotificationUs, 1)} us = ${fmt(result.perNotificationUs / encryptUs, 2)}x the encryption (load ${load})`,
    );
  }
  const summary = {
    players: PLAYERS,
    workers: WORKERS,
    perSecond: median(rounds.map((r) => r.perSecond)),
    seconds: median(rounds.map((r) => r.seconds)),
    writeSeconds: median(rounds.map((r) => r.writeSeconds)),
    encryptUs: median(rounds.map((r) => r.encryptUs)),
    sealUs: median(rounds.map((r) => r.sealUs)),
    ratio: median(rounds.map((r) => r.perNotificationUs / r.encryptUs)),
  };
  console.log(
    `\nmedians of ${ROUNDS}: ${fmt(summary.perSecond)} notifications/s, the last after ${fmt(summary.seconds, 2)} s (writing them ${fmt(summary.writeSeconds, 2)} s); ` +
      `web-push's encryption alone ${fmt(summary.encryptUs, 1)} us a message (${fmt(1e6 / summary.encryptUs)}/s on one core), ${fmt(summary.sealUs, 1)} us with the VAPID token made once; wall time per notification ${fmt(summary.ratio, 2)}x the encryption`,
  );
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ rounds, summary }, null, 2));
}

await runBench(main, 'push fan-out bench interrupted');
process.exit(process.exitCode ?? 0);
