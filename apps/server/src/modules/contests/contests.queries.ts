import { and, asc, count, eq, getTableColumns, gt, inArray, isNotNull, lte, Placeholder, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { contestSlots, contests } from './contests.schema.ts';

export type ContestRow = typeof contests.$inferSelect;
export type SlotRow = typeof contestSlots.$inferSelect;
export type ContestValues = Pick<
  ContestRow,
  'matchId' | 'startsAt' | 'name' | 'entryFeePaise' | 'prizePoolPaise' | 'spots' | 'maxTeamsPerUser' | 'flexible' | 'prizes'
> &
  Partial<Pick<ContestRow, 'isPrivate' | 'inviteCode' | 'creatorId' | 'prizeTemplate' | 'platformShareBps'>>;

export async function insertContest(db: Db, values: ContestValues): Promise<ContestRow> {
  const [row] = await db.insert(contests).values(values).returning();
  return row!;
}

export async function findContest(db: Db, id: number, options: { lock?: boolean } = {}): Promise<ContestRow | undefined> {
  const query = db.select().from(contests).where(eq(contests.id, id));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row;
}

export function findContests(db: Db, ids: readonly number[]): Promise<ContestRow[]> {
  return db.select().from(contests).where(inArray(contests.id, [...ids]));
}

export async function updateContest(
  db: Db,
  id: number,
  changes: Partial<ContestValues & Pick<ContestRow, 'status' | 'resultsAt' | 'resultDistributed'>>,
): Promise<ContestRow> {
  const [row] = await db
    .update(contests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contests.id, id))
    .returning();
  return row!;
}

/** Every contest, or one match's, in the order they were made; `publicOnly` leaves out private contests (the public lists). */
export function listContests(db: Db, options: { matchId?: number; lock?: boolean; publicOnly?: boolean } = {}): Promise<ContestRow[]> {
  const conditions = [
    options.matchId === undefined ? undefined : eq(contests.matchId, options.matchId),
    options.publicOnly ? eq(contests.isPrivate, false) : undefined,
  ].filter((condition) => condition !== undefined);
  const filtered = db.select().from(contests).where(and(...conditions)).orderBy(asc(contests.id));
  return options.lock ? filtered.for('no key update') : filtered;
}

/**
 * What a public list is filtered by, in SQL: its match, the statuses as stored (a reader's status
 * may have moved on since: the caller checks each row), and where the start time lies.
 */
export interface ContestListFilter {
  matchId?: number | undefined;
  stored?: ContestRow['status'][];
  startsAfter?: Date;
  startsBy?: Date;
}

function listConditions(filter: ContestListFilter) {
  return [
    eq(contests.isPrivate, false),
    filter.matchId === undefined ? undefined : eq(contests.matchId, filter.matchId),
    filter.stored ? inArray(contests.status, filter.stored) : undefined,
    filter.startsAfter ? gt(contests.startsAt, filter.startsAfter) : undefined,
    filter.startsBy ? lte(contests.startsAt, filter.startsBy) : undefined,
  ];
}

/** A contest with its entries so far (the spots its shards have given out). */
export type ContestWithEntries = ContestRow & { entries: number };

/** How a page's query takes its values: as parameters of this call, or as placeholders of a prepared statement. */
type Arg = (name: string, value: unknown) => unknown;
const valueArg: Arg = (_name, value) => value;
const placeholderArg: Arg = (name) => sql.placeholder(name);

/**
 * Up to `limit` public contests by start time then id, after a position (keyset: an index range,
 * never an offset). Their entries so far are read apart (`entryCounts`): summing a contest's
 * shards was three quarters of a page's work in PostgreSQL, and pages that share contests share
 * those counts (contest-catalogue.ts).
 */
export function contestPageQuery(db: Db, filter: ContestListFilter, page: { limit: number; after?: { at: Date; id: number } | undefined }, arg: Arg = valueArg) {
  const now = filter.startsAfter ?? filter.startsBy;
  const conditions = [
    eq(contests.isPrivate, false),
    filter.matchId === undefined ? undefined : eq(contests.matchId, arg('matchId', filter.matchId) as number),
    filter.stored ? inArray(contests.status, filter.stored) : undefined,
    filter.startsAfter ? sql`${contests.startsAt} > ${arg('now', now?.toISOString())}::timestamptz` : undefined,
    filter.startsBy ? sql`${contests.startsAt} <= ${arg('now', now?.toISOString())}::timestamptz` : undefined,
    page.after ? sql`(${contests.startsAt}, ${contests.id}) > (${arg('at', page.after.at.toISOString())}::timestamptz, ${arg('id', page.after.id)}::int)` : undefined,
  ];
  return db
    .select(getTableColumns(contests))
    .from(contests)
    .where(and(...conditions))
    .orderBy(asc(contests.startsAt), asc(contests.id))
    .limit(arg('limit', page.limit) as number);
}

