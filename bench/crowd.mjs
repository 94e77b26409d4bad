#!/usr/bin/env node
// The crowd's picks of a match with 1,000,000 entered teams, on PostgreSQL: the picker's first
// read after the server starts (the one set-based count per match the server then keeps a
// minute), read by 100 viewers at once, beside the floor measured in the same round: the same
// SQL run by pg directly, and a bare count(*) over the same unnested team rows.
// See bench/README.md.
//
//   node bench/crowd.mjs [--teams 1000000] [--contests 20] [--viewers 100] [--rounds 5] [--quick]
//                        [--build] [--cpu-prof <dir>] [--json <file>]
//
// --quick: 100,000 teams, 2 rounds.
//
// The real server (apps/server/dist/main.js) runs on a scratch database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, names the server; the database is dropped at the
// end): one scheduled match of 22 players, --contests contests, --teams teams of 50,000 users
// entered among them (made by SQL). Each round starts the server afresh twice (nothing kept):
// the first time one viewer reads the picker (the count runs), then --viewers read it at once
// (from what the server keeps); the second time --viewers read it at once from the start (timed
// to the last answer: they share the one count, which PostgreSQL's CPU shows). The floor,
// alternating before and after: the server's statement through pg, and `count(*)` over the same
// entered teams' unnested line-ups. Checked every round: every viewer got the same percentages,
// and they add up to 1,100 (11 a team).
// PGlite is not measured: its one process holds the database, so no second client can seed it.
import { writeFileSync } from 'node:fs';
import {
  benchArgs, runBench, withPg, createScratchDb, profileArgs, buildServer, startServer, stopChild, call, cpuSeconds,
  postgresCpuSeconds, median, fmt, machine, eventLoopMark,
} from './lib.mjs';

const { args, whole } = benchArgs(
  import.meta.url,
  {
    teams: { type: 'string', default: '1000000' },
    contests: { type: 'string', default: '20' },
    viewers: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '5' },
  },
  { teams: '100000', rounds: '2' },
);
const TEAMS = whole('teams', 50, 5_000_000);
const CONTESTS = whole('contests', 1, 200);
const VIEWERS = whole('viewers', 1, 1_000);
const ROUNDS = whole('rounds', 1, 20);
const USERS = 50_000;
const now = () => performance.now();

/** The server's statement (apps/server/src/modules/entries/crowd.queries.ts), as it sends it. */
const CROWD_SQL = `
    select pick.player_id,
           count(*) as selected,
           count(*) filter (where pick.player_id = t.captain_id) as captain,
           count(*) filter (where pick.player_id = t.vice_captain_id) as vice,
           count(*) filter (where pick.n = 1) as firsts
    from user_teams t
    cross join lateral unnest(t.player_ids) with ordinality as pick(player_id, n)
    where t.id in (select e.team_id from contest_entries e where e.contest_id = any($1::int[]) and e.refunded_at is null)
    group by pick.player_id`;

/** The floor's scan: the same entered teams' line-ups, unnested and counted, nothing grouped. */
const COUNT_SQL = `
    select count(*) from user_teams t cross join lateral unnest(t.player_ids) as pick(player_id)
    where t.id in (select e.team_id from contest_entries e where e.contest_id = any($1::int[]) and e.refunded_at is null)`;

