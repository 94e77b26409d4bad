import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, param, sql } from 'drizzle-orm';
import type { ComplianceCondition, PlayRules } from '@crease/game';
import type { Database, Db } from '../../db/client.ts';
import { indianDayOf } from '../../lib/indian-days.ts';
import { contestEntries } from './entries.schema.ts';

export type EntryRow = typeof contestEntries.$inferSelect;

/** What `crease_join_contest` answers: an outcome, and what the message about it needs. */
export interface JoinOutcome {
  outcome: 'JOINED' | 'NO_CONTEST' | 'CANCELLED' | 'CLOSED' | 'NO_TEAM' | 'OTHER_MATCH' | 'DUPLICATE' | 'LIMIT' | 'BALANCE' | 'FULL' | ComplianceCondition;
  entry_id: number | null;
  balance_paise: string | number | null;
  fee_paise: string | number | null;
  held: number | null;
  contest_name: string | null;
  team_a: string | null;
  team_b: string | null;
  max_teams: number | null;
}

/**
 * Joins a contest in one call of the database function (join-contest.sql), as a prepared
 * statement, under the deployment's rules of who may play.
 */
export async function callJoin(
  database: Pick<Database, 'prepared'>,
  userId: number,
  contestId: number,
  teamId: number,
  now: Date,
  rules: PlayRules,
  inviteCode: string | null = null,
): Promise<JoinOutcome | undefined> {
  const rows = await database.prepared<JoinOutcome>(
    'crease_join_contest',
    'select * from crease_join_contest($1, $2, $3, $4::timestamptz, $5::boolean, $6::text[], $7::text)',
    [userId, contestId, teamId, now.toISOString(), rules.paidPlay, rules.restrictedStates, inviteCode],
  );
  return rows[0];
}

/** A PostgreSQL array literal of whole numbers or ISO times (nothing in them needs quoting). */
const plainArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** Many joins in one call (crease_join_batch): each answer with its place in the list (idx, from 1). */
export async function callJoinBatch(
  database: Pick<Database, 'prepared'>,
  joins: readonly { userId: number; contestId: number; teamId: number; inviteCode: string | null; at: Date }[],
  rules: PlayRules,
): Promise<(JoinOutcome & { idx: number })[]> {
  // Arrays of numbers and times sent as their literals: the driver's own serialisation of five
  // arrays was a few microseconds of every join (docs/PERFORMANCE.md). Invite codes, typed by
  // players, keep the driver's escaping.
  const invites = joins.map((join) => join.inviteCode);
  return database.prepared<JoinOutcome & { idx: number }>(
    'crease_join_batch',
    'select * from crease_join_batch($1::int[], $2::int[], $3::int[], $4::text[], $5::timestamptz[], $6::boolean, $7::text[])',
    [
      plainArray(joins.map((join) => join.userId)),
      plainArray(joins.map((join) => join.contestId)),
      plainArray(joins.map((join) => join.teamId)),
      invites.some((code) => code !== null) ? invites : plainArray(invites.map(() => 'NULL')),
      plainArray(joins.map((join) => join.at.toISOString())),
      rules.paidPlay,
      rules.restrictedStates,
    ],
  );
}

/** The same call inside a transaction of the caller's (a private contest made and joined at once). */
export async function callJoinIn(tx: Db, userId: number, contestId: number, teamId: number, now: Date, rules: PlayRules, inviteCode: string): Promise<JoinOutcome | undefined> {
  const result = await tx.execute(
    sql`select * from crease_join_contest(${userId}, ${contestId}, ${teamId}, ${now.toISOString()}::timestamptz, ${rules.paidPlay}::boolean, ${param(rules.restrictedStates)}::text[], ${inviteCode}::text)`,
  );
  return (result as unknown as { rows: JoinOutcome[] }).rows[0];
}

/** A user's entries, newest first. */
/** Narrows a user's entries to some contests (one, or a match's). */
export interface UserEntryFilter {
  contestIds?: readonly number[] | undefined;
}

function userEntriesWhere(userId: number, filter: UserEntryFilter) {
  return and(eq(contestEntries.userId, userId), filter.contestIds === undefined ? undefined : inArray(contestEntries.contestId, [...filter.contestIds]));
}

export function listUserEntries(db: Db, userId: number, page?: { limit: number; before?: number | undefined }, filter: UserEntryFilter = {}): Promise<EntryRow[]> {
  const query = db
    .select()
    .from(contestEntries)
    .where(and(userEntriesWhere(userId, filter), page?.before === undefined ? undefined : lt(contestEntries.id, page.before)))
    .orderBy(desc(contestEntries.id));
  return page ? query.limit(page.limit) : query;
}

