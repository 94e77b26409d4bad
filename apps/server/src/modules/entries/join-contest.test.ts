// The join runs as one database function (join-contest.sql). These tests hold it to the rules
// the rest of the product keeps in packages/game, at each edge: the deadline (isBeforeDeadline,
// contestStatusAt), the balance and the parts a fee comes from (splitFee), the team limit, and
// the last spot. They call the function as the entries service does, with the time given, so a
// deadline is met to the millisecond; and they check the migrations install this file's text.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  complianceProblem,
  contestStatusAt,
  hasSpotLeft,
  mayEnterAnotherTeam,
  formatCalendarDate,
  indianDate,
  isBeforeDeadline,
  splitFee,
  startOfIndianDay,
  toRupees,
  type PlayRules,
  type SquadPlayer,
  type WalletPart,
} from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, registerUser, type TestAccount } from '../../../test/factories.ts';
import { DAY, HOUR } from '../../../test/test-clock.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import type { Database } from '../../db/client.ts';
import { callJoin, listUserEntries } from './entries.queries.ts';

const JOIN_FUNCTION_FILE = new URL('./join-contest.sql', import.meta.url);

type Parts = Record<WalletPart, number>;

let server: TestServer;
let admin: TestAccount;
let match: { id: number; startTime: string };
let squad: SquadPlayer[];

beforeAll(async () => {
  // No welcome bonus: each test gives a player exactly the parts it needs.
  server = await startTestServer({ env: { WELCOME_BONUS: '0' } });
  admin = await createAdmin(server);
  ({ match, players: squad } = await importMatch(server, admin, 100 * DAY));
});
afterAll(() => server?.close());

const OPEN_RULES: PlayRules = { paidPlay: true, restrictedStates: ['Telangana'] };
const joinAt = async (user: TestAccount, contestId: number, teamId: number, now: Date, rules = OPEN_RULES) =>
  (await callJoin(server.database, user.id, contestId, teamId, now, rules))!;

/** A new player with these parts in their wallet, each paid in with its ledger row. */
async function playerWith(parts: Parts): Promise<TestAccount> {
  const user = await createUser(server);
  const note = { reference: `test:${user.id}`, description: 'Test funds' };
  const zero = { bonus: 0, deposit: 0, winnings: 0 };
  await server.database.db.transaction(async (tx) => {
    const { wallet } = server.app.services;
    await wallet.credit(tx, user.id, 'BONUS', { ...zero, bonus: parts.bonus }, note);
    await wallet.credit(tx, user.id, 'DEPOSIT', { ...zero, deposit: parts.deposit }, note);
    await wallet.credit(tx, user.id, 'WINNING', { ...zero, winnings: parts.winnings }, note);
  });
  return user;
}

const walletOf = async (user: TestAccount) => (await server.api.get('/api/wallet/balance', { token: user.token })).body;

/** Whether the game's rules let a team into this contest at `now`, from the rows as stored. */
async function isOpenByTheRules(contestId: number, now: Date): Promise<boolean> {
  const found = (await server.app.services.contests.catalogue.withMatch(server.database.db, contestId))!;
  const entries = (await server.api.get(`/api/contests/${contestId}`)).body.entries as number;
  const { state, startTime } = found.match;
  return isBeforeDeadline(state, startTime, now) && contestStatusAt({ ...found.contest, entries }, found.match, now) === 'UPCOMING';
}

describe('the source of the join function', () => {
  let scratch: Database;
  beforeAll(async () => {
    scratch = await createTestDatabase();
  });
  afterAll(() => scratch?.close());

  const definitions = async (database: Database) => {
    const rows = await database.prepared<{ source: string }>(
      'join_function_sources',
      "select pg_get_functiondef(p.oid) as source from pg_proc p where p.proname in ('crease_join_contest', 'crease_join_batch', 'crease_fee_split') order by p.proname",
      [],
    );
    return rows.map((row) => row.source);
  };

  it('is what the migrations install: a change to join-contest.sql needs a migration that installs it', async () => {
    // Installed from the file alone, on a database of its own: dropped first, so the file must create them.
    await scratch.db.execute(sql`drop function crease_join_batch(integer[], integer[], integer[], text[], timestamptz[], boolean, text[])`);
    await scratch.db.execute(sql`drop function crease_join_contest(integer, integer, integer, timestamptz, boolean, text[], text)`);
    await scratch.db.execute(sql`drop function crease_fee_split(bigint, bigint, bigint, bigint)`);
    for (const statement of fs.readFileSync(JOIN_FUNCTION_FILE, 'utf8').split('--> statement-breakpoint')) await scratch.db.execute(sql.raw(statement));
    const installed = await definitions(server.database);
    expect(installed).toHaveLength(3);
    expect(installed).toEqual(await definitions(scratch));
  });
});

