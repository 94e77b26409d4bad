// What checking a session costs on the cached read path, beside the bare token check it replaced,
// in one run: (1) the check alone, AccessTokens.check (the HS256 signature and claims: what every
// request paid before sessions) against SessionsService.authenticate (the same, then the session
// from memory); (2) through the real auth hook (plugins/auth.ts) on a Fastify route answering the
// signed-in user, once given the bare check and once the session check, by fastify.inject. Figures
// are CPU time of the process (user + system), which waiting for a core on a shared machine does
// not inflate: per check, and requests per CPU second through the hook. Rounds
// alternate which goes first; medians and the ratio are printed. The session is read from the
// database once, before the rounds (an embedded PGlite in memory, migrated): that first read is
// timed on its own.
//
//   node --import tsx bench/session-check.mjs [--rounds 7] [--checks 20000] [--requests 10000] [--json results.json]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { fromPglite } from '../apps/server/src/db/client.ts';
import { AccessTokens } from '../apps/server/src/lib/access-tokens.ts';
import { SERVER_ACTOR } from '../apps/server/src/lib/actor.ts';
import { InMemoryEventBus } from '../apps/server/src/lib/event-bus.ts';
import { AuditService } from '../apps/server/src/modules/audit/audit.service.ts';
import { SessionsService } from '../apps/server/src/modules/auth/sessions.service.ts';
import { currentUser, registerAuth } from '../apps/server/src/plugins/auth.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    checks: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '10000' },
    json: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const CHECKS = Number(args.checks);
const REQUESTS = Number(args.requests);

const silentLog = { error() {}, warn() {}, info() {}, debug() {}, trace() {}, fatal() {}, child: () => silentLog, level: 'silent' };
const database = fromPglite(await PGlite.create());
await database.migrate();
const [user] = await database.prepared('user', `insert into users (name, email, role) values ('Bench', 'bench@crease.test', 'ROLE_USER') returning id`, []);
const tokens = new AccessTokens('a-bench-secret-long-enough-for-hs256-signing', 3600);
const bus = new InMemoryEventBus();
const sessions = new SessionsService({ db: database.db, tokens, bus, audit: new AuditService({ db: database.db }), log: silentLog });
const token = await database.db.transaction((tx) =>
  sessions.open(tx, { id: user.id, email: 'bench@crease.test', name: 'Bench', role: 'ROLE_USER' }, { ...SERVER_ACTOR, ip: '127.0.0.1', userAgent: 'bench' }, 'password'),
);

// The bare check as the hook used it before: no session.
const bareCheck = async (t) => {
  const check = await tokens.check(t);
  return check.ok ? { ok: true, user: check.user, sessionId: check.sessionId ?? '' } : check;
};

let started = process.hrtime.bigint();
const first = await sessions.authenticate(token);
const firstReadUs = Number(process.hrtime.bigint() - started) / 1000;
if (!first.ok) throw new Error('the session was not accepted');

/** CPU time (user + system) of this process: on a shared machine it does not count waiting for a core. */
const cpuNs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
};

async function timeChecks(check) {
  const start = cpuNs();
  for (let i = 0; i < CHECKS; i += 1) {
    const result = await check(token);
    if (!result.ok) throw new Error('refused');
  }
  return (cpuNs() - start) / CHECKS; // CPU ns per check
}

async function appWith(check) {
  const app = Fastify({ logger: false });
  registerAuth(app, check);
  app.get('/api/auth/me', { config: { auth: 'user' } }, async (request) => currentUser(request));
  await app.ready();
  return app;
}
const apps = { bare: await appWith(bareCheck), session: await appWith((t) => sessions.authenticate(t)) };

async function timeRequests(app) {
  const headers = { authorization: `Bearer ${token}` };
  const start = cpuNs();
  for (let i = 0; i < REQUESTS; i += 1) {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
  }
  return 1e9 / ((cpuNs() - start) / REQUESTS); // requests per CPU second
}

// Warm up both paths.
await timeChecks(bareCheck);
await timeChecks((t) => sessions.authenticate(t));
await timeRequests(apps.bare);
await timeRequests(apps.session);

const rounds = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? ['bare', 'session'] : ['session', 'bare'];
  const row = {};
  for (const which of order) {
    row[`${which}CheckNs`] = await timeChecks(which === 'bare' ? bareCheck : (t) => sessions.authenticate(t));
    row[`${which}ReqPerS`] = await timeRequests(apps[which]);
  }
  rounds.push(row);
  console.log(
    `round ${round + 1}: check ${(row.bareCheckNs / 1000).toFixed(1)} us CPU bare, ${(row.sessionCheckNs / 1000).toFixed(1)} us with the session;` +
      ` hook ${row.bareReqPerS.toFixed(0)} req/CPU-s bare, ${row.sessionReqPerS.toFixed(0)} req/CPU-s with the session`,
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = {
  rounds: ROUNDS,
  firstReadUs,
  bareCheckUs: median(rounds.map((r) => r.bareCheckNs)) / 1000,
  sessionCheckUs: median(rounds.map((r) => r.sessionCheckNs)) / 1000,
  checkRatio: median(rounds.map((r) => r.sessionCheckNs / r.bareCheckNs)),
  bareReqPerS: median(rounds.map((r) => r.bareReqPerS)),
  sessionReqPerS: median(rounds.map((r) => r.sessionReqPerS)),
  reqRatio: median(rounds.map((r) => r.sessionReqPerS / r.bareReqPerS)),
};
console.log(
  `\nmedians over ${ROUNDS} rounds:\n` +
    `  the check alone:   ${summary.bareCheckUs.toFixed(1)} us CPU bare JWT, ${summary.sessionCheckUs.toFixed(1)} us with the session from memory (x${summary.checkRatio.toFixed(3)})\n` +
    `  through the hook:  ${summary.bareReqPerS.toFixed(0)} req/CPU-s bare, ${summary.sessionReqPerS.toFixed(0)} req/CPU-s with the session (x${summary.reqRatio.toFixed(3)})\n` +
    `  the first check of a session (one database read, embedded PGlite): ${summary.firstReadUs.toFixed(0)} us`,
);
if (args.json) writeFileSync(args.json, JSON.stringify({ summary, rounds }, null, 2));

await sessions.close();
for (const app of Object.values(apps)) await app.close();
await bus.close();
await database.close();
