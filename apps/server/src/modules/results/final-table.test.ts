// Settlement writes a contest's final table in one SQL statement, where the rows are
// (EntriesService.writeFinalTable), for speed. The rules it computes live in packages/game:
// `finalTable` (scores summed from the line-ups with the Captain's and Vice-Captain's weights,
// competition ranks) and `splitPrizes` (tied teams share the prizes of the ranks they cover,
// rounded down to the paisa). This property test holds the statement to those functions on
// random contests: random points (ties on purpose, negative points too), line-ups, Captains,
// refunded entries, prize tables and multipliers, every entry's points, rank and prize equal.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { finalTable, halfWeights, splitPrizes, type PaisePrize } from '@crease/game';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const PLAYERS = 22;
const USERS = 40;

let server: TestServer;
let matchId: number;
let playerIds: number[];
let userIds: number[];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  [{ id: matchId }] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into matches (team_a, team_b, start_time, match_type, state) values ('India', 'Australia', now() - interval '3 hours', 'T20', 'COMPLETED') returning id`),
  ) as [{ id: number }];
  playerIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into players (match_id, name, team, role, credit, points, playing_status)
      select ${matchId}, 'Player ' || n, case when n <= 11 then 'India' else 'Australia' end, 'Batsman', 8, 0, true
      from generate_series(1, ${PLAYERS}) as n returning id`),
  ).map((row) => row.id);
  userIds = rowsOf<{ id: number }>(
    await db.execute(sql`insert into users (name, email, role) select 'Ranked ' || n, 'ranked-' || n || '-' || ${Date.now()} || '@table.test', 'ROLE_USER' from generate_series(1, ${USERS}) as n returning id`),
  ).map((row) => row.id);
});
afterAll(() => server?.close());

/** A line-up: 11 of the 22 (indices), the first its Captain, the second its Vice-Captain. */
const lineup = fc.shuffledSubarray([...Array(PLAYERS).keys()], { minLength: 11, maxLength: 11 });

/** A prize table: bands from rank 1 up, in order, with gaps where the cut says so. */
const prizeTable = fc
  .array(fc.record({ width: fc.integer({ min: 1, max: 6 }), amountPaise: fc.integer({ min: 0, max: 100_001 }), gapBefore: fc.boolean() }), { maxLength: 6 })
  .map((bands) => {
    const table: PaisePrize[] = [];
    let next = 1;
    for (const band of bands) {
      if (band.gapBefore && table.length > 0) next += 1;
      table.push({ fromRank: next, toRank: next + band.width - 1, amountPaise: band.amountPaise });
      next += band.width;
    }
    return table;
  });

const contestShape = fc.record({
  // Few distinct points, so teams tie often; some negative, as a duck or an economy rate gives.
  points: fc.array(fc.integer({ min: -4, max: 8 }), { minLength: PLAYERS, maxLength: PLAYERS }),
  entries: fc.array(fc.record({ user: fc.integer({ min: 0, max: USERS - 1 }), lineup, refunded: fc.boolean() }), { minLength: 1, maxLength: 30 }),
  prizes: prizeTable,
  multipliers: fc.constantFrom({ captain: 2, viceCaptain: 1.5 }, { captain: 3, viceCaptain: 2 }, { captain: 1, viceCaptain: 1 }),
});

it('writes the table finalTable and splitPrizes give, on random contests', async () => {
  const { db } = server.database;
  const { entries } = server.app.services;
  await fc.assert(
    fc.asyncProperty(contestShape, async (shape) => {
      const [{ id: contestId }] = rowsOf<{ id: number }>(
        await db.execute(sql`
          insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, status, spots, max_teams_per_user, prizes)
          values (${matchId}, now() - interval '3 hours', 'Random table', 0, 0, 'COMPLETED', null, 20, '[]'::jsonb) returning id`),
      ) as [{ id: number }];
      const teams = shape.entries.map((entry) => ({ userId: userIds[entry.user]!, ids: entry.lineup.map((index) => playerIds[index]!) }));
      const teamIds: number[] = [];
      const entryIds: number[] = [];
      for (const [index, team] of teams.entries()) {
        const [{ id: teamId }] = rowsOf<{ id: number }>(
          await db.execute(sql`
            insert into user_teams (user_id, match_id, contest_id, player_ids, captain_id, vice_captain_id)
            values (${team.userId}, ${matchId}, ${contestId}, ${`{${team.ids.join(',')}}`}::int[], ${team.ids[0]}, ${team.ids[1]}) returning id`),
        ) as [{ id: number }];
        const [{ id: entryId }] = rowsOf<{ id: number }>(
          await db.execute(sql`
            insert into contest_entries (contest_id, user_id, team_id, shard, fee_bonus_paise, fee_deposit_paise, fee_winnings_paise, refunded_at)
            values (${contestId}, ${team.userId}, ${teamId}, 0, 0, 0, 0, ${shape.entries[index]!.refunded ? sql`now()` : null}) returning id`),
        ) as [{ id: number }];
        teamIds.push(teamId);
        entryIds.push(entryId);
      }
      const points = playerIds.map((id, index) => [id, shape.points[index]!] as const);

      const weights = halfWeights(shape.multipliers);
      await db.transaction((tx) => entries.writeFinalTable(tx, contestId, { points, weights: { captain: weights.captain, vice: weights.vice }, prizes: shape.prizes }));

      const ranked = shape.entries.flatMap((entry, index) => (entry.refunded ? [] : [{ entryId: entryIds[index]!, userId: teams[index]!.userId, teamId: teamIds[index]! }]));
      const table = finalTable({
        teams: teams.map((team, index) => ({ teamId: teamIds[index]!, playerIds: team.ids, captainId: team.ids[0]!, viceCaptainId: team.ids[1]! })),
        entries: ranked,
        points,
        multipliers: shape.multipliers,
      });
      const prizes = splitPrizes(
        table.map((standing) => standing.score),
        shape.prizes,
      );
      const expected = new Map(table.map((standing, index) => [standing.entryId, { points: standing.score / 2, rank: standing.rank, prize: prizes[index]! }]));
      const written = rowsOf<{ id: number; points: number; rank: number | null; prize_paise: string | number | null }>(
        await db.execute(sql`select id, points, rank, prize_paise from contest_entries where contest_id = ${contestId}`),
      );
      for (const row of written) {
        const want = expected.get(row.id);
        if (!want) {
          // A refunded entry does not rank and wins nothing.
          expect({ rank: row.rank, prize: row.prize_paise }).toEqual({ rank: null, prize: null });
          continue;
        }
        expect({ id: row.id, points: Number(row.points), rank: row.rank, prize: Number(row.prize_paise) }).toEqual({ id: row.id, ...want });
      }
      expect(written).toHaveLength(shape.entries.length);
    }),
    { numRuns: 60 },
  );
});