/** A page read's statement, prepared once per shape of filter: its text, and where each value goes. */
interface PageStatement {
  name: string;
  text: string;
  params: unknown[];
}

const pageStatements = new Map<string, PageStatement>();

/** A contest row as the driver gives it (snake case; bigints may come as text). */
type RawContest = Record<string, unknown>;

const timeOf = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string));

function contestOf(raw: RawContest): ContestRow {
  return {
    id: raw.id as number,
    matchId: raw.match_id as number,
    name: raw.name as string,
    startsAt: timeOf(raw.starts_at)!,
    entryFeePaise: Number(raw.entry_fee_paise),
    prizePoolPaise: Number(raw.prize_pool_paise),
    status: raw.status as ContestRow['status'],
    resultDistributed: raw.result_distributed as boolean,
    spots: raw.spots as number | null,
    maxTeamsPerUser: raw.max_teams_per_user as number,
    flexible: raw.flexible as boolean,
    prizes: (typeof raw.prizes === 'string' ? JSON.parse(raw.prizes) : raw.prizes) as ContestRow['prizes'],
    resultsAt: timeOf(raw.results_at),
    isPrivate: raw.is_private as boolean,
    inviteCode: raw.invite_code as string | null,
    creatorId: raw.creator_id as number | null,
    prizeTemplate: raw.prize_template as ContestRow['prizeTemplate'],
    platformShareBps: raw.platform_share_bps as number | null,
    createdAt: timeOf(raw.created_at)!,
    updatedAt: timeOf(raw.updated_at)!,
  };
}

/**
 * contestPageQuery as a statement prepared once per shape of filter (its SQL is contestPageQuery's
 * own), sent through the driver as it is and its rows read by hand: a page read for the first
 * time builds no query and maps no rows through the ORM (docs/PERFORMANCE.md).
 */
export async function listContestPage(
  database: Pick<Database, 'prepared'>,
  db: Db,
  filter: ContestListFilter,
  page: { limit: number; after?: { at: Date; id: number } | undefined },
): Promise<ContestRow[]> {
  const shape = `${filter.stored?.join('|') ?? '*'}:${filter.matchId === undefined ? '' : 'm'}:${filter.startsAfter ? '>' : ''}${filter.startsBy ? '<' : ''}:${page.after ? 'a' : ''}`;
  let statement = pageStatements.get(shape);
  if (!statement) {
    const { sql: text, params } = contestPageQuery(db, filter, page, placeholderArg).toSQL();
    statement = { name: `contest_page_${pageStatements.size + 1}`, text, params };
    pageStatements.set(shape, statement);
  }
  const values: Record<string, unknown> = {
    limit: page.limit,
    now: (filter.startsAfter ?? filter.startsBy)?.toISOString(),
    matchId: filter.matchId,
    at: page.after?.at.toISOString(),
    id: page.after?.id,
  };
  const rows = await database.prepared<RawContest>(
    statement.name,
    statement.text,
    statement.params.map((param) => (param instanceof Placeholder ? values[param.name] : param)),
  );
  return rows.map(contestOf);
}

export async function countContests(db: Db, filter: ContestListFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contests).where(and(...listConditions(filter)));
  return row?.value ?? 0;
}