describe("the count of a player's entries in a contest, whatever the statistics say", () => {
  // Joins into a second large contest fell from about 2,000 to 60-90 a second until ANALYZE ran:
  // with statistics taken before the contest existed (autovacuum off or behind), the planner
  // thought it had one entry and counted a player's entries by an index that leads with the
  // contest, reading all of it. Built here: autovacuum off on the table, a first contest filled
  // and analysed, a second filled after; then the count's plan, as the installed function words
  // it, custom and generic (PL/pgSQL switches to a generic plan after five calls).
  const ENTRIES = 4_000;
  let scratch: Database;
  let second: number;
  let someone: { user: number; team: number };
  const rows = <T,>(result: unknown) => (result as { rows: T[] }).rows;
  beforeAll(async () => {
    scratch = await createTestDatabase();
    const run = (text: string) => scratch.db.execute(sql.raw(text));
    await run('alter table contest_entries set (autovacuum_enabled = false)');
    await run(`insert into users (name, email, role) select 'Counted ' || n, 'counted-' || n || '@plan.test', 'ROLE_USER' from generate_series(1, ${ENTRIES}) as n`);
    const [{ id: matchId }] = rows<{ id: number }>(await run(`insert into matches (team_a, team_b, start_time, match_type, state) values ('India', 'Australia', now() + interval '3 days', 'T20', 'SCHEDULED') returning id`)) as [{ id: number }];
    const contests = rows<{ id: number }>(
      await run(`insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, spots, max_teams_per_user, prizes)
                 select ${matchId}, now() + interval '3 days', 'Large ' || n, 0, 0, null, 20, '[]'::jsonb from generate_series(1, 2) as n returning id`),
    ).map((row) => row.id);
    second = contests[1]!;
    await run(`insert into user_teams (user_id, match_id, contest_id, player_ids, captain_id, vice_captain_id)
               select id, ${matchId}, ${contests[0]}, '{1,2,3,4,5,6,7,8,9,10,11}', 1, 2 from users where email like '%@plan.test'`);
    const enter = (contest: number) =>
      run(`insert into contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise)
           select ${contest}, user_id, id, 0, 0, 0, 0 from user_teams where match_id = ${matchId}`);
    await enter(contests[0]!);
    await run('analyze contest_entries');
    await enter(second);
    [someone] = rows<{ user: number; team: number }>(await run(`select user_id as "user", id as team from user_teams where match_id = ${matchId} order by id desc limit 1`)) as [{ user: number; team: number }];
  }, 120_000);
  afterAll(() => scratch?.close());

  it.each(['force_custom_plan', 'force_generic_plan'])('reads contest_entries_user_idx by player and contest (%s)', async (mode) => {
    const [{ source }] = rows<{ source: string }>(await scratch.db.execute(sql`select pg_get_functiondef('crease_join_batch'::regproc) as source`)) as [{ source: string }];
    const statement = /SELECT count\(\*\)[^;]*FROM contest_entries e[^;]*;/.exec(source)?.[0];
    expect(statement).toBeDefined();
    const query = statement!
      .replace(/\s+INTO\s+v_count, v_duplicate/, '')
      .replaceAll('v_user', '$1')
      .replaceAll('v_contest', '$2')
      .replaceAll('v_team', '$3')
      .replace(/;$/, '');
    const plans: string[] = [];
    await scratch.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      await tx.execute(sql.raw(`prepare counted(integer, integer, integer) as ${query}`));
      const explained = rows<Record<string, string>>(await tx.execute(sql.raw(`explain execute counted(${someone.user}, ${second}, ${someone.team})`)));
      plans.push(...explained.map((row) => Object.values(row)[0]!));
      await tx.execute(sql.raw('deallocate counted'));
    });
    const plan = plans.join('\n');
    // Every read of contest_entries is that index, with the contest in its condition (not a filter after it).
    const reads = plan.split('\n').filter((line) => /Scan.* on contest_entries/.test(line));
    expect(reads.length, plan).toBeGreaterThan(0);
    for (const line of reads) expect(line, plan).toMatch(/Index (Only )?Scan using contest_entries_user_idx on contest_entries/);
    expect(plan).toMatch(/Index Cond: .*contest_id/);
  });
});

