#!/usr/bin/env node
// The first page of GET /api/contests with a small catalogue and a large one, in the same run,
// and a walk through every page of the large one. See bench/README.md.
//
//   node bench/paging.mjs [--small 500] [--large 50000] [--rounds 3] [--duration 5] [--connections 50] [--quick]
//                         [--build] [--cpu-prof <dir>] [--json <file>]
//
// Two real servers (apps/server/dist/main.js), each on a scratch PostgreSQL database of its own
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, names the server; the
// databases are dropped at the end), one with --small contests and one with --large, seeded by
// SQL over 100 matches in the days ahead. autocannon in this process reads the first page of each,
// in alternating rounds; then this process follows every Link of the large list (?limit=200, as a
// client does) while it makes 20 more contests after each page, and checks that each contest
// there at the start came exactly once. Aim: the large first page within 1.5x
// of the small one (a page's cost does not grow with the catalogue). Pages the cache has not
// served are also measured beside bench/bare-paging.mjs, a bare `pg` keyset read of the same rows
// serialised (aim: at least 0.5x of it), with the server's event-loop delay over that load.
// --quick: 1 round of 3 s. --cpu-prof <dir>: a profile of the large catalogue's server.
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import path from 'node:path';
import {
  benchArgs, buildServer, cpuSeconds, createScratchDb, postgresCpuSeconds, eventLoopMark, fmt, machine, median, profileArgs, root, runBench, startChild, startServer, withPg,
} from './lib.mjs';

