#!/usr/bin/env node
// What each piece of the server's request pipeline costs, on a bare Fastify app answering a
// 3.9 KB JSON list (like GET /api/matches/upcoming) from memory: the CPU the app's process spends
// per request, as a median of alternating rounds, beside the bare app in the same run.
//
//   node bench/fastify-overheads.mjs [--rounds 5] [--duration 3] [--connections 10] [--rate N] [--quick]
//
// --rate: a fixed overall request rate for every variant (autocannon overallRate), so that all
// are compared at the same load instead of each at its own maximum.
// Variants (flags of one app; the server in apps/server/src/app.ts has all of the first four):
//   helmet   @fastify/helmet with the server's options (it builds helmet() on every request)
//   log      a pino logger at warn with a randomUUID request id (a child logger per request)
//   hooks    two async hooks, like the auth onRequest hook and the preValidation NUL check
//   static   the same security headers, computed once and set by one synchronous hook
//   sync     the two hooks as synchronous callbacks
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'], connectSrc: ["'self'", 'ws:', 'wss:'], frameSrc: ["'none'"], objectSrc: ["'none'"],
    baseUri: ["'self'"], formAction: ["'self'"], frameAncestors: ["'none'"],
  },
};
const HELMET = { contentSecurityPolicy: CSP, strictTransportSecurity: false };

const BODY = JSON.stringify(
  Array.from({ length: 20 }, (_, i) => ({
    id: i + 1, teamA: 'South Africa', teamB: 'New Zealand', startTime: new Date(Date.UTC(2027, 0, 1 + i, 14)).toISOString(),
    matchType: 'T20', state: 'SCHEDULED', venue: 'Wankhede Stadium, Mumbai', event: 'Crease Bench Series',
  })),
);

// As in apps/server/src/plugins/json-body.ts.
function containsNul(value) {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
  return false;
}

async function serve(variant) {
  const flags = new Set(variant.split('+'));
  const { default: Fastify } = await import('fastify');
  const app = Fastify(flags.has('log') ? { logger: { level: 'warn' }, genReqId: () => crypto.randomUUID() } : { logger: false });
  if (flags.has('helmet')) await app.register((await import('@fastify/helmet')).default, HELMET);
  if (flags.has('static')) {
    const { default: helmet } = await import('helmet');
    const headers = {};
    helmet(HELMET)({}, { setHeader: (name, value) => (headers[name] = value), removeHeader: () => {} }, () => {});
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  }
  if (flags.has('hooks')) {
    app.addHook('onRequest', async (request) => {
      if (request.headers.authorization) throw new Error('not in this bench');
    });
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.body) || containsNul(request.query)) throw new Error('NUL');
    });
  }
  if (flags.has('sync')) {
    app.addHook('onRequest', (request, _reply, done) => done(request.headers.authorization ? new Error('not in this bench') : undefined));
    app.addHook('preValidation', (request, _reply, done) => done(containsNul(request.body) || containsNul(request.query) ? new Error('NUL') : undefined));
  }
  app.get('/list', (_request, reply) => reply.type('application/json; charset=utf-8').send(BODY));
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: app.server.address().port }));
  process.stdin.on('end', () => app.close().then(() => process.exit(0))).resume();
}

function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, at the usual 100 ticks a second
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const { values: args } = parseArgs({
    options: {
      rounds: { type: 'string', default: '5' },
      duration: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      rate: { type: 'string' },
      variants: { type: 'string', default: 'bare,helmet,log,hooks,helmet+log+hooks,static,static+log+sync' },
      quick: { type: 'boolean', default: false },
    },
  });
  // --quick: 1 round of 2 s unless given.
  const given = (name) => process.argv.some((arg) => arg.startsWith(`--${name}`));
  const rounds = Math.min(Math.max(Number(args.quick && !given('rounds') ? 1 : args.rounds) || 5, 1), 21);
  const duration = Math.min(Math.max(Number(args.quick && !given('duration') ? 2 : args.duration) || 3, 1), 30);
  const connections = Math.min(Math.max(Number(args.connections) || 10, 1), 256);
  const variants = args.variants.split(',');
  const { default: autocannon } = await import('autocannon');
  const children = [];
  const results = Object.fromEntries(variants.map((variant) => [variant, { cpu: [], rps: [] }]));
  try {
    const ports = {};
    for (const variant of variants) {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', variant], { stdio: ['pipe', 'pipe', 'inherit'] });
      children.push(child);
      const port = await new Promise((resolve, reject) => {
        child.stdout.once('data', (data) => resolve(JSON.parse(data).port));
        child.once('exit', () => reject(new Error(`variant ${variant} exited`)));
      });
      ports[variant] = { port, pid: child.pid };
    }
    const run = (variant, seconds) =>
      autocannon({
        url: `http://127.0.0.1:${ports[variant].port}/list`,
        connections,
        duration: seconds,
        ...(args.rate ? { overallRate: Number(args.rate) } : {}),
      });
    for (const variant of variants) await run(variant, 2); // warm-up
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        const before = cpuSeconds(ports[variant].pid);
        const result = await run(variant, duration);
        if (result.non2xx || result.errors || result.timeouts) throw new Error(`${variant}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        results[variant].cpu.push(((cpuSeconds(ports[variant].pid) - before) * 1e6) / result.requests.total);
        results[variant].rps.push(result.requests.average);
      }
    }
  } finally {
    for (const child of children) child.kill();
  }
  const base = results[variants[0]];
  console.log(`${rounds} alternating rounds of ${duration} s, ${connections} connections${args.rate ? `, ${args.rate} req/s offered` : ''}; medians`);
  console.log(`| variant | CPU us/request | vs ${variants[0]} | req/s |`);
  console.log('|---|---:|---:|---:|');
  for (const variant of variants) {
    const { cpu, rps } = results[variant];
    const extra = median(cpu.map((value, i) => value - base.cpu[i]));
    console.log(`| ${variant} | ${median(cpu).toFixed(0)} | ${variant === variants[0] ? '' : `${extra >= 0 ? '+' : ''}${extra.toFixed(0)}`} | ${Math.round(median(rps))} |`);
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await main();
