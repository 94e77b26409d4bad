#!/usr/bin/env node
// Summarises a V8 .cpuprofile (node --cpu-prof; bench/catalogue.mjs --cpu-prof <dir> writes one
// for the server): where the samples in a time window went, by self time per function and by
// what a sample's stack passes through (inclusive), so per-request costs can be compared.
//
//   node bench/cpuprofile-summary.mjs <file.cpuprofile> [--from <s>] [--to <s>] [--top 25] [--requests N]
//
// --from/--to: seconds after the profile started (the bench prints the window of its load).
// --requests: the requests answered in the window, to show microseconds per request too.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: '0' }, to: { type: 'string' }, top: { type: 'string', default: '25' }, requests: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/cpuprofile-summary.mjs <file.cpuprofile> [--from <s>] [--to <s>] [--top 25]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const where = (frame) => {
  const url = frame.url || '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:') || (!url && frame.functionName)) return url ? 'node core' : `(${frame.functionName || 'native'})`;
  if (url.includes('/apps/server/')) return 'server code';
  return url ? url.replace(/^file:\/\//, '') : '(native)';
};
const label = (frame) => `${frame.functionName || '(anonymous)'} ${where(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

// Inclusive groups: a sample counts once for each group any frame of its stack belongs to.
const groups = [
  ['request id (crypto.randomUUID via genReqId)', (f) => f.functionName === 'genReqId' || f.functionName === 'randomUUID'],
  ['pino (request child logger, serializers)', (f) => where(f) === 'pino' || where(f) === 'pino-std-serializers'],
  ['helmet headers', (f) => where(f) === 'helmet' || where(f) === '@fastify/helmet'],
  ['auth onRequest hook', (f) => where(f) === 'server code' && /bearerToken|onRequest/.test(f.functionName)],
  ['fastify (routing, hooks, reply)', (f) => where(f) === 'fastify' || where(f) === 'find-my-way' || where(f) === 'light-my-request'],
  ['fastify-type-provider-zod / zod', (f) => where(f) === 'fastify-type-provider-zod' || where(f) === 'zod'],
  ['http parser / socket writes (node core)', (f) => where(f) === 'node core' && /_http|net|stream|writev|write/.test(f.url + f.functionName)],
  ['garbage collector', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['PGlite / pg / drizzle', (f) => ['@electric-sql/pglite', 'pg', 'drizzle-orm', 'pg-protocol'].includes(where(f))],
];

const start = profile.startTime;
const from = start + Number(args.from) * 1e6;
const to = args.to ? start + Number(args.to) * 1e6 : Infinity;
const self = new Map();
const inclusive = new Map(groups.map(([name]) => [name, 0]));
let t = start;
let total = 0;
let busy = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  t += profile.timeDeltas[i];
  if (t < from || t > to) continue;
  const dt = profile.timeDeltas[i + 1] ?? 0; // the time until the next sample is this sample's weight
  total += dt;
  const leaf = byId.get(profile.samples[i]).callFrame;
  if (leaf.functionName !== '(idle)') busy += dt;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + dt);
  const hit = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id).callFrame;
    for (const [name, test] of groups) if (!hit.has(name) && test(frame)) hit.add(name);
  }
  for (const name of hit) inclusive.set(name, inclusive.get(name) + dt);
}

const requests = Number(args.requests) || 0;
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)}%` + (requests ? ` ${(us / requests).toFixed(1).padStart(6)} us/req` : '');
console.log(
  `window ${(total / 1e6).toFixed(1)} s, busy (not idle) ${(busy / 1e6).toFixed(1)} s` +
    (requests ? `, ${requests} requests: ${(busy / requests).toFixed(1)} us of CPU per request` : '') +
    '; shares below are of busy time (the profiler itself adds some)',
);
console.log('\ninclusive (stack passes through):');
for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1])) if (name !== 'idle') console.log(`  ${pct(us)}  ${name}`);
console.log(`\nself time, top ${args.top}:`);
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))) {
  if (!name.startsWith('(idle)')) console.log(`  ${pct(us)}  ${name}`);
}
