// Joins in batches: many joins in one database call, each answered as if it had gone alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayRules, SquadPlayer } from '@crease/game';
import type { Database } from '../../db/client.ts';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { JoinBatcher, type JoinBatchOptions } from './join-batcher.ts';

let server: TestServer;
let admin: TestAccount;
let match: { id: number; startTime: string };
let squad: SquadPlayer[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  ({ match, players: squad } = await importMatch(server, admin));
});
afterAll(() => server?.close());

const RULES: PlayRules = { paidPlay: true, restrictedStates: [] };

/** The test database, counting the calls of each statement and the size of each batch. */
function counting(database: Database) {
  const batches: number[] = [];
  const alone = { count: 0 };
  const wrapped: Pick<Database, 'prepared'> = {
    prepared: async (name, text, values) => {
      // The users' ids go as an array literal ({1,2,3}): a batch's size is how many it names.
      if (name === 'crease_join_batch') batches.push(String(values[0]).split(',').length);
      else alone.count += 1;
      return database.prepared(name, text, values);
    },
  };
  return { wrapped, batches, alone };
}

function batcher(database: Pick<Database, 'prepared'>, options: Partial<JoinBatchOptions> = {}, clock = new TestClock()) {
  return new JoinBatcher(database, () => RULES, clock, { windowMs: 5, maxSize: 16, maxInFlight: 1, ...options });
}

describe('joins in batches', () => {
  it('sends joins that arrive together in a few calls, and answers each as a join alone would', async () => {
    const contest = await createContest(server, admin, match.id, { name: 'Batch League', entryFee: 25, prizePool: 100, spots: 30 });
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(server)));
    const teams = await Promise.all(users.map((user, index) => createTeam(server, user, contest.id, squad, index)));
    const { wrapped, batches, alone } = counting(server.database);
    const joins = batcher(wrapped);
    const outcomes = await Promise.all(users.map((user, index) => joins.join({ userId: user.id, contestId: contest.id, teamId: teams[index]!.id, inviteCode: null })));

    // 40 joins in 3 calls of at most 16; none alone.
    expect(batches).toEqual([16, 16, 8]);
    expect(alone.count).toBe(0);
    expect(outcomes.filter((row) => row?.outcome === 'JOINED')).toHaveLength(30);
    expect(outcomes.filter((row) => row?.outcome === 'FULL')).toHaveLength(10);
    expect(outcomes.every((row) => row?.contest_name === 'Batch League')).toBe(true);
    expect((await server.api.get(`/api/contests/${contest.id}`)).body.entries).toBe(30);
    const charged = await Promise.all(users.map(async (user) => (await server.api.get('/api/wallet/balance', { token: user.token })).body.balance));
    expect(charged.filter((balance) => balance === 475)).toHaveLength(30);
    expect(charged.filter((balance) => balance === 500)).toHaveLength(10);
    await expectLedgerBalanced(server.database);
  });

  it("keeps a user's joins in the order they came: the same team twice in one batch enters once", async () => {
    const contest = await createContest(server, admin, match.id, { name: 'Twice', entryFee: 10, prizePool: 10 });
    const other = await createContest(server, admin, match.id, { name: 'Other', entryFee: 10, prizePool: 10 });
    const user = await createUser(server);
    const team = await createTeam(server, user, contest.id, squad);
    const joins = batcher(server.database);
    const outcomes = await Promise.all([
      joins.join({ userId: user.id, contestId: contest.id, teamId: team.id, inviteCode: null }),
      joins.join({ userId: user.id, contestId: contest.id, teamId: team.id, inviteCode: null }),
      joins.join({ userId: user.id, contestId: other.id, teamId: team.id, inviteCode: null }),
    ]);
    expect(outcomes.map((row) => row?.outcome)).toEqual(['JOINED', 'DUPLICATE', 'JOINED']);
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).body.balance).toBe(480);
  });

  it('checks each join at the time it arrived: one in the batch before the deadline enters, one after it does not', async () => {
    const contest = await createContest(server, admin, match.id, { name: 'Deadline', entryFee: 0, prizePool: 0 });
    const [early, late] = [await createUser(server), await createUser(server)];
    const teams = [await createTeam(server, early, contest.id, squad), await createTeam(server, late, contest.id, squad, 1)];
    const clock = new TestClock();
    // A second before the start (the test clock moves with real time too: a second is room enough).
    clock.advance(Date.parse(match.startTime) - Date.now() - 1_000);
    const joins = batcher(server.database, { windowMs: 20 }, clock);
    const first = joins.join({ userId: early.id, contestId: contest.id, teamId: teams[0]!.id, inviteCode: null });
    clock.advance(2_000); // the start time passes while the batch gathers
    const second = joins.join({ userId: late.id, contestId: contest.id, teamId: teams[1]!.id, inviteCode: null });
    expect([(await first)?.outcome, (await second)?.outcome]).toEqual(['JOINED', 'CLOSED']);
  });

  it('sends a batch that met another over the same entry again one join at a time', async () => {
    const contest = await createContest(server, admin, match.id, { name: 'Clash', entryFee: 5, prizePool: 5 });
    const users = [await createUser(server), await createUser(server)];
    const teams = await Promise.all(users.map((user, index) => createTeam(server, user, contest.id, squad, index)));
    let clashes = 1;
    const alone: string[] = [];
    const clashing: Pick<Database, 'prepared'> = {
      prepared: async (name, text, values) => {
        if (name === 'crease_join_batch' && clashes-- > 0) throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
        if (name !== 'crease_join_batch') alone.push(name);
        return server.database.prepared(name, text, values);
      },
    };
    const joins = batcher(clashing);
    const outcomes = await Promise.all(users.map((user, index) => joins.join({ userId: user.id, contestId: contest.id, teamId: teams[index]!.id, inviteCode: null })));
    expect(outcomes.map((row) => row?.outcome)).toEqual(['JOINED', 'JOINED']);
    expect(alone).toEqual(['crease_join_contest', 'crease_join_contest']);
    await expectLedgerBalanced(server.database);
  });

  it('with no window, sends each join alone', async () => {
    const contest = await createContest(server, admin, match.id, { name: 'Alone', entryFee: 0, prizePool: 0 });
    const users = [await createUser(server), await createUser(server)];
    const teams = await Promise.all(users.map((user, index) => createTeam(server, user, contest.id, squad, index)));
    const { wrapped, batches, alone } = counting(server.database);
    const joins = batcher(wrapped, { windowMs: 0 });
    await Promise.all(users.map((user, index) => joins.join({ userId: user.id, contestId: contest.id, teamId: teams[index]!.id, inviteCode: null })));
    expect({ batches, alone: alone.count }).toEqual({ batches: [], alone: 2 });
  });
});