describe('the deadline, as isBeforeDeadline and contestStatusAt keep it', () => {
  let user: TestAccount;
  let team: { id: number };
  beforeAll(async () => {
    user = await playerWith({ bonus: 0, deposit: 0, winnings: 0 });
    const first = await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 });
    team = await createTeam(server, user, first.id, squad);
  });

  it.each([
    ['an hour before the start', 'JOINED', -HOUR],
    ['one millisecond before the start', 'JOINED', -1],
    ['exactly at the start', 'CLOSED', 0],
    ['one millisecond after the start', 'CLOSED', 1],
  ])('%s: %s', async (_, outcome, offsetMs) => {
    const contest = await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 });
    const now = new Date(Date.parse(match.startTime) + offsetMs);
    const open = await isOpenByTheRules(contest.id, now);
    const joined = await joinAt(user, contest.id, team.id, now);
    expect(joined.outcome).toBe(outcome);
    expect(joined.outcome === 'JOINED').toBe(open);
  });

  it.each([
    ['started by an admin (stored LIVE, whatever the time asked about)', 'start', 'CLOSED'],
    ['abandoned (its contests cancelled)', 'abandon', 'CANCELLED'],
  ] as const)('refuses a match %s', async (_, action, outcome) => {
    const other = await importMatch(server, admin, 50 * DAY);
    const contest = await createContest(server, admin, other.match.id, { entryFee: 0, prizePool: 0 });
    const player = await playerWith({ bonus: 0, deposit: 0, winnings: 0 });
    const otherTeam = await createTeam(server, player, contest.id, other.players);
    expect((await server.api.post(`/api/matches/${other.match.id}/${action}`, undefined, { token: admin.token })).status).toBe(200);
    const now = new Date(Date.now() - HOUR);
    expect(await isOpenByTheRules(contest.id, now)).toBe(false);
    expect((await joinAt(player, contest.id, otherTeam.id, now)).outcome).toBe(outcome);
  });

  it('refuses a contest an admin cancelled before the start', async () => {
    const contest = await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 });
    await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    const now = new Date(Date.parse(match.startTime) - HOUR);
    expect(await isOpenByTheRules(contest.id, now)).toBe(false);
    expect((await joinAt(user, contest.id, team.id, now)).outcome).toBe('CANCELLED');
  });
});