export async function countUserEntries(db: Db, userId: number, filter: UserEntryFilter = {}): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contestEntries).where(userEntriesWhere(userId, filter));
  return row?.value ?? 0;
}

/** A contest's entries not refunded yet, locked so each is refunded once. */
export function lockUnrefundedEntries(db: Db, contestId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), isNull(contestEntries.refundedAt)))
    .orderBy(contestEntries.id)
    .for('no key update');
}

export async function markRefunded(db: Db, id: number): Promise<void> {
  await db.update(contestEntries).set({ refundedAt: new Date() }).where(eq(contestEntries.id, id));
}

/** The entries that rank in these contests (not refunded), for a leaderboard. */
export function listRankedEntries(db: Db, contestIds: readonly number[]) {
  if (contestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contestEntries.id,
      contestId: contestEntries.contestId,
      userId: contestEntries.userId,
      teamId: contestEntries.teamId,
      points: contestEntries.points,
      rank: contestEntries.rank,
    })
    .from(contestEntries)
    .where(and(inArray(contestEntries.contestId, [...contestIds]), isNull(contestEntries.refundedAt)));
}

export async function findEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(contestEntries).where(eq(contestEntries.id, id));
  return row;
}

/** A user's entries in a contest, in the order they joined. */
export function listOwnEntries(db: Db, contestId: number, userId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)))
    .orderBy(asc(contestEntries.id));
}

/** A contest's entries in the order they joined, after `afterId`. */
export function listJoinedPage(db: Db, contestId: number, page: { limit: number; afterId?: number | undefined }): Promise<EntryRow[]> {
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), page.afterId === undefined ? undefined : gt(contestEntries.id, page.afterId)))
    .orderBy(asc(contestEntries.id))
    .limit(page.limit);
}

/** A settled contest's table, best first (ties by entry id), after the place `after`. */
export function listResultsPage(db: Db, contestId: number, page: { limit: number; after?: { points: number; id: number } | undefined }): Promise<EntryRow[]> {
  const { after } = page;
  return db
    .select()
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, contestId),
        after === undefined
          ? undefined
          : or(lt(contestEntries.points, after.points), and(eq(contestEntries.points, after.points), gt(contestEntries.id, after.id))),
      ),
    )
    .orderBy(desc(contestEntries.points), asc(contestEntries.id))
    .limit(page.limit);
}

/** Who has an entry (not refunded) in any of these contests. */
export async function listEntrants(db: Db, contestIds: readonly number[]): Promise<number[]> {
  if (contestIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: contestEntries.userId })
    .from(contestEntries)
    .where(and(inArray(contestEntries.contestId, [...contestIds]), isNull(contestEntries.refundedAt)));
  return rows.map((row) => row.userId);
}

/** Each entrant's best place in a contest's final table and what their entries won together. */
export async function listFinalStandings(db: Db, contestId: number): Promise<{ userId: number; rank: number; prizePaise: number }[]> {
  const rows = await db
    .select({ userId: contestEntries.userId, rank: sql<number>`min(${contestEntries.rank})::int`, prizePaise: sql<string>`coalesce(sum(${contestEntries.prizePaise}), 0)` })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), isNull(contestEntries.refundedAt)))
    .groupBy(contestEntries.userId);
  return rows.filter((row) => row.rank !== null).map((row) => ({ userId: row.userId, rank: Number(row.rank), prizePaise: Number(row.prizePaise) }));
}

export async function hasEntryIn(db: Db, contestId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contestEntries.id })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Which advisory lock guards the live write-back of a contest's standings (with the contest's id). */
const WRITE_BACK_LOCK = 7_201;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Writes entries' live points and ranks, unless another process is writing this contest's
 * (a transaction-scoped advisory lock: one writer at a time); answers whether it wrote. Never
 * over a final table (its entries have a prize, 0 included): a write-back of a board that missed
 * the last change may land after the results are fixed.
 */
export async function writeStandings(db: Db, contestId: number, rows: readonly (readonly [entryId: number, points: number, rank: number])[]): Promise<boolean> {
  const lock = await db.execute(sql`select pg_try_advisory_xact_lock(${WRITE_BACK_LOCK}, ${contestId}) as held`);
  if (!rowsOf<{ held: boolean }>(lock)[0]?.held) return false;
  await db.execute(sql`
    update ${contestEntries} set points = standing.points, rank = standing.rank
    from unnest(${param(rows.map((row) => row[0]))}::int[], ${param(rows.map((row) => row[1]))}::float8[], ${param(rows.map((row) => row[2]))}::int[])
      as standing(id, points, rank)
    where ${contestEntries.id} = standing.id and ${contestEntries.prizePaise} is null`);
  return true;
}

