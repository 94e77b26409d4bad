#!/usr/bin/env node
// Settling a contest of 100,000 entries on PostgreSQL: from the match's completion to every prize
// paid, in seconds, and WINNING ledger rows written per second, beside the floor: bare SQL writing
// the same rows in one transaction into copies of contest_entries, wallets and wallet_transactions
// with the same indexes, checks, foreign keys and triggers, in alternating rounds of the same run.
// See bench/README.md.
//
//   node bench/settle.mjs [--entries 100000] [--winners 100000] [--rounds 3] [--batch <n>] [--quick]
//                         [--build] [--cpu-prof <dir>] [--json <file>]
//
// --batch: SETTLEMENT_BATCH_SIZE for the server (its own default when not given). --quick: 20,000
// entries, all winners, 1 round.
//
// The real server (apps/server/dist/main.js) runs on a scratch database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, names the server; the database is dropped at the
// end). Each round: a live match of 22 players with points, one contest whose prizes reach the
// first --winners ranks, --entries users with a team each in it (made by SQL): every winner a
// wallet of their own; the admin completes the match through the API, and this process polls the
// database until the contest's results are fixed and then distributed. Checked after every round:
// each winner has exactly one WINNING row of its prize, and every wallet equals the sums of its
// ledger. The server's event-loop delay (p99) is taken over each settlement.
import { writeFileSync } from 'node:fs';
import {
  benchArgs, runBench, withPg, createScratchDb, profileArgs, buildServer, startServer, call, adminToken, cpuSeconds,
  postgresCpuSeconds, median, fmt, machine, sleep, eventLoopMark,
} from './lib.mjs';

const { args, whole } = benchArgs(
  import.meta.url,
  {
    entries: { type: 'string', default: '100000' },
    winners: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    batch: { type: 'string' },
  },
  { entries: '20000', winners: '20000', rounds: '1' },
);
const ENTRIES = whole('entries', 100, 1_000_000);
const WINNERS = whole('winners', 1, ENTRIES);
const ROUNDS = whole('rounds', 1, 10);
const BATCH = args.batch === undefined ? undefined : whole('batch', 1, 100_000);
const SETTLE_LIMIT_MS = 600_000;
const now = () => performance.now();

/** Prizes down to rank WINNERS: a big first prize, then smaller bands, as a mega contest pays. */
function prizeTable() {
  const bands = [
    { fromRank: 1, toRank: 1, amountPaise: 10_000_000 },
    { fromRank: 2, toRank: 10, amountPaise: 1_000_000 },
    { fromRank: 11, toRank: 100, amountPaise: 100_000 },
    { fromRank: 101, toRank: 1_000, amountPaise: 10_000 },
    { fromRank: 1_001, toRank: WINNERS, amountPaise: 5_000 },
  ];
  return bands.filter((band) => band.fromRank <= WINNERS).map((band) => ({ ...band, toRank: Math.min(band.toRank, WINNERS) }));
}

async function seedRound(client, round) {
  const match = await client.query(
    `insert into matches (team_a, team_b, start_time, match_type, state) values ('India', 'Australia', now() - interval '3 hours', 'T20', 'LIVE') returning id`,
  );
  const matchId = match.rows[0].id;
  await client.query(
    `insert into players (match_id, name, team, role, credit, points, playing_status)
     select $1, 'Player ' || n, case when n <= 11 then 'India' else 'Australia' end,
            (array['Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'])[1 + n % 4], 8, ((n + $2) * 37) % 90, true
     from generate_series(1, 22) as n`,
    [matchId, round],
  );
  const contest = await client.query(
    `insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, status, spots, max_teams_per_user, prizes)
     values ($1, (select start_time from matches where id = $1), 'Settle Mega ' || $2, 0, 1000000000, 'LIVE', null, 1, $3::jsonb) returning id`,
    [matchId, round, JSON.stringify(prizeTable())],
  );
  const contestId = contest.rows[0].id;
  await client.query(
    `insert into user_teams (user_id, match_id, contest_id, player_ids, captain_id, vice_captain_id)
     select u.id, $1, $2, picked.ids, picked.ids[1], picked.ids[2]
     from users u cross join lateral (
       select array_agg(p.id order by (p.id::bigint * 7919 + u.id::bigint * 104729) % 22) as ids
       from (select id from players where match_id = $1 order by (id * 31 + u.id) % 22 limit 11) as p
     ) as picked where u.email like '%@settle.test'`,
    [matchId, contestId],
  );
  await client.query(
    `insert into contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise)
     select $1, user_id, id, 0, 0, 0, 0 from user_teams where contest_id = $1`,
    [contestId],
  );
  await client.query('vacuum analyze contest_entries, wallets, wallet_transactions, user_teams, players');
  return { matchId, contestId };
}