describe('the fee, as splitFee takes it: bonus first, then deposits, then winnings, as the join sheet said', () => {
  it.each<[string, Parts, number]>([
    ['bonus alone', { bonus: 5000, deposit: 0, winnings: 0 }, 3900],
    ['bonus, then deposits', { bonus: 1000, deposit: 5000, winnings: 0 }, 3900],
    ['bonus, deposits, then winnings', { bonus: 1000, deposit: 900, winnings: 5000 }, 3900],
    ['winnings alone', { bonus: 0, deposit: 0, winnings: 3900 }, 3900],
    ['a fee equal to the balance, from all three parts', { bonus: 1000, deposit: 900, winnings: 2000 }, 3900],
    ['a fee one paisa above the balance', { bonus: 1000, deposit: 900, winnings: 2000 }, 3901],
    ['a fee far above a balance of bonus alone', { bonus: 1000, deposit: 0, winnings: 0 }, 3900],
    ['a free contest with an empty wallet', { bonus: 0, deposit: 0, winnings: 0 }, 0],
  ])('%s', async (_, parts, feePaise) => {
    const user = await playerWith(parts);
    const contest = await createContest(server, admin, match.id, { name: 'Split', entryFee: toRupees(feePaise), prizePool: 50 });
    const team = await createTeam(server, user, contest.id, squad);
    const split = splitFee(feePaise, parts);
    // The join sheet, asked just before: what it says is what the join then takes, or that it is short.
    const preview = await server.api.get(`/api/join-contest/preview?contestId=${contest.id}`, { token: user.token });
    expect(preview.status).toBe(200);

    const joined = await joinAt(user, contest.id, team.id, new Date(Date.parse(match.startTime) - HOUR));

    const left = (part: WalletPart) => parts[part] - (split?.[part] ?? 0);
    expect(await walletOf(user)).toEqual({
      balance: toRupees(left('bonus') + left('deposit') + left('winnings')),
      bonus: toRupees(left('bonus')),
      deposit: toRupees(left('deposit')),
      winnings: toRupees(left('winnings')),
    });
    const entries = await listUserEntries(server.database.db, user.id);
    const fees = ((await server.api.get('/api/wallet/transactions', { token: user.token })).body as { type: string; amount: number }[])
      .filter((row) => row.type === 'ENTRY_FEE')
      .map((row) => row.amount);
    if (split) {
      expect(joined.outcome).toBe('JOINED');
      expect(Number(joined.balance_paise)).toBe(parts.bonus + parts.deposit + parts.winnings - feePaise);
      expect(entries.map((entry) => ({ bonus: entry.feeBonusPaise, deposit: entry.feeDepositPaise, winnings: entry.feeWinningsPaise }))).toEqual([split]);
      expect(fees).toEqual(feePaise > 0 ? [-toRupees(feePaise)] : []);
      const [entry] = entries;
      expect(preview.body).toEqual({
        entryFee: toRupees(feePaise),
        bonusUsed: toRupees(entry!.feeBonusPaise),
        depositUsed: toRupees(entry!.feeDepositPaise),
        winningsUsed: toRupees(entry!.feeWinningsPaise),
        shortBy: 0,
      });
    } else {
      // Short: every part is offered, and the sheet says by how much the balance falls short.
      expect(preview.body).toEqual({
        entryFee: toRupees(feePaise),
        bonusUsed: toRupees(parts.bonus),
        depositUsed: toRupees(parts.deposit),
        winningsUsed: toRupees(parts.winnings),
        shortBy: toRupees(feePaise - parts.bonus - parts.deposit - parts.winnings),
      });
      expect(preview.body.shortBy).toBeGreaterThan(0);
      expect(joined.outcome).toBe('BALANCE');
      expect(entries).toEqual([]);
      expect(fees).toEqual([]);
      expect((await server.api.get(`/api/contests/${contest.id}`)).body.entries).toBe(0);
    }
  });
});

describe("the contest's team limit", () => {
  it.each([1, 3])('lets a player in with %i teams, and refuses one more', async (maxTeamsPerUser) => {
    const user = await playerWith({ bonus: 0, deposit: 0, winnings: 0 });
    const contest = await createContest(server, admin, match.id, { name: 'Limited', entryFee: 0, prizePool: 0, maxTeamsPerUser, spots: null });
    const now = new Date(Date.parse(match.startTime) - HOUR);
    for (let held = 0; held <= maxTeamsPerUser; held += 1) {
      const team = await createTeam(server, user, contest.id, squad, held);
      const joined = await joinAt(user, contest.id, team.id, now);
      expect({ held, outcome: joined.outcome }).toEqual({ held, outcome: mayEnterAnotherTeam(held, maxTeamsPerUser) ? 'JOINED' : 'LIMIT' });
    }
  });
});

describe('the last spot', () => {
  it.each([2, 10, 20])('fills a contest of %i spots (over its shards) and refuses the next team', async (spots) => {
    const owner = await playerWith({ bonus: 0, deposit: 0, winnings: 0 });
    const contest = await createContest(server, admin, match.id, { name: 'Filling', entryFee: 0, prizePool: 0, spots, maxTeamsPerUser: 20 });
    const now = new Date(Date.parse(match.startTime) - HOUR);
    const outcomes: string[] = [];
    for (let taken = 0; taken < spots; taken += 1) {
      const team = await createTeam(server, owner, contest.id, squad, taken);
      outcomes.push((await joinAt(owner, contest.id, team.id, now)).outcome);
    }
    const late = await playerWith({ bonus: 0, deposit: 0, winnings: 0 });
    const lateTeam = await createTeam(server, late, contest.id, squad);
    outcomes.push((await joinAt(late, contest.id, lateTeam.id, now)).outcome);
    expect(outcomes).toEqual(outcomes.map((_, entries) => (hasSpotLeft(entries, spots) ? 'JOINED' : 'FULL')));
    expect(outcomes.at(-1)).toBe('FULL');
    expect((await server.api.get(`/api/contests/${contest.id}`)).body.entries).toBe(spots);
  });
});