/** What a contest's final table is computed from, besides its entries and their teams. */
export interface FinalTableRules {
  /** Every player's points (whole points); a player not named has none. */
  points: readonly (readonly [playerId: number, points: number])[];
  /** The Captain's and the Vice-Captain's weights in half points (a player's is 2), from `halfWeights`. */
  weights: { captain: number; vice: number };
  /** The prize table, in paise. */
  prizes: readonly { fromRank: number; toRank: number; amountPaise: number }[];
}

/**
 * Writes a contest's final table in one statement, computed where the rows are: each entry's
 * score summed from its team's line-up (the teams module's `user_teams`, read here: nothing is
 * written there) and the players' points given, in half points; competition ranks; and each
 * tie's share of the prizes of the ranks it covers, rounded down to the paisa. The same table as
 * `finalTable` and `splitPrizes` in packages/game, which final-table.test.ts holds it to on random
 * contests. Refunded entries do not rank.
 */
export async function writeFinalTable(db: Db, contestId: number, rules: FinalTableRules): Promise<void> {
  // No join here between two derived sets: where statistics are missing or old (rows just
  // written, autovacuum behind) the planner can nest-loop one over the other, quadratic in the
  // entries. Each entry's score is summed over its own line-up, a player's points found in the
  // arrays given; each tie's share is summed over the few bands of the prize table.
  const ids = param(rules.points.map((row) => row[0]));
  const points = param(rules.points.map((row) => row[1]));
  await db.execute(sql`
    with scored as materialized (
      select e.id,
             (select coalesce(sum(coalesce((${points}::float8[])[array_position(${ids}::int[], line.player_id)], 0)
                                  * case when line.player_id = t.captain_id then ${rules.weights.captain}::int
                                         when line.player_id = t.vice_captain_id then ${rules.weights.vice}::int else 2 end), 0)
              from unnest(t.player_ids) as line(player_id)) as score
      from ${contestEntries} e join user_teams t on t.id = e.team_id
      where e.contest_id = ${contestId} and e.refunded_at is null
    ),
    ranked as materialized (
      select id, score, rank() over (order by score desc) as rank, count(*) over (partition by score) as tied from scored
    )
    update ${contestEntries} e
    set points = ranked.score / 2, rank = ranked.rank,
        prize_paise = (
          select coalesce(sum((least(band.to_rank, ranked.rank + ranked.tied - 1) - greatest(band.from_rank, ranked.rank) + 1) * band.amount), 0)::bigint
          from unnest(
            ${param(rules.prizes.map((prize) => prize.fromRank))}::int[],
            ${param(rules.prizes.map((prize) => prize.toRank))}::int[],
            ${param(rules.prizes.map((prize) => prize.amountPaise))}::bigint[]
          ) as band(from_rank, to_rank, amount)
          where band.from_rank <= ranked.rank + ranked.tied - 1 and band.to_rank >= ranked.rank
        ) / ranked.tied
    from ranked
    where e.id = ranked.id`);
}

/** A prize to pay: its entry, winner, rank and amount. */
export interface PrizeToPay {
  id: number;
  user_id: number;
  rank: number;
  prize_paise: string | number;
}

/**
 * Takes up to `limit` unpaid prizes of a contest, in entry order, and marks them paid at `at`,
 * in one statement: the rows are locked as they are taken, and rows another settler holds are
 * skipped (SKIP LOCKED), so two settlers take different batches. The caller credits them in the
 * same transaction; answers what it took.
 */
export async function takePrizesToPay(db: Db, contestId: number, limit: number, at: Date): Promise<PrizeToPay[]> {
  const result = await db.execute(sql`
    update ${contestEntries} e set paid_at = ${at.toISOString()}::timestamptz
    from (
      select id from ${contestEntries}
      where contest_id = ${contestId} and prize_paise > 0 and paid_at is null
      order by id limit ${limit}
      for no key update skip locked
    ) as batch
    where e.id = batch.id
    returning e.id, e.user_id, e.rank, e.prize_paise`);
  return rowsOf<PrizeToPay>(result).sort((a, b) => a.id - b.id);
}

/** Prizes of a contest not paid yet, held by a settler or not. */
export async function countUnpaidPrizes(db: Db, contestId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), gt(contestEntries.prizePaise, 0), isNull(contestEntries.paidAt)));
  return row?.value ?? 0;
}

