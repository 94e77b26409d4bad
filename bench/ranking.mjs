// A contest of 1,000,000 entries over one match, a real T20 replayed delivery by delivery
// through the server's own code path (the points engine's apply(), then the leaderboard's
// MatchBoard: team scores moved by the players' new points, the contest re-ranked by counting,
// then the top 100), beside a bare typed-array kernel doing the same arithmetic on the same
// teams, in the same run. Prints per delivery the median, p99 and max of both, and the ratio
// (aim: within 2x of the kernel on every delivery).
//
//   node --import tsx bench/ranking.mjs [--entries 1000000] [--rounds 7] [--match 1426312] [--json results.json]
//
// Each delivery's figure is its median over the rounds: on a shared machine one round (or three)
// leaves a few deliveries above 2x from noise alone (seen: 179 and 181 of 184 within 2x).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { feedDeliveries, MatchScoring } from '../packages/game/src/index.ts';
import { MatchBoard } from '../apps/server/src/modules/leaderboard/match-board.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '7' },
    match: { type: 'string', default: '1426312' },
    json: { type: 'string' },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  tokens: true,
});
if (args.help) {
  console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').filter((line) => line.startsWith('//')).map((line) => line.slice(3)).join('\n'));
  process.exit(0);
}
// --quick: 200,000 entries and 1 round unless given (a check that it runs; noisier figures).
if (args.quick) {
  const given = new Set(process.argv.filter((arg) => arg.startsWith('--')).map((arg) => arg.slice(2).split('=')[0]));
  if (!given.has('entries')) args.entries = '200000';
  if (!given.has('rounds')) args.rounds = '1';
}
const ENTRIES = Number(args.entries);
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ENTRIES) || ENTRIES < 1000 || ENTRIES > 5_000_000) throw new Error('--entries must be a whole number from 1,000 to 5,000,000');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 20) throw new Error('--rounds must be a whole number from 1 to 20');
const TOP = 100;
const AIM = 2;

// ---------------------------------------------------------------------------------------------
// The match and a million teams.

const file = JSON.parse(readFileSync(path.join(root, 'apps/server/cricsheet', `${args.match}.json`), 'utf8'));
const format = file.info.match_type === 'Test' ? 'TEST' : file.info.match_type === 'ODI' ? 'ODI' : 'T20';
const roles = ['Batsman', 'Bowler', 'Allrounder', 'Wicketkeeper'];
const squad = file.info.teams.flatMap((team) => file.info.players[team].map((name) => ({ name, team })));
const roster = squad.map((player, index) => ({ ...player, role: roles[index % 4], playing: true }));
const idOf = new Map(roster.map((player, index) => [player.name, index + 1]));
const deliveries = feedDeliveries(file.innings);