const { args, whole } = benchArgs(
  import.meta.url,
  {
    small: { type: 'string', default: '500' },
    large: { type: 'string', default: '50000' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
  { rounds: '1', duration: '3' },
);
// Bounded: load goes to 127.0.0.1 only, for at most rounds x 2 x duration seconds, plus one walk.
const SMALL = whole('small', 10, 100_000);
const LARGE = whole('large', 10, 200_000);
const ROUNDS = whole('rounds', 1, 15);
const DURATION = whole('duration', 1, 60);
const CONNECTIONS = whole('connections', 1, 256);
const MATCHES = 100;
const AIM = 1.5;
const WALK_LIMIT = 200;
const CREATED_PER_PAGE = 20;
const AIM_BARE = 0.5;

/** A server on a scratch database of its own, with `contests` contests made by SQL. */
async function catalogue(contests) {
  const db = await createScratchDb(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'crease_paging');
  const nodeArgs = contests === LARGE ? profileArgs(args['cpu-prof'], 'server') : [];
  const server = await startServer({ name: `server (${fmt(contests)} contests)`, tempPrefix: 'crease-paging-', env: { DATABASE_URL: db.url }, nodeArgs });
  await withPg(db.url, async (client) => {
    await client.query(
      `insert into matches (team_a, team_b, start_time, match_type, state, competition)
       select 'Side ' || (2 * n) || 'A', 'Side ' || (2 * n + 1) || 'B', now() + interval '3 days' + n * interval '3 hours', 'T20', 'SCHEDULED', 'Crease Bench Series'
       from generate_series(1, $1::int) as n`,
      [MATCHES],
    );
    await client.query(
      `insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, spots, max_teams_per_user, prizes)
       select m.id, m.start_time, 'Contest ' || n, (n % 6) * 2500, 100000 + (n % 50) * 100000, case when n % 3 = 0 then null else 10 + n % 1000 end, 1,
              '[{"fromRank": 1, "toRank": 1, "amountPaise": 100000}]'::jsonb
       from generate_series(1, $1::int) as n join matches m on m.id = 1 + (n % $2::int)`,
      [contests, MATCHES],
    );
    // Each contest's spots in shards, as the server makes them (contests.queries.ts: shardCount), so
    // a page's entry counts read what they read in use.
    await client.query(
      `insert into contest_slots (contest_id, shard, capacity)
       select c.id, s.n, case when c.spots is null then null else ceil(c.spots::numeric / least(16, ceil(c.spots / 8.0)))::int end
       from contests c cross join lateral generate_series(0, (case when c.spots is null then 16 else least(16, ceil(c.spots / 8.0))::int end) - 1) as s(n)`,
    );
    await client.query('vacuum analyze');
  });
  return { db, server, contests };
}

/**
 * Reads GET /api/contests at 50 connections: the first page, or with `paths` a page the server
 * has not read before on each request (the paths taken in turn, so none comes back until the
 * read cache has long let it go).
 */
async function load(base, paths) {
  const options = { url: `${base}/api/contests`, connections: CONNECTIONS, pipelining: 1, duration: DURATION, timeout: 10 };
  if (paths) {
    options.requests = [{ setupRequest: (request) => ({ ...request, path: paths.items[(paths.next = (paths.next + 1) % paths.items.length)] }) }];
  }
  const result = await autocannon(options);
  return { rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** Positions in a server's list, each with a page size from 40 to 60, shuffled: pages it has never read. */
async function unreadPages(target) {
  const positions = await withPg(target.db.url, async (client) =>
    (await client.query(`select (extract(epoch from starts_at) * 1000)::bigint || '_' || id as position from contests where not is_private`)).rows.map((row) => row.position),
  );
  const items = positions.flatMap((position) => Array.from({ length: 21 }, (_, n) => `/api/contests?limit=${40 + n}&before=${position}`));
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return { items: items.slice(0, 200_000), next: -1 };
}

/** Alternating rounds over both servers; the median req/s and p99 of each, and the large one's ratio to the small one's. */
async function measure(title, targets, pathsOf) {
  const runs = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const run = await load(targets[index].server.base, pathsOf?.[index]);
      runs[index].push(run);
      console.log(`  ${title}, round ${round + 1}/${ROUNDS} ${fmt(targets[index].contests).padStart(7)} contests: ${fmt(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`);
    }
  }
  const summary = targets.map((target, index) => ({
    contests: target.contests,
    rps: median(runs[index].map((run) => run.rps)),
    p99: median(runs[index].map((run) => run.p99)),
    failures: runs[index].reduce((sum, run) => sum + run.non2xx + run.errors, 0),
  }));
  const ratios = runs[0].map((run, round) => runs[1][round].rps / run.rps);
  const ratio = median(ratios);
  console.log(`\n${title}\n| contests | req/s (median) | p99 ms (median) | non-2xx or errors |`);
  console.log('|---:|---:|---:|---:|');
  for (const row of summary) console.log(`| ${fmt(row.contests)} | ${fmt(row.rps)} | ${fmt(row.p99)} | ${row.failures} |`);
  console.log(`large / small: ${fmt(ratio, 2)}x of the req/s (paired rounds: ${ratios.map((value) => fmt(value, 2)).join(' ')}); aim: within ${AIM}x (at least ${fmt(1 / AIM, 2)}x) ${ratio >= 1 / AIM ? 'met' : 'MISSED'}\n`);
  return { summary, ratios, ratio };
}

/**
 * Pages the cache has not served, from the large catalogue's server and from the bare `pg` read
 * of the same database, in alternating rounds (each request a page neither has read before);
 * the server's event-loop delay over its rounds.
 */
async function measureAgainstBare(target, bare) {
  const runs = { server: [], bare: [] };
  const paths = { server: await unreadPages(target), bare: await unreadPages(target) };
  const from = (Date.now() - target.server.entry.startedAt) / 1000;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const who of round % 2 === 0 ? ['server', 'bare'] : ['bare', 'server']) {
      const pid = who === 'server' ? target.server.entry.child.pid : bare.pid;
      if (who === 'server') await eventLoopMark(target.server.entry);
      const cpuBefore = cpuSeconds(pid);
      const postgresBefore = postgresCpuSeconds();
      const run = await load(who === 'server' ? target.server.base : bare.base, paths[who]);
      run.cpuUs = ((cpuSeconds(pid) - cpuBefore) * 1e6) / run.total;
      run.postgresCpuUs = ((postgresCpuSeconds() - postgresBefore) * 1e6) / run.total;
      if (who === 'server') run.eventLoop = await eventLoopMark(target.server.entry);
      runs[who].push(run);
      console.log(
        `  cold pages beside the bare read, round ${round + 1}/${ROUNDS} ${who.padEnd(6)}: ${fmt(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, CPU ${fmt(run.cpuUs)} us/request (PostgreSQL ${fmt(run.postgresCpuUs)}), non-2xx ${run.non2xx}, errors ${run.errors}` +
          (run.eventLoop ? `, event loop p99 ${fmt(run.eventLoop.p99, 1)} ms` : ''),
      );
    }
  }
  const to = (Date.now() - target.server.entry.startedAt) / 1000;
  if (args['cpu-prof']) {
    const requests = runs.server.reduce((sum, run) => sum + run.total, 0);
    console.log(`CPU profile of the large catalogue's server, its cold pages: node bench/cpuprofile-summary.mjs ${args['cpu-prof']}/server/*.cpuprofile --from ${Math.floor(from)} --to ${Math.ceil(to)} --requests ${requests}`);
  }
  const ratios = runs.server.map((run, round) => run.rps / runs.bare[round].rps);
  const summary = {
    server: { rps: median(runs.server.map((run) => run.rps)), p99: median(runs.server.map((run) => run.p99)), cpuUs: median(runs.server.map((run) => run.cpuUs)), postgresCpuUs: median(runs.server.map((run) => run.postgresCpuUs)), eventLoopP99: median(runs.server.map((run) => run.eventLoop.p99)) },
    bare: { rps: median(runs.bare.map((run) => run.rps)), p99: median(runs.bare.map((run) => run.p99)), cpuUs: median(runs.bare.map((run) => run.cpuUs)), postgresCpuUs: median(runs.bare.map((run) => run.postgresCpuUs)) },
    ratio: median(ratios),
    ratios,
    failures: [...runs.server, ...runs.bare].reduce((sum, run) => sum + run.non2xx + run.errors, 0),
  };
  console.log(`\npages the cache has not served, ${fmt(target.contests)} contests, beside a bare pg keyset read of the same rows, serialised`);
  console.log('| target | req/s (median) | p99 ms (median) | CPU us/request: its process | PostgreSQL | event loop p99 ms |\n|---|---:|---:|---:|---:|---:|');
  console.log(`| Crease server | ${fmt(summary.server.rps)} | ${fmt(summary.server.p99)} | ${fmt(summary.server.cpuUs)} | ${fmt(summary.server.postgresCpuUs)} | ${fmt(summary.server.eventLoopP99, 1)} |`);
  console.log(`| bare pg read | ${fmt(summary.bare.rps)} | ${fmt(summary.bare.p99)} | ${fmt(summary.bare.cpuUs)} | ${fmt(summary.bare.postgresCpuUs)} | |`);
  console.log(`server / bare: ${fmt(summary.ratio, 2)}x (paired rounds: ${ratios.map((value) => fmt(value, 2)).join(' ')}); aim at least ${AIM_BARE}x: ${summary.ratio >= AIM_BARE ? 'met' : 'MISSED'}\n`);
  return summary;
}