/** Per contest with entries, newest contest first: its entries not refunded and the fees they paid. */
export async function sumFeesByContest(db: Db, page: { limit: number; before?: number | undefined }) {
  const unrefunded = sql`${contestEntries.refundedAt} is null`;
  const rows = await db
    .select({
      contestId: contestEntries.contestId,
      entries: sql<string>`count(*) filter (where ${unrefunded})`,
      feesPaise: sql<string>`coalesce(sum(${contestEntries.feeBonusPaise} + ${contestEntries.feeDepositPaise} + ${contestEntries.feeWinningsPaise}) filter (where ${unrefunded}), 0)`,
    })
    .from(contestEntries)
    .where(page.before ? lt(contestEntries.contestId, page.before) : undefined)
    .groupBy(contestEntries.contestId)
    .orderBy(desc(contestEntries.contestId))
    .limit(page.limit);
  return rows.map((row) => ({ contestId: row.contestId, entries: Number(row.entries), feesPaise: Number(row.feesPaise) }));
}

/** The contest of each of these entries. */
export async function findContestsOfEntries(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: contestEntries.id, contestId: contestEntries.contestId }).from(contestEntries).where(inArray(contestEntries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.contestId]));
}

/** What a fee takes from each part of a balance, and what the balance lacks: the join's own rule (crease_fee_split in join-contest.sql). */
export async function feeSplit(db: Db, feePaise: number, parts: { bonus: number; deposit: number; winnings: number }) {
  const result = await db.execute(sql`
    select s[1]::float8 as bonus, s[2]::float8 as deposit, s[3]::float8 as winnings, s[4]::float8 as short
    from (select crease_fee_split(${feePaise}::bigint, ${parts.bonus}::bigint, ${parts.deposit}::bigint, ${parts.winnings}::bigint) as s) as split`);
  const row = rowsOf<{ bonus: number; deposit: number; winnings: number; short: number }>(result)[0]!;
  return { bonus: Number(row.bonus), deposit: Number(row.deposit), winnings: Number(row.winnings), short: Number(row.short) };
}

/** A user's entry, locked while its team is changed; another user's entry is as good as missing. */
export async function lockOwnEntry(db: Db, userId: number, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.id, id), eq(contestEntries.userId, userId)))
    .for('no key update');
  return row;
}

/** Whether a team is entered in a contest. */
export async function isTeamIn(db: Db, contestId: number, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contestEntries.id })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.teamId, teamId)))
    .limit(1);
  return row !== undefined;
}

export async function setEntryTeam(db: Db, id: number, teamId: number): Promise<EntryRow> {
  const [row] = await db.update(contestEntries).set({ teamId }).where(eq(contestEntries.id, id)).returning();
  return row!;
}

const feePaise = sql`${contestEntries.feeBonusPaise} + ${contestEntries.feeDepositPaise} + ${contestEntries.feeWinningsPaise}`;

/** Entries made since `since` and not refunded, by their day in India: how many, and their fees in paise. */
export async function entriesByDay(db: Db, since: Date): Promise<Map<string, { entries: number; feesPaise: number }>> {
  const rows = await db
    .select({ day: indianDayOf(contestEntries.createdAt), entries: sql<string>`count(*)`, fees: sql<string>`coalesce(sum(${feePaise}), 0)` })
    .from(contestEntries)
    .where(and(gte(contestEntries.createdAt, since), isNull(contestEntries.refundedAt)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, { entries: Number(row.entries), feesPaise: Number(row.fees) }]));
}

/** Prizes paid since `since`, in paise, by the day in India they were paid. */
export async function prizesPaidByDay(db: Db, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: indianDayOf(contestEntries.paidAt), paise: sql<string>`coalesce(sum(${contestEntries.prizePaise}), 0)` })
    .from(contestEntries)
    .where(and(isNotNull(contestEntries.paidAt), gte(contestEntries.paidAt, since)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, Number(row.paise)]));
}

/** Per contest: its entries not refunded, their fees, and the prizes paid, in paise. */
export async function moneyOfContests(db: Db, contestIds: readonly number[]): Promise<Map<number, { entries: number; feesPaise: number; prizesPaise: number }>> {
  if (contestIds.length === 0) return new Map();
  const unrefunded = sql`${contestEntries.refundedAt} is null`;
  const rows = await db
    .select({
      contestId: contestEntries.contestId,
      entries: sql<string>`count(*) filter (where ${unrefunded})`,
      fees: sql<string>`coalesce(sum(${feePaise}) filter (where ${unrefunded}), 0)`,
      prizes: sql<string>`coalesce(sum(${contestEntries.prizePaise}) filter (where ${contestEntries.paidAt} is not null), 0)`,
    })
    .from(contestEntries)
    .where(inArray(contestEntries.contestId, [...contestIds]))
    .groupBy(contestEntries.contestId);
  return new Map(rows.map((row) => [row.contestId, { entries: Number(row.entries), feesPaise: Number(row.fees), prizesPaise: Number(row.prizes) }]));
}