/**
 * Copies of contest_entries, wallets and wallet_transactions for the floor: `like ... including
 * all` (columns, defaults, identity, checks, indexes) plus every foreign key and trigger of the
 * original (PostgreSQL runs foreign keys as triggers; `like` copies neither), holding copies of
 * the rows the original holds now (the floor's indexes are as large as the server's).
 */
async function makeFloorTables(client, contestId) {
  const copies = { contest_entries: 'bare_entries', wallets: 'bare_wallets', wallet_transactions: 'bare_ledger' };
  await client.query('drop table if exists bare_entries, bare_wallets, bare_ledger, bare_final');
  const extras = [];
  for (const [table, copy] of Object.entries(copies)) {
    await client.query(`create table ${copy} (like ${table} including all)`);
    const keys = await client.query(
      `select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'f'`,
      [table],
    );
    for (const key of keys.rows) extras.push(`alter table ${copy} add constraint ${copy}_${key.conname} ${key.def}`);
    const triggers = await client.query(`select tgname, pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = $1::regclass and not tgisinternal`, [table]);
    for (const trigger of triggers.rows) {
      extras.push(trigger.def.replace(`TRIGGER ${trigger.tgname} `, `TRIGGER ${copy}_${trigger.tgname} `).replace(new RegExp(`ON (public\\.)?${table} `), `ON ${copy} `));
    }
  }
  // The round's entries as they are before settlement (no points, rank, prize or payment).
  await client.query(
    `insert into bare_entries overriding system value
     select id, contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise, refunded_at, created_at, 0, null, null, null
     from contest_entries where contest_id = $1`,
    [contestId],
  );
  await client.query(`insert into bare_wallets select * from wallets`);
  await client.query(`insert into bare_ledger overriding system value select * from wallet_transactions`);
  for (const copy of ['bare_entries', 'bare_ledger']) {
    await client.query(`select setval(pg_get_serial_sequence('${copy}', 'id'), (select coalesce(max(id), 0) + 1 from ${copy}), false)`);
  }
  for (const statement of extras) await client.query(statement);
  // The table the floor writes, worked out beforehand (not timed): scores with ties, ranks, and
  // the prize table's amounts by rank.
  await client.query(
    `create table bare_final as
     select id, points, rank() over (order by points desc) as rank from (select id, ((id::bigint * 7919) % 997)::float8 / 2 as points from bare_entries) as scored`,
  );
  await client.query(
    `alter table bare_final add column prize bigint;
     update bare_final f set prize = coalesce((select b."amountPaise" from jsonb_to_recordset($1::jsonb) as b("fromRank" int, "toRank" int, "amountPaise" bigint)
                                              where f.rank between b."fromRank" and b."toRank"), 0)`.replace('$1::jsonb', `'${JSON.stringify(prizeTable())}'::jsonb`),
  );
  // As the server's tables are before it settles (seedRound): vacuumed and analysed.
  await client.query('vacuum analyze bare_entries, bare_wallets, bare_ledger, bare_final');
  return { foreignKeysAndTriggers: extras.length };
}

/** The floor: the same writes as bare SQL, one transaction, on the copies. */
async function bareSql(client, contestId) {
  const made = await makeFloorTables(client, contestId);
  const started = now();
  await client.query('begin');
  // The final table: every entry's points, rank and prize.
  await client.query(`update bare_entries e set points = f.points, rank = f.rank, prize_paise = f.prize from bare_final f where f.id = e.id`);
  const fixed = now();
  // The prizes: each winner's wallet credited, one ledger row each, the entries marked paid.
  await client.query(
    `update bare_wallets w set winnings_paise = w.winnings_paise + won.amount, updated_at = now()
     from (select user_id, sum(prize_paise) as amount from bare_entries where prize_paise > 0 group by user_id) as won where won.user_id = w.user_id`,
  );
  const ledger = await client.query(
    `insert into bare_ledger (user_id, type, amount_paise, winnings_paise, reference, description)
     select user_id, 'WINNING', prize_paise, prize_paise, 'floor:' || id || ':prize', 'Winnings: Settle Mega, rank ' || rank from bare_entries where prize_paise > 0`,
  );
  await client.query(`update bare_entries set paid_at = now() where prize_paise > 0`);
  await client.query('commit');
  const done = now();
  await client.query('drop table bare_entries, bare_wallets, bare_ledger, bare_final');
  return {
    seconds: (done - started) / 1000,
    fixSeconds: (fixed - started) / 1000,
    paySeconds: (done - fixed) / 1000,
    ledgerRows: ledger.rowCount,
    ledgerRowsPerSecond: ledger.rowCount / ((done - fixed) / 1000),
    ...made,
  };
}