describe('who may play, as complianceProblem keeps it', () => {
  let paid: { id: number };
  let free: { id: number };
  beforeAll(async () => {
    paid = await createContest(server, admin, match.id, { name: 'Paid', entryFee: 1, prizePool: 10, spots: null });
    free = await createContest(server, admin, match.id, { name: 'Free', entryFee: 0, prizePool: 0, spots: null });
  });

  /** `years` before the Indian date of `at`, as YYYY-MM-DD, moved by `days`. */
  const bornBefore = (at: Date, years: number, days = 0) => {
    const today = indianDate(at);
    const date = new Date(Date.UTC(today.year - years, today.month - 1, today.day + days));
    return formatCalendarDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
  };
  const midnightIn = (days: number) => startOfIndianDay(indianDate(new Date(Date.now() + days * DAY)));
  const AT = midnightIn(10);

  type Case = [string, { verified?: boolean; dateOfBirth?: string; state?: string; pauseDays?: number }, Date, PlayRules];
  it.each<Case>([
    ['an adult of an open state', { dateOfBirth: '1990-05-01', state: 'Kerala' }, AT, OPEN_RULES],
    ['18 at midnight in India, the first millisecond of the birthday', { dateOfBirth: bornBefore(AT, 18), state: 'Kerala' }, AT, OPEN_RULES],
    ['18 tomorrow: the last millisecond before the birthday', { dateOfBirth: bornBefore(AT, 18), state: 'Kerala' }, new Date(AT.getTime() - 1), OPEN_RULES],
    ['born on 29 February, on 28 February of a common year', { dateOfBirth: '2008-02-29', state: 'Kerala' }, new Date('2026-02-28T12:00:00Z'), OPEN_RULES],
    ['born on 29 February, on 1 March of a common year', { dateOfBirth: '2008-02-29', state: 'Kerala' }, new Date('2026-02-28T18:30:00Z'), OPEN_RULES],
    ['no date of birth', { state: 'Kerala' }, AT, OPEN_RULES],
    ['no state', { dateOfBirth: '1990-05-01' }, AT, OPEN_RULES],
    ['a restricted state', { dateOfBirth: '1990-05-01', state: 'Telangana' }, AT, OPEN_RULES],
    ['a state restricted by another deployment only', { dateOfBirth: '1990-05-01', state: 'Telangana' }, AT, { paidPlay: true, restrictedStates: ['Assam', 'Sikkim'] }],
    ['an unverified e-mail', { verified: false, dateOfBirth: '1990-05-01', state: 'Kerala' }, AT, OPEN_RULES],
    ['paid play off', { dateOfBirth: '1990-05-01', state: 'Kerala' }, AT, { paidPlay: false, restrictedStates: [] }],
    ['paused', { dateOfBirth: '1990-05-01', state: 'Kerala', pauseDays: 7 }, new Date(Date.now() + DAY), OPEN_RULES],
    ['paused, after the pause ended', { dateOfBirth: '1990-05-01', state: 'Kerala', pauseDays: 7 }, new Date(Date.now() + 8 * DAY), OPEN_RULES],
    ['everything missing and paid play off', { verified: false }, AT, { paidPlay: false, restrictedStates: [] }],
  ])('%s', async (_, player, now, rules) => {
    const user = player.verified === false ? await registerUser(server) : await createUser(server);
    const profile = (await server.api.put('/api/user/profile', { selfExcludeDays: player.pauseDays }, { token: user.token })).body;
    // Exactly what this case declares (createUser declared an adult of an open state), as stored.
    await server.database.db.execute(sql`update player_profiles set date_of_birth = ${player.dateOfBirth ?? null}, state = ${player.state ?? null} where user_id = ${user.id}`);
    const standing = {
      emailVerified: player.verified !== false,
      dateOfBirth: player.dateOfBirth ?? null,
      state: player.state ?? null,
      selfExcludedUntil: profile.selfExcludedUntil,
      hasKyc: false,
    };
    await server.database.db.transaction((tx) => server.app.services.wallet.credit(tx, user.id, 'BONUS', { bonus: 100, deposit: 0, winnings: 0 }, { reference: 'test', description: 'Test funds' }));
    const team = await createTeam(server, user, paid.id, squad);
    for (const [contest, action] of [[paid, 'PAID_CONTEST'], [free, 'FREE_CONTEST']] as const) {
      const expected = complianceProblem(action, standing, rules, now)?.condition ?? 'JOINED';
      expect({ action, outcome: (await joinAt(user, contest.id, team.id, now, rules)).outcome }).toEqual({ action, outcome: expected });
    }
  });
});