async function seed(client) {
  const match = await client.query(
    `insert into matches (team_a, team_b, start_time, match_type, state, competition)
     values ('India', 'Australia', now() + interval '2 days', 'T20', 'SCHEDULED', 'Crowd Bench Series') returning id`,
  );
  const matchId = match.rows[0].id;
  await client.query(
    `insert into players (match_id, name, team, role, credit, points, playing_status)
     select $1, 'Player ' || n, case when n <= 11 then 'India' else 'Australia' end,
            (array['Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'])[1 + n % 4], 8, 0, false
     from generate_series(1, 22) as n`,
    [matchId],
  );
  const contests = await client.query(
    `insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, status, spots, max_teams_per_user, prizes)
     select $1, (select start_time from matches where id = $1), 'Crowd ' || c, 0, 100000, 'UPCOMING', null, 20,
            '[{"fromRank": 1, "toRank": 1, "amountPaise": 100000}]'::jsonb
     from generate_series(1, $2::int) as c returning id`,
    [matchId, CONTESTS],
  );
  const contestIds = contests.rows.map((row) => row.id);
  await client.query(`insert into users (name, email, role) select 'Crowd ' || n, 'crowd' || n || '@crowd.test', 'ROLE_USER' from generate_series(1, $1::int) as n`, [USERS]);
  const firstUser = (await client.query(`select min(id) as id from users where email like '%@crowd.test'`)).rows[0].id;
  // 2,000 different line-ups of 11 of the 22, each team one of them with its own Captain and Vice-Captain.
  await client.query(
    `create temp table picks as
     select t, (select array_agg(id order by (id * 31 + t * 17) % 23, id) from (
               select id from players where match_id = $1 order by (id * 7 + t * 13) % 22, id limit 11) as chosen) as ids
     from generate_series(0, 1999) as t`,
    [matchId],
  );
  await client.query(
    `insert into user_teams (user_id, match_id, contest_id, player_ids, captain_id, vice_captain_id)
     select $2::int + (n % $4::int), $1, ($3::int[])[1 + n % cardinality($3::int[])], p.ids, p.ids[1 + n % 11], p.ids[1 + (n + 5) % 11]
     from generate_series(0, $5::int - 1) as n join picks p on p.t = n % 2000`,
    [matchId, firstUser, contestIds, USERS, TEAMS],
  );
  await client.query(
    `insert into contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise)
     select contest_id, user_id, id, 0, 0, 0, 0 from user_teams where match_id = $1`,
    [matchId],
  );
  await client.query('vacuum analyze users, user_teams, contest_entries, contests, players');
  return { matchId, contestIds };
}

/** The floor, through pg: the server's statement and the bare count, each timed. */
async function floor(url, contestIds) {
  return withPg(url, async (client) => {
    let started = now();
    const crowd = await client.query(CROWD_SQL, [contestIds]);
    const crowdMs = now() - started;
    started = now();
    const count = await client.query(COUNT_SQL, [contestIds]);
    const countMs = now() - started;
    const teams = crowd.rows.reduce((sum, row) => sum + Number(row.firsts), 0);
    if (teams !== TEAMS || Number(count.rows[0].count) !== TEAMS * 11) throw new Error(`the floor counted ${teams} teams and ${count.rows[0].count} picks, not ${TEAMS}`);
    return { crowdMs, countMs };
  });
}

/** `viewers` reads of the picker at once; answers the time to the last and checks they agree. */
async function viewersAtOnce(base, contestId, viewers = VIEWERS) {
  const started = now();
  const bodies = await Promise.all(Array.from({ length: viewers }, () => call(base, 'GET', `/api/players/contest/${contestId}`).then((answer) => answer.text)));
  const ms = now() - started;
  if (new Set(bodies).size !== 1) throw new Error('viewers read different pickers');
  const players = JSON.parse(bodies[0]);
  const total = players.reduce((sum, player) => sum + (player.selectedBy ?? NaN), 0);
  if (players.length !== 22 || Math.abs(total - 1100) > 1) throw new Error(`the picker's selectedBy add up to ${total} over ${players.length} players, not 1,100 over 22`);
  return ms;
}