/** A small deterministic generator, so a run can be repeated. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

console.log(`Making ${ENTRIES.toLocaleString('en-US')} teams of 11 from ${roster.length} players (seeded)...`);
const next = random(7);
const teams = new Array(ENTRIES);
const entries = new Array(ENTRIES);
const teamPlayers = new Int32Array(ENTRIES * 11);
for (let team = 0; team < ENTRIES; team += 1) {
  const picked = new Set();
  while (picked.size < 11) picked.add(1 + Math.floor(next() * roster.length));
  const playerIds = [...picked];
  teams[team] = { teamId: team + 1, playerIds, captainId: playerIds[0], viceCaptainId: playerIds[1] };
  entries[team] = { id: team + 1, contestId: 1, userId: 1 + (team % 250_000), teamId: team + 1, points: 0, rank: null };
  teamPlayers.set(playerIds, team * 11);
}

// ---------------------------------------------------------------------------------------------
// The bare kernel: the same team-by-player weights as compressed rows (who holds each player,
// with what weight in half points), the scores moved by each player's delta, a histogram of the
// scores turned into "how many are ahead", and the top 100 found from the counts.

class Kernel {
  constructor() {
    const players = roster.length + 1;
    const counts = new Int32Array(players + 1);
    for (let at = 0; at < teamPlayers.length; at += 1) counts[teamPlayers[at] + 1] += 1;
    for (let player = 0; player < players; player += 1) counts[player + 1] += counts[player];
    this.start = counts;
    this.holder = new Int32Array(teamPlayers.length);
    this.weight = new Int8Array(teamPlayers.length);
    const fill = counts.slice(0, players);
    for (let team = 0; team < ENTRIES; team += 1) {
      for (let slot = 0; slot < 11; slot += 1) {
        const player = teamPlayers[team * 11 + slot];
        const at = fill[player]++;
        this.holder[at] = team;
        this.weight[at] = slot === 0 ? 4 : slot === 1 ? 3 : 2;
      }
    }
    this.points = new Float64Array(players);
    this.scores = new Int32Array(ENTRIES);
    this.low = 0;
    this.high = 0;
    this.ahead = new Int32Array(1);
  }

  setPoints(changes) {
    let moved = false;
    for (const [player, points] of changes) {
      const delta = points - this.points[player];
      if (delta === 0) continue;
      this.points[player] = points;
      moved = true;
      const { holder, weight, scores } = this;
      for (let at = this.start[player], end = this.start[player + 1]; at < end; at += 1) {
        const score = scores[holder[at]] + weight[at] * delta;
        scores[holder[at]] = score;
        if (score < this.low) this.low = score;
        else if (score > this.high) this.high = score;
      }
    }
    return moved;
  }

  rerank() {
    const range = this.high - this.low + 1;
    const counts = new Int32Array(range + 1);
    const { scores, low } = this;
    for (let team = 0; team < ENTRIES; team += 1) counts[scores[team] - low] += 1;
    let above = 0;
    for (let score = range - 1; score >= 0; score -= 1) {
      const here = counts[score];
      counts[score] = above;
      above += here;
    }
    this.ahead = counts;
  }

  top(limit) {
    const { scores, low, ahead } = this;
    let floor = low;
    for (let score = this.high; score >= low; score -= 1) {
      if (ahead[score - low] + countAt(ahead, score - low, ENTRIES) >= limit) {
        floor = score;
        break;
      }
    }
    // Above the floor: fewer than `limit`, sorted; at it: in index order, as many as needed.
    const above = [];
    const atFloor = [];
    for (let team = 0; team < ENTRIES; team += 1) {
      const score = scores[team];
      if (score > floor) above.push(team);
      else if (score === floor && atFloor.length < limit) atFloor.push(team);
    }
    above.sort((a, b) => scores[b] - scores[a] || a - b);
    return [...above, ...atFloor].slice(0, limit);
  }
}

/** Entries at exactly this score, from "ahead" counts. */
function countAt(ahead, index, total) {
  return (index === 0 ? total : ahead[index - 1]) - ahead[index];
}

// ---------------------------------------------------------------------------------------------
// Rounds: the whole match through both, per delivery.

/** Each delivery's changes of points, as the engine gives them: the kernel's input. */
const DELTAS = (() => {
  const engine = new MatchScoring({ format, roster });
  return deliveries.map((delivery) => engine.apply(delivery).map(({ player, points }) => [idOf.get(player), points.total]));
})();

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (ns) => ns / 1e6;

/** The server's board of the one contest, over the seeded teams. */
function makeBoard() {
  return new MatchBoard({
    match: { id: 1, matchType: 'T20' },
    version: 0,
    multipliers: { captain: 2, viceCaptain: 1.5 },
    points: [],
    contests: [{ id: 1, name: 'Mega', matchId: 1, status: 'LIVE', prizes: [], resultsAt: null, resultDistributed: false, isPrivate: false }],
    entries,
    teams,
  });
}

/**
 * What a board holds per entry: the memory the process keeps for a MatchBoard of ENTRIES entries
 * (heap and array buffers after a full collection, with the board and without), per entry. The
 * rows it is built from are the database's answer, let go once it is built.
 */
