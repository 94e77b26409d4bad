// The scoring engine's apply(), one delivery at a time, over the longest shipped match (the
// Headingley Test, 2,382 deliveries), beside two baselines from the same run: a bare loop that
// reads each delivery's runs (the floor), and rebuilding the state from all deliveries so far
// for each new one (what a replay per delivery would cost, sampled at 100 points of the match).
// Also the cost per delivery in the first and the last quarter of the match (flat if apply() is
// O(1)), and of one rebuild of the whole match (what a correction costs).
//
//   node --import tsx bench/scoring-apply.mjs [--rounds 7] [--match 1448349] [--quick] [--json results.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MatchScoring } from '../packages/game/src/scoring/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '7' }, match: { type: 'string', default: '1448349' }, json: { type: 'string' }, quick: { type: 'boolean', default: false } },
});
// --quick: 2 rounds unless --rounds is given.
const rounds = Number(args.quick && !process.argv.some((arg) => arg.startsWith('--rounds')) ? '2' : args.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100) {
  console.error('--rounds must be a whole number from 1 to 100');
  process.exit(2);
}

const file = JSON.parse(readFileSync(path.join(root, 'apps/server/cricsheet', `${args.match}.json`), 'utf8'));
const format = file.info.match_type === 'Test' ? 'TEST' : file.info.match_type === 'ODI' ? 'ODI' : 'T20';
const roster = file.info.teams.flatMap((team) => file.info.players[team].map((name) => ({ name, team, role: 'Allrounder', playing: true })));
const deliveries = file.innings.flatMap((innings, index) =>
  innings.overs.flatMap((over) =>
    over.deliveries.map((delivery, ball) => ({ ...delivery, innings: index + 1, over: over.over, ball: ball + 1, superOver: innings.super_over === true })),
  ),
);
const n = deliveries.length;
const quarter = Math.floor(n / 4);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const perSecond = (count, ns) => (count / ns) * 1e9;
const format3 = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

function applyRound() {
  const scoring = new MatchScoring({ format, roster });
  const marks = new Array(n + 1);
  marks[0] = process.hrtime.bigint();
  let changes = 0;
  for (let i = 0; i < n; i += 1) {
    changes += scoring.apply(deliveries[i]).length;
    marks[i + 1] = process.hrtime.bigint();
  }
  const ns = (from, to) => Number(marks[to] - marks[from]);
  return { total: ns(0, n), first: ns(0, quarter) / quarter, last: ns(n - quarter, n) / quarter, changes };
}

function bareRound() {
  const start = process.hrtime.bigint();
  let runs = 0;
  for (let i = 0; i < n; i += 1) runs += deliveries[i].runs.total;
  return { total: Number(process.hrtime.bigint() - start), runs };
}

/** The mean time to rebuild from the deliveries so far, over 100 points of the match evenly spread. */
function replayRound() {
  const step = Math.ceil(n / 100);
  let total = 0;
  let rebuilds = 0;
  for (let i = step; i <= n; i += step) {
    const prefix = deliveries.slice(0, i);
    const start = process.hrtime.bigint();
    MatchScoring.fromDeliveries({ format, roster }, prefix);
    total += Number(process.hrtime.bigint() - start);
    rebuilds += 1;
  }
  return total / rebuilds;
}

function rebuildAll() {
  const start = process.hrtime.bigint();
  MatchScoring.fromDeliveries({ format, roster }, deliveries);
  return Number(process.hrtime.bigint() - start);
}

// Warm up, so the figures are of optimised code.
for (let i = 0; i < 20; i += 1) applyRound();

const applied = [];
const bare = [];
const replays = [];
const rebuilds = [];
for (let round = 0; round < rounds; round += 1) {
  applied.push(applyRound());
  bare.push(bareRound());
  replays.push(replayRound());
  rebuilds.push(rebuildAll());
}

const applyNs = median(applied.map((r) => r.total));
const result = {
  match: args.match,
  deliveries: n,
  rounds,
  applyPerSecond: perSecond(n, applyNs),
  applyNsPerDelivery: applyNs / n,
  firstQuarterNsPerDelivery: median(applied.map((r) => r.first)),
  lastQuarterNsPerDelivery: median(applied.map((r) => r.last)),
  bareLoopPerSecond: perSecond(n, median(bare.map((r) => r.total))),
  replayPerDeliveryPerSecond: 1e9 / median(replays),
  rebuildWholeMatchMs: median(rebuilds) / 1e6,
  pointsChangesReported: applied[0].changes,
};

console.log(`Match ${args.match} (${format}), ${n} deliveries, median of ${rounds} rounds`);
console.log(`  apply(), one at a time      ${format3(result.applyPerSecond)} deliveries/s  (${result.applyNsPerDelivery.toFixed(0)} ns each)`);
console.log(`    first quarter / last      ${result.firstQuarterNsPerDelivery.toFixed(0)} ns / ${result.lastQuarterNsPerDelivery.toFixed(0)} ns per delivery`);
console.log(`  baseline: bare loop         ${format3(result.bareLoopPerSecond)} deliveries/s`);
console.log(`  baseline: replay each time  ${format3(result.replayPerDeliveryPerSecond)} deliveries/s`);
console.log(`  apply() / replay            ${(result.applyPerSecond / result.replayPerDeliveryPerSecond).toFixed(0)}x`);
console.log(`  a rebuild of the whole match (a correction)  ${result.rebuildWholeMatchMs.toFixed(2)} ms`);
console.log(`  points changes reported     ${result.pointsChangesReported}`);
if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