async function main() {
  buildServer(args.build);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createScratchDb(adminUrl, 'crease_crowd');
  console.log(`Machine: ${machine()}; PostgreSQL ${db.version} (scratch database ${db.name})`);
  const env = { DATABASE_URL: db.url };
  // The first start migrates the scratch database; the match and its teams come after.
  const first = await startServer({ tempPrefix: 'crease-crowd-', env });
  await stopChild(first.entry);
  console.log(`Seeding ${TEAMS.toLocaleString('en-US')} teams of ${USERS.toLocaleString('en-US')} users, entered in ${CONTESTS} contests of one match...`);
  const seeded = now();
  const { contestIds } = await withPg(db.url, seed);
  console.log(`  seeded in ${fmt((now() - seeded) / 1000, 1)} s`);

  /** A server started afresh on the seeded database, its first read of anything else done (kept out of the figures). */
  const freshServer = async (round, label) => {
    const started = await startServer({ tempPrefix: 'crease-crowd-', env, nodeArgs: profileArgs(args['cpu-prof'], `server-${round}-${label}`) });
    await call(started.base, 'GET', '/api/matches/upcoming');
    return started;
  };
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bareFirst = round % 2 === 1;
    const before = bareFirst ? await floor(db.url, contestIds) : undefined;
    // One viewer's first read: the count, and the page around it.
    const one = await freshServer(round, 'one');
    const cpuServer = cpuSeconds(one.entry.child.pid);
    const cpuPostgres = postgresCpuSeconds();
    await eventLoopMark(one.entry);
    const coldMs = await viewersAtOnce(one.base, contestIds[0], 1);
    const loop = await eventLoopMark(one.entry);
    const serverCpu = cpuSeconds(one.entry.child.pid) - cpuServer;
    const postgresCpu = postgresCpuSeconds() - cpuPostgres;
    const keptMs = await viewersAtOnce(one.base, contestIds[1 % contestIds.length]);
    await stopChild(one.entry);
    // VIEWERS at once on a fresh server: one count between them.
    const many = await freshServer(round, 'many');
    const cpuPostgresMany = postgresCpuSeconds();
    const crowdColdMs = await viewersAtOnce(many.base, contestIds[0]);
    const postgresCpuMany = postgresCpuSeconds() - cpuPostgresMany;
    await stopChild(many.entry);
    const after = bareFirst ? before : await floor(db.url, contestIds);
    rounds.push({ coldMs, keptMs, crowdColdMs, ...after, eventLoopP99: loop.p99, eventLoopMax: loop.max, serverCpu, postgresCpu, postgresCpuMany });
    console.log(
      `  round ${round + 1}: first read ${fmt(coldMs)} ms (server CPU ${fmt(serverCpu * 1000)} ms, PostgreSQL CPU ${fmt(postgresCpu * 1000)} ms, event loop p99 ${fmt(loop.p99, 1)} ms, max ${fmt(loop.max, 1)}); ` +
        `${VIEWERS} viewers kept ${fmt(keptMs)} ms; ${VIEWERS} viewers from cold ${fmt(crowdColdMs)} ms (PostgreSQL CPU ${fmt(postgresCpuMany * 1000)} ms); ` +
        `floor: the same SQL by pg ${fmt(after.crowdMs)} ms, count(*) ${fmt(after.countMs)} ms; ratios ${fmt(coldMs / after.crowdMs, 2)}x, ${fmt(coldMs / after.countMs, 2)}x`,
    );
  }
  const pick = (field) => median(rounds.map((round) => round[field]));
  const summary = {
    teams: TEAMS,
    contests: CONTESTS,
    viewers: VIEWERS,
    rounds: ROUNDS,
    firstReadMs: pick('coldMs'),
    keptMs: pick('keptMs'),
    viewersFromColdMs: pick('crowdColdMs'),
    sqlMs: pick('crowdMs'),
    countMs: pick('countMs'),
    ratioToSql: median(rounds.map((round) => round.coldMs / round.crowdMs)),
    ratioToCount: median(rounds.map((round) => round.coldMs / round.countMs)),
    postgresCpuOneMs: pick('postgresCpu') * 1000,
    postgresCpuManyMs: pick('postgresCpuMany') * 1000,
    eventLoopP99: pick('eventLoopP99'),
    eventLoopMax: pick('eventLoopMax'),
  };
  console.log(`\nMedians over ${ROUNDS} rounds, ${TEAMS.toLocaleString('en-US')} entered teams:`);
  console.log(`  first read (the count): ${fmt(summary.firstReadMs)} ms; floor: the server's SQL by pg ${fmt(summary.sqlMs)} ms (ratio ${fmt(summary.ratioToSql, 2)}x), bare count(*) ${fmt(summary.countMs)} ms (ratio ${fmt(summary.ratioToCount, 2)}x)`);
  console.log(`  ${VIEWERS} viewers at once: ${fmt(summary.keptMs)} ms from what is kept, ${fmt(summary.viewersFromColdMs)} ms from cold; PostgreSQL CPU: ${fmt(summary.postgresCpuOneMs)} ms for one viewer, ${fmt(summary.postgresCpuManyMs)} ms for ${VIEWERS}`);
  console.log(`  event loop during the first read: p99 ${fmt(summary.eventLoopP99, 1)} ms, max ${fmt(summary.eventLoopMax, 1)} ms`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ summary, rounds }, null, 2));
}

await runBench(main, 'the crowd bench stopped; the scratch database is dropped');
