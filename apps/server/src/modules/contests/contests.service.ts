import {
  isBeforeDeadline,
  normaliseInviteCode,
  privatePrizes,
  toPaise,
  toRupees,
  type ContestFields,
  type ContestStatus,
  type ContestView,
  type PrizeTemplate,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { retryingConflicts } from '../../lib/db-errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InviteGuard } from '../../lib/invite-guard.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import { pageOf, timeIdCursor, type Page } from '../../lib/paging.ts';
import type { CachedAnswer, ReadCache } from '../../lib/read-cache.ts';
import { contestStatusOf, presentContest, prizesOf } from './contests.presenter.ts';
import {
  closeSlots,
  countContests,
  entryCounts,
  findByInviteCode,
  findContest,
  findContests,
  insertContest,
  insertSlots,
  listContestPage,
  listContests,
  listOpenPrivateByCreator,
  lockPrivateMaker,
  listFixedContestIds,
  listUnsettledContestIds,
  lockSlots,
  nextStartAfter,
  resizeSlots,
  updateContest,
  updateStartsAt,
  type ContestListFilter,
  type ContestRow,
  type ContestValues,
} from './contests.queries.ts';
import type { StoredPrize } from './contests.schema.ts';

/** A prize table row in paise, as stored. */
export type { StoredPrize };

/** A contest as the leaderboard and settlement see it: its status now, its prizes, whether its results are fixed. */
export interface RankedContest {
  id: number;
  name: string;
  matchId: number;
  status: ContestStatus;
  prizes: StoredPrize[];
  resultsAt: Date | null;
  resultDistributed: boolean;
  /** Made by a player for friends: its table is for its entrants. */
  isPrivate: boolean;
}

/** A place in a public list: a contest's start time, then its id. */
export type ContestPosition = { at: Date; id: number };

/**
 * Which stored rows a list by status can hold at `now`, in SQL (an index range); the reader's
 * status of each is checked after. Upcoming: stored so, starting later. Live: stored upcoming or
 * live, started. Completed and cancelled are stored in the transaction that makes them so.
 */
function sqlFilterOf(filter: ContestFilter, now: Date): ContestListFilter {
  const base = { matchId: filter.matchId };
  switch (filter.status) {
    case 'UPCOMING':
      return { ...base, stored: ['UPCOMING'], startsAfter: now };
    case 'LIVE':
      return { ...base, stored: ['UPCOMING', 'LIVE'], startsBy: now };
    case 'COMPLETED':
    case 'CANCELLED':
      return { ...base, stored: [filter.status] };
    default:
      return base;
  }
}

/** How long a list's entry counts may lag behind joins (joins do not invalidate the lists). */
const ENTRY_COUNTS_FRESH_MS = 2_000;

export const contestNotFound = (id: number) => notFound(`Contest ${id} was not found.`);

/** Runs in the transaction that cancels a contest: its entries are refunded there. */
export type CancelListener = (tx: Db, contest: ContestRow) => Promise<void>;

export interface ContestFilter {
  status?: ContestStatus | undefined;
  matchId?: number | undefined;
}

/** Who asks for a contest: a private one is shown to its entrants, and to whoever has its code. */
export interface ContestViewer {
  userId: number | null;
  inviteCode?: string | null | undefined;
  /** Admins see every contest. */
  admin?: boolean;
}

/** Who is asking about a contest: the signed-in user, if any (an admin sees all), and the code they came with. */
export function contestViewer(user: { id: number; role: string } | null | undefined, inviteCode: string | undefined): ContestViewer {
  if (user?.role === 'ROLE_ADMIN') return { userId: user.id, inviteCode: null, admin: true };
  return { userId: user?.id ?? null, inviteCode };
}

/** Whether a user has an entry in a contest (the entries module answers; app.ts wires it). */
export type EntrantCheck = (contestId: number, userId: number) => Promise<boolean>;

/** A private contest as the private-contests module makes it, inside its transaction. */
export interface PrivateContestValues {
  matchId: number;
  name: string;
  entryFeePaise: number;
  spots: number;
  prizeTemplate: PrizeTemplate;
  platformShareBps: number;
  creatorId: number;
  inviteCode: string;
}

/**
 * Contests of a match: made and edited until its start, cancelled with refunds, their status
 * following the match.
 *
 * One writer outside this module: the join's database function (entries/join-contest.sql)
 * takes a spot itself, for speed: it adds one to `taken` of one of a contest's `contest_slots`
 * rows, never past its capacity or into a closed shard. It reads `contests` and writes nothing
 * else of this module's; closing the shards here is what stops it (`markCancelled`).
 */
export class ContestsService {
  private readonly cancelListeners: CancelListener[] = [];
  private readonly cancelledListeners: ((contest: ContestRow) => Promise<void>)[] = [];
  private isEntrant: EntrantCheck = async () => false;

  constructor(
    private readonly db: Db,
    private readonly matches: MatchesService,
    private readonly catalogue: ReadCache,
    private readonly clock: Clock,
    /** PAID_PLAY: off, no contest gets an entry fee. */
    private readonly options: { paidPlay: boolean } = { paidPlay: true },
    /** The names of private contests' makers. */
    private readonly auth: Pick<AuthService, 'namesOf'> | null = null,
    /** Counts wrong invite codes, as every way in by code does. */
    private readonly invites: InviteGuard | null = null,
  ) {}

  /** Where a private contest's entrants are known (the entries module; app.ts wires it). */
  useEntrantCheck(check: EntrantCheck): void {
    this.isEntrant = check;
  }

  /** Another module acts on a cancellation in the same transaction (app.ts wires who). */
  onCancel(listener: CancelListener): void {
    this.cancelListeners.push(listener);
  }

  /** Another module acts once a cancellation has committed (app.ts wires who). */
  afterCancel(listener: (contest: ContestRow) => Promise<void>): void {
    this.cancelledListeners.push(listener);
  }

  /** Contests as readers see them now, by their match's start time (uncached: entry counts exact). */
  async list(filter: ContestFilter): Promise<ContestView[]> {
    return (await this.listAt(filter, this.clock.now())).views;
  }

  /**
   * A page of the public list as the API sends it (its JSON, the next page's position, how many
   * the list holds in all), kept serialised until a start time passes, its entry counts grow
   * old, or anything changes. Pages are cached, not whole lists.
   */
  listPageJson(filter: ContestFilter, page: { limit: number; after?: ContestPosition | undefined }): Promise<CachedAnswer> {
    const now = this.clock.now();
    const key = `contests:${filter.status ?? '*'}:${filter.matchId ?? '*'}:${page.limit}:${page.after ? timeIdCursor.encode(page.after) : ''}`;
    return this.catalogue.get(key, now.getTime(), async () => {
      const [found, nextStart] = await Promise.all([this.pageAt(filter, page, now), nextStartAfter(this.db, now)]);
      const validUntil = Math.min(nextStart?.getTime() ?? Number.POSITIVE_INFINITY, now.getTime() + ENTRY_COUNTS_FRESH_MS);
      // The total is the whole list's, counted once for all its pages (a count grows with the catalogue; a page does not).
      const total = await this.catalogue.value(`contests-total:${filter.status ?? '*'}:${filter.matchId ?? '*'}`, now.getTime(), async () => ({
        value: await countContests(this.db, sqlFilterOf(filter, now)),
        validUntil,
      }));
      return { json: JSON.stringify(found.rows), headers: { 'x-total-count': String(total) }, next: found.next && timeIdCursor.encode(found.next), validUntil };
    });
  }

  /**
   * A page of a public list at `now`, by start time then id: read from the index in SQL, each
   * row's status then worked out as readers see it (a flexible contest that did not fill leaves
   * the live list the moment its match starts, before the clock's tick stores it), reading on
   * while rows drop out, so a page is full unless the list ends.
   */
  private async pageAt(filter: ContestFilter, page: { limit: number; after?: ContestPosition | undefined }, now: Date): Promise<Page<ContestView, ContestPosition>> {
    const where = sqlFilterOf(filter, now);
    const kept: ContestView[] = [];
    // A page's position is the stored key the index is read by (the row's own start time), not
    // what the view shows.
    const positions = new Map<number, ContestPosition>();
    let after = page.after;
    for (;;) {
      const rows = await listContestPage(this.db, where, { limit: page.limit + 1, after });
      for (const row of rows) positions.set(row.id, { at: row.startsAt, id: row.id });
      const views = await this.present(rows, now);
      kept.push(...views.filter((view) => !filter.status || view.status === filter.status));
      if (rows.length <= page.limit || kept.length > page.limit) break;
      after = positions.get(rows.at(-1)!.id);
    }
    return pageOf(kept, page.limit, (view) => positions.get(view.id)!);
  }

  /** The list at `now`, and when the next of its matches starts (its statuses change then). */
  private async listAt(filter: ContestFilter, now: Date): Promise<{ views: ContestView[]; nextStart: number }> {
    // Private contests are in no public list: their entrants find them in their own contests.
    const all = await this.present(await listContests(this.db, { matchId: filter.matchId, publicOnly: true }), now);
    const views = all
      .filter((view) => !filter.status || view.status === filter.status)
      .sort((a, b) => a.match.startTime.localeCompare(b.match.startTime) || a.id - b.id);
    const nextStart = Math.min(...all.map((view) => Date.parse(view.match.startTime)).filter((time) => time > now.getTime()));
    return { views, nextStart };
  }

  /**
   * One contest. A private one only for its entrants and whoever has its code; anyone else is
   * answered as for a contest that does not exist (no way to learn its id by trying).
   */
  async get(id: number, viewer: ContestViewer = { userId: null }): Promise<ContestView> {
    const [view] = await this.views([id]);
    if (!view) throw contestNotFound(id);
    if (view.private && !(await this.mayView(view, viewer))) throw contestNotFound(id);
    return view;
  }

  /**
   * Whether a viewer may see a private contest: an entry in it, or its code. A code counts only
   * from someone signed in, and a wrong one counts against their tries, as at every way in by
   * code (an id and a guessed code would otherwise be a way to find contests).
   */
  async mayView(contest: Pick<ContestView, 'id' | 'inviteCode'>, viewer: ContestViewer): Promise<boolean> {
    if (viewer.admin) return true;
    if (viewer.userId === null) return false;
    if (await this.isEntrant(contest.id, viewer.userId)) return true;
    if (!viewer.inviteCode) return false;
    await this.invites?.assertMayTry(viewer.userId);
    if (normaliseInviteCode(viewer.inviteCode) === contest.inviteCode) return true;
    await this.invites?.missed(viewer.userId);
    return false;
  }

  /** The private contest with this code (as typed), or undefined. */
  async findByInvite(typed: string): Promise<ContestView | undefined> {
    const code = normaliseInviteCode(typed);
    const row = code ? await findByInviteCode(this.db, code) : undefined;
    return row ? (await this.present([row], this.clock.now()))[0] : undefined;
  }

  /** A contest and its match, for a team or an entry to check against. */
  async withMatch(db: Db, id: number): Promise<{ contest: ContestRow; match: MatchRow } | undefined> {
    const contest = await findContest(db, id);
    if (!contest) return undefined;
    return { contest, match: (await this.matches.find(db, contest.matchId))! };
  }

  /** Contests as readers see them, by id (uncached: entry counts exact). */
  async views(ids: readonly number[]): Promise<ContestView[]> {
    if (ids.length === 0) return [];
    return this.present(await findContests(this.db, ids), this.clock.now());
  }

  /** Contests with their matches and entry counts, as readers see them at `now`. */
  private async present(rows: ContestRow[], now: Date): Promise<ContestView[]> {
    const matchById = await this.matchesOf(this.db, rows);
    const entries = await entryCounts(this.db, rows.map((row) => row.id));
    const makers = rows.flatMap((row) => (row.isPrivate && row.creatorId !== null ? [row.creatorId] : []));
    const names = makers.length > 0 && this.auth ? await this.auth.namesOf([...new Set(makers)]) : new Map<number, string>();
    return rows.map((row) => presentContest(row, matchById.get(row.matchId)!, entries.get(row.id) ?? 0, now, names.get(row.creatorId ?? 0)));
  }

  /** A match's contests with their status now (the leaderboard ranks the LIVE and COMPLETED ones). */
  async rankedOf(db: Db, match: MatchRow): Promise<RankedContest[]> {
    const rows = await listContests(db, { matchId: match.id });
    const entries = await entryCounts(db, rows.map((row) => row.id));
    const now = this.clock.now();
    return rows.map((row) => ranked(row, contestStatusOf(row, match, entries.get(row.id) ?? 0, now), entries.get(row.id) ?? 0));
  }

  /** The ids of a match's contests, public and private. */
  async idsOfMatch(db: Db, matchId: number): Promise<number[]> {
    return (await listContests(db, { matchId })).map((row) => row.id);
  }

  /** One contest with its status now, and its match. */
  async rankedWithMatch(db: Db, id: number): Promise<{ contest: RankedContest; match: MatchRow } | undefined> {
    const found = await this.withMatch(db, id);
    if (!found) return undefined;
    const entries = await this.entriesOf(db, id);
    return { contest: ranked(found.contest, contestStatusOf(found.contest, found.match, entries, this.clock.now()), entries), match: found.match };
  }

  /** Completed contests whose prizes are not all paid yet (what settlement works through). */
  unsettledIds(db: Db): Promise<number[]> {
    return listUnsettledContestIds(db);
  }

  /** Completed contests whose final tables are fixed. */
  fixedIds(db: Db): Promise<number[]> {
    return listFixedContestIds(db);
  }

  /** Locks a contest for settling it: its row, as stored (its match is COMPLETED, so nothing else moves it). */
  async lockForSettlement(tx: Db, id: number): Promise<RankedContest | undefined> {
    const row = await findContest(tx, id, { lock: true });
    return row && ranked(row, row.status, await this.entriesOf(tx, id));
  }

  /** The final table is written: the contest's results are fixed. */
  async markResultsFixed(tx: Db, id: number, at: Date): Promise<void> {
    await updateContest(tx, id, { resultsAt: at });
  }

  /** Every prize is paid. */
  async markDistributed(tx: Db, id: number): Promise<void> {
    await updateContest(tx, id, { resultDistributed: true });
  }

  /** After a change made in another module's transaction has committed: the lists show it at once. */
  listsChanged(): Promise<void> {
    return this.catalogue.invalidate();
  }

  /** The match whose players a contest's teams are picked from. */
  /** The match of a contest the viewer may see (a private one: as `get`, else as no contest). */
  async matchIdOf(contestId: number, viewer: ContestViewer = { userId: null }): Promise<number> {
    const contest = await findContest(this.db, contestId);
    if (!contest) throw contestNotFound(contestId);
    if (contest.isPrivate && !(await this.mayView({ id: contest.id, inviteCode: contest.inviteCode ?? undefined }, viewer))) throw contestNotFound(contestId);
    return contest.matchId;
  }

  async create(fields: ContestFields): Promise<ContestView> {
    this.assertFeeAllowed(fields, 0);
    const now = this.clock.now();
    const view = await this.db.transaction(async (tx) => {
      const match = await this.openMatch(tx, fields.matchId, now);
      const contest = await insertContest(tx, values(fields, match));
      await insertSlots(tx, contest.id, contest.spots);
      return presentContest(contest, match, 0, now);
    });
    await this.catalogue.invalidate();
    return view;
  }

  /** Replaces a contest's fields until its deadline; what entries already paid for stays. */
  async update(id: number, fields: ContestFields): Promise<ContestView> {
    const now = this.clock.now();
    const view = await retryingConflicts(() => this.db.transaction(async (tx) => {
      const { contest, match: current } = await this.lockWithMatch(tx, id);
      const slots = await lockSlots(tx, id);
      const entries = slots.reduce((sum, slot) => sum + slot.taken, 0);
      const status = contestStatusOf(contest, current, entries, now);
      if (status !== 'UPCOMING') throw conflict(`Contest ${id} is ${status}; a contest can be edited only before its match starts.`);
      const match = fields.matchId === contest.matchId ? current : await this.openMatch(tx, fields.matchId, now);
      this.assertFeeAllowed(fields, contest.entryFeePaise);
      const next = values(fields, match);
      if (entries > 0) {
        const joined = `${entries} ${entries === 1 ? 'team has' : 'teams have'} joined`;
        if (next.matchId !== contest.matchId) throw conflict(`${joined} with teams of this match; the match cannot change.`);
        if (next.entryFeePaise !== contest.entryFeePaise) throw conflict(`${joined} at the current fee; the entry fee cannot change.`);
        if (next.spots !== null && next.spots < entries) throw badRequest(`spots: ${joined} already; spots cannot go below ${entries}.`);
      }
      const updated = await updateContest(tx, id, next);
      if (next.spots !== contest.spots) await resizeSlots(tx, slots, next.spots);
      return presentContest(updated, match, entries, now);
    }));
    await this.catalogue.invalidate();
    return view;
  }

  /**
   * Makes a private contest, inside the transaction of the private-contests module (which enters
   * its maker in the same transaction): its match must be open, its fee allowed, its prizes come
   * from its template. Answers its row.
   */
  async insertPrivate(tx: Db, values: PrivateContestValues): Promise<ContestRow> {
    const now = this.clock.now();
    const fee = toRupees(values.entryFeePaise);
    if (values.entryFeePaise > 0 && !this.options.paidPlay) this.assertFeeAllowed({ entryFee: fee } as ContestFields, 0);
    const match = await this.openMatch(tx, values.matchId, now);
    const { poolPaise, prizes } = privatePrizes(values.prizeTemplate, values.spots, values.entryFeePaise, values.platformShareBps);
    const contest = await insertContest(tx, {
      matchId: match.id,
      startsAt: match.startTime,
      name: values.name,
      entryFeePaise: values.entryFeePaise,
      prizePoolPaise: poolPaise,
      spots: values.spots,
      maxTeamsPerUser: 1,
      flexible: false,
      prizes,
      isPrivate: true,
      inviteCode: values.inviteCode,
      creatorId: values.creatorId,
      prizeTemplate: values.prizeTemplate,
      platformShareBps: values.platformShareBps,
    });
    await insertSlots(tx, contest.id, contest.spots);
    return contest;
  }

  /** Holds a player's private-contest making until the transaction ends. */
  lockPrivateMaker(tx: Db, creatorId: number): Promise<void> {
    return lockPrivateMaker(tx, creatorId);
  }

  async inviteCodeTaken(tx: Db, code: string): Promise<boolean> {
    return (await findByInviteCode(tx, code)) !== undefined;
  }

  /** How many private contests a player has made whose match has not started (none cancelled). */
  async openPrivateCount(tx: Db, creatorId: number): Promise<number> {
    const rows = await listOpenPrivateByCreator(tx, creatorId);
    const matches = await this.matchesOf(tx, rows);
    const now = this.clock.now();
    return rows.filter((row) => isBeforeDeadline(matches.get(row.matchId)!.state, matches.get(row.matchId)!.startTime, now)).length;
  }

  /**
   * A private contest cancelled by its maker: before its deadline, and only while nobody else
   * has joined (the maker's own entry is refunded). Its shards are locked first, so a friend's
   * join either lands before (and the cancel is refused) or finds the contest cancelled.
   */
  async cancelByCreator(id: number, userId: number): Promise<ContestView> {
    const now = this.clock.now();
    const view = await retryingConflicts(() => this.db.transaction(async (tx) => {
      const { contest, match } = await this.lockWithMatch(tx, id);
      if (!contest.isPrivate || contest.creatorId !== userId) throw contestNotFound(id);
      const entries = (await lockSlots(tx, id)).reduce((sum, slot) => sum + slot.taken, 0);
      const status = contestStatusOf(contest, match, entries, now);
      if (status === 'CANCELLED') throw conflict(`${contest.name} is already cancelled.`);
      if (status !== 'UPCOMING') throw conflict(`${contest.name} has started; it can be cancelled only before its match starts.`);
      if (entries > 1) {
        const others = entries - 1;
        throw conflict(`${others} ${others === 1 ? 'friend has' : 'friends have'} joined ${contest.name}; it can be cancelled only while nobody else has.`);
      }
      return { view: presentContest(await this.markCancelled(tx, contest), match, entries, now), contest };
    }));
    await this.catalogue.invalidate();
    for (const listener of this.cancelledListeners) await listener(view.contest);
    return view.view;
  }

  /** Cancels a contest that has not completed; its entries are refunded in the same transaction. */
  async cancel(id: number): Promise<ContestView> {
    const now = this.clock.now();
    const view = await retryingConflicts(() => this.db.transaction(async (tx) => {
      const { contest, match } = await this.lockWithMatch(tx, id);
      const entries = await this.entriesOf(tx, id);
      const status = contestStatusOf(contest, match, entries, now);
      if (status === 'CANCELLED' && contest.status === 'CANCELLED') throw conflict(`Contest ${id} is already cancelled.`);
      if (status === 'COMPLETED') throw conflict(`Contest ${id} has completed; its results stand.`);
      return { view: presentContest(await this.markCancelled(tx, contest), match, entries, now), contest };
    }));
    await this.catalogue.invalidate();
    for (const listener of this.cancelledListeners) await listener(view.contest);
    return view.view;
  }

  /** A match moved to another start time (before it started): its contests move with it. Runs in the match's transaction. */
  async followRescheduled(tx: Db, match: MatchRow): Promise<void> {
    await updateStartsAt(tx, match.id, match.startTime);
  }

  /**
   * Stores the status a match's contests now have: live, completed, or cancelled with refunds.
   * Runs in the transaction that changes the match's state.
   */
  async followMatch(tx: Db, match: MatchRow): Promise<void> {
    const now = this.clock.now();
    await updateStartsAt(tx, match.id, match.startTime); // a match started early starts now
    const contests = await listContests(tx, { matchId: match.id, lock: true });
    const entries = await entryCounts(tx, contests.map((contest) => contest.id));
    for (const contest of contests) {
      const status = contestStatusOf(contest, match, entries.get(contest.id) ?? 0, now);
      if (status === contest.status) continue;
      if (status === 'CANCELLED') await this.markCancelled(tx, contest);
      else await updateContest(tx, contest.id, { status });
    }
  }

  /** With paid play off, a contest may keep the fee it has but not be given a new one. */
  private assertFeeAllowed(fields: ContestFields, currentFeePaise: number): void {
    const fee = toPaise(fields.entryFee);
    if (fee > 0 && fee !== currentFeePaise && !this.options.paidPlay) {
      throw forbidden('Paid contests are off on Crease (PAID_PLAY=off): set the entry fee to ₹0 to make a free contest.', 'PAID_PLAY_OFF');
    }
  }

  private async markCancelled(tx: Db, contest: ContestRow): Promise<ContestRow> {
    // Closing the shards first makes a join that waits on one see the contest closed.
    await closeSlots(tx, contest.id);
    const cancelled = await updateContest(tx, contest.id, { status: 'CANCELLED' });
    for (const listener of this.cancelListeners) await listener(tx, cancelled);
    return cancelled;
  }

  /** Locks a contest's match, then the contest: the order a match's state change takes them in. */
  private async lockWithMatch(tx: Db, id: number): Promise<{ contest: ContestRow; match: MatchRow }> {
    const seen = await findContest(tx, id);
    if (!seen) throw contestNotFound(id);
    const match = (await this.matches.find(tx, seen.matchId, { lock: true }))!;
    const contest = (await findContest(tx, id, { lock: true }))!;
    if (contest.matchId !== match.id) throw conflict(`Contest ${id} changed while this request ran; please try again.`);
    return { contest, match };
  }

  private async openMatch(tx: Db, matchId: number, now: Date): Promise<MatchRow> {
    const match = await this.matches.find(tx, matchId, { lock: true });
    if (!match) throw badRequest(`matchId: there is no match ${matchId}.`);
    if (!isBeforeDeadline(match.state, match.startTime, now)) {
      throw badRequest(`matchId: match ${matchId} has already started; contests can be added only before the start.`);
    }
    return match;
  }

  private async entriesOf(db: Db, id: number): Promise<number> {
    return (await entryCounts(db, [id])).get(id) ?? 0;
  }

  private async matchesOf(db: Db, rows: ContestRow[]): Promise<Map<number, MatchRow>> {
    const ids = [...new Set(rows.map((row) => row.matchId))];
    return new Map((await this.matches.findMany(db, ids)).map((match) => [match.id, match]));
  }
}

function values(fields: ContestFields, match: MatchRow): ContestValues {
  return {
    matchId: fields.matchId,
    startsAt: match.startTime,
    name: fields.name,
    entryFeePaise: toPaise(fields.entryFee),
    prizePoolPaise: toPaise(fields.prizePool),
    spots: fields.spots,
    maxTeamsPerUser: fields.maxTeamsPerUser,
    flexible: fields.flexible,
    prizes: fields.prizes.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amountPaise: toPaise(prize.amount) })),
  };
}

function ranked(row: ContestRow, status: ContestStatus, entries: number): RankedContest {
  return {
    id: row.id,
    name: row.name,
    matchId: row.matchId,
    status,
    prizes: prizesOf(row, status, entries).prizes,
    resultsAt: row.resultsAt,
    resultDistributed: row.resultDistributed,
    isPrivate: row.isPrivate,
  };
}