/**
 * Every page of the list, following each Link as a client does, while contests are being made:
 * after each page, `CREATED_PER_PAGE` more go in over every match (so before and after the walk's
 * position). The time, and whether each contest there at the start came exactly once.
 */
async function walk(target) {
  const existing = await withPg(target.db.url, async (client) => new Set((await client.query('select id from contests')).rows.map((row) => row.id)));
  const seen = new Set();
  let duplicates = 0;
  let pages = 0;
  let created = 0;
  const started = performance.now();
  await withPg(target.db.url, async (client) => {
    for (let next = `/api/contests?limit=${WALK_LIMIT}`; next; ) {
      const response = await fetch(`${target.server.base}${next}`);
      if (!response.ok) throw new Error(`${next}: ${response.status} ${await response.text()}`);
      for (const contest of await response.json()) {
        if (seen.has(contest.id)) duplicates += 1;
        seen.add(contest.id);
      }
      pages += 1;
      next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
      created += (await client.query(
        `insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, spots, max_teams_per_user, prizes)
         select m.id, m.start_time, 'Made during the walk ' || n, 0, 0, null, 1, '[]'::jsonb
         from generate_series(1, $1::int) as n join matches m on m.id = 1 + ((n * 37 + $2::int) % $3::int)`,
        [CREATED_PER_PAGE, pages, MATCHES],
      )).rowCount;
    }
  });
  const missing = [...existing].filter((id) => !seen.has(id)).length;
  return {
    seconds: (performance.now() - started) / 1000,
    pages,
    existing: existing.size,
    created,
    missing,
    duplicates,
    complete: missing === 0 && duplicates === 0,
  };
}

async function main() {
  buildServer(args.build);
  console.log(`paging bench: first page of GET /api/contests with ${fmt(SMALL)} and ${fmt(LARGE)} contests, ${ROUNDS} alternating rounds of ${DURATION} s, ${CONNECTIONS} connections`);
  console.log(`machine: ${machine()}`);
  const targets = [await catalogue(SMALL), await catalogue(LARGE)];
  for (const target of targets) {
    const first = await fetch(`${target.server.base}/api/contests`);
    const body = await first.json();
    console.log(`  ${fmt(target.contests)} contests: first page ${body.length} contests, ${fmt(JSON.stringify(body).length)} bytes, X-Total-Count ${first.headers.get('x-total-count')}`);
    await load(target.server.base); // warm-up, not counted
  }
  const first = await measure('the first page (as most readers ask, kept by the read cache)', targets);
  const unread = await measure('pages never read before (a position and size each, the cache missed)', targets, await Promise.all(targets.map(unreadPages)));
  const bareEntry = startChild('bare pg read', process.execPath, [path.join(root, 'bench/bare-paging.mjs')], { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: targets[1].db.url });
  const barePort = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare pg read did not start within 30 s')), 30_000);
    bareEntry.child.stdout.on('data', (chunk) => {
      const found = /"port":(\d+)/.exec(chunk.toString());
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
  });
  const bare = { base: `http://127.0.0.1:${barePort}`, pid: bareEntry.child.pid };
  await load(bare.base, await unreadPages(targets[1])); // warm-up, not counted
  const cold = await measureAgainstBare(targets[1], bare);

  const walked = await walk(targets[1]);
  console.log(
    `walk: ${fmt(walked.pages)} pages of up to ${WALK_LIMIT} in ${fmt(walked.seconds, 2)} s (${fmt(walked.existing / walked.seconds)} contests/s) ` +
      `while ${fmt(walked.created)} more were made; of the ${fmt(walked.existing)} there at the start, ${walked.missing} missed and ${walked.duplicates} came twice: ` +
      `${walked.complete ? 'every contest exactly once' : 'NOT COMPLETE'}`,
  );
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ machine: machine(), first, unread, cold, walk: walked }, null, 2)}\n`);
  if (!walked.complete || cold.failures > 0 || [...first.summary, ...unread.summary].some((row) => row.failures > 0)) process.exitCode = 1;
}

await runBench(main, 'stopping the servers and dropping the scratch databases');