async function checkRound(client, contestId) {
  await client.query('analyze contest_entries, wallet_transactions');
  // Each winner's WINNING rows, grouped by reference first: joining on an expression of the
  // entry id row by row is a plan PostgreSQL can take minutes over.
  const wrong = await client.query(
    `with paid as (select reference, count(*) as n, sum(amount_paise) as amount from wallet_transactions where type = 'WINNING' group by reference)
     select e.id from contest_entries e left join paid on paid.reference = 'entry:' || e.id || ':prize'
     where e.contest_id = $1 and e.prize_paise > 0 and (paid.n is distinct from 1 or paid.amount <> e.prize_paise)`,
    [contestId],
  );
  const gaps = await client.query(`
    select w.user_id from wallets w left join wallet_transactions t on t.user_id = w.user_id
    group by w.user_id, w.bonus_paise, w.deposit_paise, w.winnings_paise
    having w.bonus_paise <> coalesce(sum(t.bonus_paise), 0) or w.deposit_paise <> coalesce(sum(t.deposit_paise), 0) or w.winnings_paise <> coalesce(sum(t.winnings_paise), 0)`);
  const paid = await client.query(
    `select count(*)::int as n from wallet_transactions where type = 'WINNING' and reference in (select 'entry:' || id || ':prize' from contest_entries where contest_id = $1)`,
    [contestId],
  );
  return { wrongEntries: wrong.rowCount, unbalancedWallets: gaps.rowCount, winningRows: paid.rows[0].n };
}