function boardBytesPerEntry() {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const used = () => {
    gc();
    gc();
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const before = used();
  const board = makeBoard();
  board.contest(1);
  const after = used();
  void board;
  return (after - before) / ENTRIES;
}

function round(kernelFirst) {
  const engine = new MatchScoring({ format, roster });
  const board = makeBoard();
  const contest = board.contest(1);
  const kernel = new Kernel();
  // The playing-XI bonus first, as the match goes live.
  const start = engine.allPoints().map(({ player, points }) => [idOf.get(player), points.total]);
  board.apply(1, start);
  kernel.setPoints(start);
  kernel.rerank();
  const real = [];
  const bare = [];
  let topsAgree = true;
  for (const [index, delivery] of deliveries.entries()) {
    let serverTop;
    let kernelTop;
    // The server's path: the engine, then the board (what a scoring event does), then the top 100.
    const server = () => {
      const t0 = process.hrtime.bigint();
      const changes = engine.apply(delivery).map(({ player, points }) => [idOf.get(player), points.total]);
      board.apply(index + 2, changes);
      serverTop = contest.ranking.top(TOP);
      real.push(Number(process.hrtime.bigint() - t0));
    };
    // The kernel: the same deltas (worked out once, before any clock), the same counting, the same top 100.
    const bareKernel = () => {
      const t0 = process.hrtime.bigint();
      if (kernel.setPoints(DELTAS[index])) kernel.rerank();
      kernelTop = kernel.top(TOP);
      bare.push(Number(process.hrtime.bigint() - t0));
    };
    if (kernelFirst) {
      bareKernel();
      server();
    } else {
      server();
      bareKernel();
    }
    if (serverTop.some((standing, at) => standing.entryId !== kernelTop[at] + 1)) topsAgree = false;
  }
  return { real, bare, topsAgree };
}

console.log('Warming up (one round, not counted)...');
round(false);
const bytesPerEntry = boardBytesPerEntry();
console.log(`A board of ${ENTRIES.toLocaleString('en-US')} entries keeps ${bytesPerEntry.toFixed(0)} bytes per entry (heap and array buffers, after a full collection)`);
const results = [];
for (let index = 0; index < ROUNDS; index += 1) {
  // Alternating which goes first, so neither always finds the caches warm.
  results.push(round(index % 2 === 1));
  console.log(`  round ${index + 1}/${ROUNDS} done`);
}

// Per delivery, the median over the rounds (a GC pause in one round is noise, not the code).
const perDelivery = (pick) => deliveries.map((_, at) => quantile(results.map((result) => pick(result)[at]), 0.5));
const real = perDelivery((result) => result.real);
const bare = perDelivery((result) => result.bare);
const ratios = real.map((value, at) => value / bare[at]);
const within = ratios.filter((ratio) => ratio <= AIM).length;
const worst = ratios.map((ratio, at) => ({ delivery: at, ratio, serverMs: ms(real[at]), kernelMs: ms(bare[at]) })).sort((a, b) => b.ratio - a.ratio).slice(0, 3);
const summary = {
  match: args.match,
  entries: ENTRIES,
  deliveries: deliveries.length,
  rounds: ROUNDS,
  serverMs: { median: ms(quantile(real, 0.5)), p99: ms(quantile(real, 0.99)), max: ms(Math.max(...real)) },
  kernelMs: { median: ms(quantile(bare, 0.5)), p99: ms(quantile(bare, 0.99)), max: ms(Math.max(...bare)) },
  ratio: { median: quantile(ratios, 0.5), p99: quantile(ratios, 0.99), max: Math.max(...ratios) },
  deliveriesWithinAim: within,
  topsAgree: results.every((result) => result.topsAgree),
  worst,
};
const fmt = (value) => value.toFixed(2);
console.log(`\n${ENTRIES.toLocaleString('en-US')} entries, match ${args.match} (${format}), ${deliveries.length} deliveries, per delivery (median of ${ROUNDS} rounds each):`);
console.log(`                          median      p99      max`);
console.log(`  server path (ms)      ${fmt(summary.serverMs.median).padStart(8)} ${fmt(summary.serverMs.p99).padStart(8)} ${fmt(summary.serverMs.max).padStart(8)}`);
console.log(`  bare kernel (ms)      ${fmt(summary.kernelMs.median).padStart(8)} ${fmt(summary.kernelMs.p99).padStart(8)} ${fmt(summary.kernelMs.max).padStart(8)}`);
console.log(`  ratio server/kernel   ${fmt(summary.ratio.median).padStart(8)} ${fmt(summary.ratio.p99).padStart(8)} ${fmt(summary.ratio.max).padStart(8)}`);
console.log(`  deliveries within ${AIM}x of the kernel: ${within} of ${deliveries.length}${within === deliveries.length ? ' (aim met)' : ' (aim missed)'}`);
console.log(`  the furthest from it: ${worst.map((one) => `delivery ${one.delivery} ${fmt(one.serverMs)} ms vs ${fmt(one.kernelMs)} ms`).join('; ')}`);
console.log(`  the server's top ${TOP} equals the kernel's on every delivery: ${summary.topsAgree ? 'yes' : 'NO'}`);
if (args.json) writeFileSync(args.json, `${JSON.stringify({ ...summary, boardBytesPerEntry: bytesPerEntry }, null, 2)}\n`);
if (!summary.topsAgree) process.exitCode = 1;