/** The soonest start after `now` of a public contest: when the lists' statuses next change by themselves. */
export async function nextStartAfter(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${contests.startsAt})` })
    .from(contests)
    .where(and(eq(contests.isPrivate, false), gt(contests.startsAt, now)));
  return row?.at ? new Date(row.at) : null;
}

/** A match's contests take its new start time. */
export async function updateStartsAt(db: Db, matchId: number, startsAt: Date): Promise<void> {
  await db.update(contests).set({ startsAt }).where(and(eq(contests.matchId, matchId), sql`${contests.startsAt} <> ${startsAt}`));
}

/** The private contest with this invite code (as stored: upper case). */
export async function findByInviteCode(db: Db, code: string): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(contests).where(and(eq(contests.inviteCode, code), eq(contests.isPrivate, true)));
  return row;
}

/** A player's private contests not cancelled, completed or live as stored (the caller checks their start times). */
export function listOpenPrivateByCreator(db: Db, creatorId: number): Promise<ContestRow[]> {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.creatorId, creatorId), eq(contests.isPrivate, true), eq(contests.status, 'UPCOMING')));
}

/** How many shards a contest's spots are split over: enough for parallel joins, few for small contests. */
export function shardCount(spots: number | null): number {
  return spots === null ? 16 : Math.min(16, Math.ceil(spots / 8));
}

/** Splits `spots` over the shards, each keeping at least what it has taken. */
export function shardCapacities(spots: number | null, taken: readonly number[]): (number | null)[] {
  if (spots === null) return taken.map(() => null);
  let free = spots - taken.reduce((sum, value) => sum + value, 0);
  return taken.map((already, index) => {
    const share = Math.ceil(free / (taken.length - index));
    free -= share;
    return already + share;
  });
}

export async function insertSlots(db: Db, contestId: number, spots: number | null): Promise<void> {
  const shards = shardCount(spots);
  const capacities = shardCapacities(spots, new Array<number>(shards).fill(0));
  await db.insert(contestSlots).values(capacities.map((capacity, shard) => ({ contestId, shard, capacity })));
}

export function lockSlots(db: Db, contestId: number) {
  return db.select().from(contestSlots).where(eq(contestSlots.contestId, contestId)).orderBy(asc(contestSlots.shard)).for('no key update');
}

/** Sets new spots over a contest's shards, locked by the caller (who has checked spots >= entries). */
export async function resizeSlots(db: Db, slots: SlotRow[], spots: number | null): Promise<void> {
  const capacities = shardCapacities(spots, slots.map((slot) => slot.taken));
  for (const [index, slot] of slots.entries()) {
    await db
      .update(contestSlots)
      .set({ capacity: capacities[index] ?? null })
      .where(and(eq(contestSlots.contestId, slot.contestId), eq(contestSlots.shard, slot.shard)));
  }
}

/** No join takes a spot once this commits (a join waiting on a shard sees it closed). */
export async function closeSlots(db: Db, contestId: number): Promise<void> {
  await db.update(contestSlots).set({ closed: true }).where(eq(contestSlots.contestId, contestId));
}

/** Entries so far of each contest (the spots its shards have given out). */
export async function entryCounts(db: Db, contestIds: readonly number[]): Promise<Map<number, number>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .select({ contestId: contestSlots.contestId, taken: sql<number>`sum(${contestSlots.taken})::int` })
    .from(contestSlots)
    .where(inArray(contestSlots.contestId, [...contestIds]))
    .groupBy(contestSlots.contestId);
  return new Map(rows.map((row) => [row.contestId, Number(row.taken)]));
}

/** Completed contests not paid out yet, oldest first. */
export async function listUnsettledContestIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: contests.id })
    .from(contests)
    .where(and(eq(contests.status, 'COMPLETED'), eq(contests.resultDistributed, false)))
    .orderBy(asc(contests.id));
  return rows.map((row) => row.id);
}

/** Completed contests whose final tables are written. */
export async function listFixedContestIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: contests.id })
    .from(contests)
    .where(and(eq(contests.status, 'COMPLETED'), isNotNull(contests.resultsAt)));
  return rows.map((row) => row.id);
}

/** Advisory locks of this module, by purpose (the second key is the id they guard). */
const PRIVATE_MAKER_LOCK = 7_301;

/** Holds a player's private-contest making until the transaction ends (two at once would pass the cap together). */
export async function lockPrivateMaker(db: Db, creatorId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PRIVATE_MAKER_LOCK}, ${creatorId})`);
}

/** Contests whose results are distributed (settled), with when their results were fixed; since `since` when given. */
export function listSettledContests(db: Db, since?: Date): Promise<Pick<ContestRow, 'id' | 'isPrivate' | 'resultsAt'>[]> {
  return db
    .select({ id: contests.id, isPrivate: contests.isPrivate, resultsAt: contests.resultsAt })
    .from(contests)
    .where(and(eq(contests.resultDistributed, true), since ? sql`${contests.resultsAt} >= ${since.toISOString()}::timestamptz` : undefined));
}

/** Public contests whose match starts in [from, to), by start time then id. */
export function listPublicStartingBetween(db: Db, from: Date, to: Date): Promise<ContestRow[]> {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.isPrivate, false), sql`${contests.startsAt} >= ${from.toISOString()}::timestamptz`, sql`${contests.startsAt} < ${to.toISOString()}::timestamptz`))
    .orderBy(asc(contests.startsAt), asc(contests.id));
}