async function main() {
  buildServer(args.build);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createScratchDb(adminUrl, 'crease_settle');
  console.log(`Machine: ${machine()}; PostgreSQL ${db.version} (scratch database ${db.name})`);
  // The server migrates the scratch database when it starts; the users come after.
  const env = { DATABASE_URL: db.url, ...(BATCH ? { SETTLEMENT_BATCH_SIZE: String(BATCH) } : {}) };
  const { entry: server, base } = await startServer({ tempPrefix: 'crease-settle-', env, nodeArgs: profileArgs(args['cpu-prof'], 'server') });
  const admin = await adminToken(base);
  console.log(`Seeding ${ENTRIES.toLocaleString('en-US')} users, each with a wallet of their own...`);
  await withPg(db.url, async (client) => {
    await client.query(`insert into users (name, email, role) select 'Settler ' || n, 'settler' || n || '@settle.test', 'ROLE_USER' from generate_series(1, $1::int) as n`, [ENTRIES]);
    await client.query(`insert into wallets (user_id) select id from users where email like '%@settle.test'`);
  });

  /** The server settles the round's contest, from the completion to distributed. */
  const settle = async (round, matchId, contestId) => {
    const cpuServer = cpuSeconds(server.child.pid);
    const cpuPostgres = postgresCpuSeconds();
    await eventLoopMark(server);
    const started = now();
    await call(base, 'POST', `/api/matches/${matchId}/complete`, undefined, admin);
    const state = () => withPg(db.url, async (client) => (await client.query('select results_at, result_distributed from contests where id = $1', [contestId])).rows[0]);
    let fixedAt;
    for (;;) {
      const { results_at: resultsAt, result_distributed: distributed } = await state();
      if (resultsAt && fixedAt === undefined) fixedAt = now();
      if (distributed) break;
      if (now() - started > SETTLE_LIMIT_MS) throw new Error(`round ${round + 1}: not settled within ${SETTLE_LIMIT_MS / 1000} s`);
      await sleep(25);
    }
    const done = now();
    const loop = await eventLoopMark(server);
    const checks = await withPg(db.url, (client) => checkRound(client, contestId));
    if (checks.wrongEntries || checks.unbalancedWallets || checks.winningRows === 0) throw new Error(`round ${round + 1} failed its checks: ${JSON.stringify(checks)}`);
    return {
      seconds: (done - started) / 1000,
      fixSeconds: (fixedAt - started) / 1000,
      paySeconds: (done - fixedAt) / 1000,
      ledgerRowsPerSecond: checks.winningRows / ((done - fixedAt) / 1000),
      serverCpuSeconds: cpuSeconds(server.child.pid) - cpuServer,
      postgresCpuSeconds: postgresCpuSeconds() - cpuPostgres,
      eventLoopP99: loop.p99,
      eventLoopMax: loop.max,
      ...checks,
    };
  };

  const rounds = [];
  const bare = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { matchId, contestId } = await withPg(db.url, (client) => seedRound(client, round));
    // Alternating: the server first in odd rounds, the floor first in even ones.
    if (round % 2 === 1) bare.push(await withPg(db.url, (client) => bareSql(client, contestId)));
    rounds.push(await settle(round, matchId, contestId));
    if (round % 2 === 0) bare.push(await withPg(db.url, (client) => bareSql(client, contestId)));
    const result = rounds.at(-1);
    const floor = bare.at(-1);
    console.log(
      `  round ${round + 1}: settled in ${fmt(result.seconds, 2)} s (results fixed ${fmt(result.fixSeconds, 2)} s, paid ${fmt(result.paySeconds, 2)} s), ${fmt(result.winningRows)} WINNING rows, ${fmt(result.ledgerRowsPerSecond)} rows/s, event loop p99 ${fmt(result.eventLoopP99, 1)} ms (max ${fmt(result.eventLoopMax, 1)}); ` +
        `floor ${fmt(floor.seconds, 2)} s (final table ${fmt(floor.fixSeconds, 2)} s, paid ${fmt(floor.paySeconds, 2)} s, ${fmt(floor.ledgerRowsPerSecond)} rows/s); ratio ${fmt(result.seconds / floor.seconds, 2)}x`,
    );
  }
  const pick = (list, field) => median(list.map((one) => one[field]));
  const ratios = rounds.map((round, index) => round.seconds / bare[index].seconds);
  const summary = {
    entries: ENTRIES,
    winners: WINNERS,
    rounds: ROUNDS,
    batch: BATCH ?? 'the server default',
    server: {
      seconds: pick(rounds, 'seconds'),
      fixSeconds: pick(rounds, 'fixSeconds'),
      paySeconds: pick(rounds, 'paySeconds'),
      ledgerRowsPerSecond: pick(rounds, 'ledgerRowsPerSecond'),
      serverCpuSeconds: pick(rounds, 'serverCpuSeconds'),
      postgresCpuSeconds: pick(rounds, 'postgresCpuSeconds'),
      eventLoopP99: pick(rounds, 'eventLoopP99'),
    },
    floor: { seconds: pick(bare, 'seconds'), fixSeconds: pick(bare, 'fixSeconds'), paySeconds: pick(bare, 'paySeconds'), ledgerRowsPerSecond: pick(bare, 'ledgerRowsPerSecond') },
    ratio: median(ratios),
    ratios,
    perRound: rounds,
    perRoundFloor: bare,
  };
  console.log(`\nA contest of ${ENTRIES.toLocaleString('en-US')} entries, ${WINNERS.toLocaleString('en-US')} prizes to as many wallets, medians of ${ROUNDS} alternating rounds:`);
  console.log(`  Crease: completion to distributed ${fmt(summary.server.seconds, 2)} s (final table ${fmt(summary.server.fixSeconds, 2)} s, paying ${fmt(summary.server.paySeconds, 2)} s), ${fmt(summary.server.ledgerRowsPerSecond)} ledger rows/s; server CPU ${fmt(summary.server.serverCpuSeconds, 2)} s; event loop p99 ${fmt(summary.server.eventLoopP99, 1)} ms`);
  console.log(`    (PostgreSQL CPU meanwhile ${fmt(summary.server.postgresCpuSeconds, 1)} s: the whole PostgreSQL server, whatever else uses it included)`);
  console.log(`  floor, bare SQL in one transaction on copies with the same indexes, checks, foreign keys and triggers: ${fmt(summary.floor.seconds, 2)} s (final table ${fmt(summary.floor.fixSeconds, 2)} s, paying ${fmt(summary.floor.paySeconds, 2)} s), ${fmt(summary.floor.ledgerRowsPerSecond)} ledger rows/s`);
  console.log(`  Crease / floor: ${fmt(summary.ratio, 2)}x (paired rounds ${ratios.map((value) => fmt(value, 2)).join(' ')}); aim within 2x: ${summary.ratio <= 2 ? 'met' : 'MISSED'}`);
  console.log(`  checks: every prize paid once as its WINNING row, every wallet equal to its ledger: passed`);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
}

await runBench(main, 'stopping the server and dropping the scratch database');
