import { CONTEST_STATUSES, normaliseInviteCode, type ContestView } from '@crease/game';
import type { Database, Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InviteGuard } from '../../lib/invite-guard.ts';
import { pageOf, timeIdCursor, type Page } from '../../lib/paging.ts';
import type { CachedAnswer, ReadCache } from '../../lib/read-cache.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import { presentContest } from './contests.presenter.ts';
import {
  countContests,
  entryCounts,
  findByInviteCode,
  findContest,
  findContests,
  listContestPage,
  listContests,
  listPublicStartingBetween,
  listSettledContests,
  nextStartAfter,
  type ContestListFilter,
  type ContestRow,
  type ContestWithEntries,
} from './contests.queries.ts';
import { contestNotFound, type ContestFilter, type ContestPosition, type ContestViewer, type EntrantCheck } from './contest-types.ts';

/** How long a list's entry counts may lag behind joins (joins do not invalidate the lists). */
const ENTRY_COUNTS_FRESH_MS = 2_000;

/**
 * Which stored rows a list by status can hold at `now`, in SQL (an index range); the reader's
 * status of each is checked after. Upcoming: stored so, starting later. Live: stored upcoming or
 * live, started. Completed and cancelled are stored in the transaction that makes them so.
 * Several statuses take the stored statuses of each, and a start-time bound only when every one
 * of them has the same (upcoming and live together: no bound).
 */
function sqlFilterOf(filter: ContestFilter, now: Date): ContestListFilter {
  const base = { matchId: filter.matchId };
  if (!filter.status || filter.status.length === 0) return base;
  const each = filter.status.map((status): ContestListFilter => {
    switch (status) {
      case 'UPCOMING':
        return { stored: ['UPCOMING'], startsAfter: now };
      case 'LIVE':
        return { stored: ['UPCOMING', 'LIVE'], startsBy: now };
      default:
        return { stored: [status] };
    }
  });
  const stored = CONTEST_STATUSES.filter((status) => each.some((one) => one.stored!.includes(status)));
  return {
    ...base,
    stored,
    ...(each.every((one) => one.startsAfter) ? { startsAfter: now } : {}),
    ...(each.every((one) => one.startsBy) ? { startsBy: now } : {}),
  };
}

/** The statuses of a filter in one order (the cache's key): "*" for every status. */
function statusKey(filter: ContestFilter): string {
  return filter.status && filter.status.length > 0 ? CONTEST_STATUSES.filter((status) => filter.status!.includes(status)).join(',') : '*';
}

const hasStatus = (filter: ContestFilter, view: ContestView) => !filter.status || filter.status.length === 0 || filter.status.includes(view.status);

export interface ContestCatalogueDeps {
  db: Db;
  /** Statements prepared once, outside the ORM: a page of a list read for the first time. */
  database: Pick<Database, 'prepared'>;
  matches: MatchesService;
  /** The serialised pages of the public lists, in every process (lib/read-cache.ts). */
  cache: ReadCache;
  clock: Clock;
  /** The names of private contests' makers. */
  auth: Pick<AuthService, 'namesOf'>;
  /** Counts wrong invite codes, as every way in by code does. */
  invites: InviteGuard;
}

/**
 * What readers see of contests: the public lists and their cache, one contest by id, and who may
 * see a private one (its entrants, admins, and whoever has its code).
 */
export class ContestCatalogue {
  private isEntrant: EntrantCheck = async () => false;

  constructor(private readonly deps: ContestCatalogueDeps) {}

  /** Where a private contest's entrants are known (the entries module; app.ts wires it). */
  useEntrantCheck(check: EntrantCheck): void {
    this.isEntrant = check;
  }

  /** Contests as readers see them now, by their match's start time (uncached: entry counts exact). */
  async list(filter: ContestFilter): Promise<ContestView[]> {
    // Private contests are in no public list: their entrants find them in their own contests.
    const now = this.deps.clock.now();
    const all = await this.present(await listContests(this.deps.db, { matchId: filter.matchId, publicOnly: true }), now);
    return all
      .filter((view) => hasStatus(filter, view))
      .sort((a, b) => a.match.startTime.localeCompare(b.match.startTime) || a.id - b.id);
  }

  /**
   * A page of the public list as the API sends it (its JSON, the next page's position, how many
   * the list holds in all), kept serialised until a start time passes, its entry counts grow
   * old, or anything changes. Pages are cached, not whole lists.
   */
  listPageJson(filter: ContestFilter, page: { limit: number; after?: ContestPosition | undefined }): Promise<CachedAnswer> {
    const { db, cache, clock } = this.deps;
    const now = clock.now();
    const key = `contests:${statusKey(filter)}:${filter.matchId ?? '*'}:${page.limit}:${page.after ? timeIdCursor.encode(page.after) : ''}`;
    return cache.get(key, now.getTime(), async () => {
      const [found, nextStart] = await Promise.all([this.pageAt(filter, page, now), this.nextStart(now)]);
      const validUntil = Math.min(nextStart ?? Number.POSITIVE_INFINITY, now.getTime() + ENTRY_COUNTS_FRESH_MS);
      // The total is the whole list's, counted once for all its pages (a count grows with the catalogue; a page does not).
      const total = await cache.value(`contests-total:${statusKey(filter)}:${filter.matchId ?? '*'}`, now.getTime(), async () => ({
        value: await countContests(db, sqlFilterOf(filter, now)),
        validUntil,
      }));
      return { json: JSON.stringify(found.rows), headers: { 'x-total-count': String(total) }, next: found.next && timeIdCursor.encode(found.next), validUntil };
    });
  }

  /**
   * When the lists' statuses next change by themselves (the soonest start after `now`, ms), kept
   * beside the pages until then or until a write: every page read for the first time asked for it.
   */
  private nextStart(now: Date): Promise<number | null> {
    const { db, cache } = this.deps;
    return cache.value('contests-next-start', now.getTime(), async () => {
      const next = (await nextStartAfter(db, now))?.getTime() ?? null;
      return { value: next, validUntil: next ?? Number.POSITIVE_INFINITY };
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
      const rows = await listContestPage(this.deps.database, this.deps.db, where, { limit: page.limit + 1, after });
      for (const row of rows) positions.set(row.id, { at: row.startsAt, id: row.id });
      const views = await this.presentListed(rows, now);
      kept.push(...views.filter((view) => hasStatus(filter, view)));
      if (rows.length <= page.limit || kept.length > page.limit) break;
      after = positions.get(rows.at(-1)!.id);
    }
    return pageOf(kept, page.limit, (view) => positions.get(view.id)!);
  }

  /**
   * One contest. A private one only for its entrants and whoever has its code; anyone else is
   * answered as for a contest that does not exist (no way to learn its id by trying).
   */
  async get(id: number, viewer: ContestViewer = { userId: null }): Promise<ContestView> {
    const row = await this.visible(id, viewer);
    if (!row) throw contestNotFound(id);
    return (await this.present([row], this.deps.clock.now()))[0]!;
  }

  /**
   * The contest if the viewer may see it, else undefined, exactly as for an id no contest has.
   * A private one is for admins, its entrants, and whoever sends its code. A code sent by someone
   * signed in counts as a try before anything is read (lib/invite-guard.ts), whatever the id: a
   * code that opens nothing stays counted, so after ten a private contest's id answers 429 like
   * every other id, and neither the answer nor the count tells a private contest from no contest.
   */
  async visible(contestId: number, viewer: ContestViewer = { userId: null }): Promise<ContestRow | undefined> {
    const codeTry = viewer.inviteCode && viewer.userId !== null && !viewer.admin ? await this.deps.invites.attempt(viewer.userId) : undefined;
    const contest = await findContest(this.deps.db, contestId);
    if (!contest || (contest.isPrivate && !(await this.mayView(contest, viewer)))) return undefined;
    await codeTry?.succeeded();
    return contest;
  }

  /** Whether a viewer may see a private contest: an admin, an entry in it, or its code (signed in). */
  private async mayView(contest: Pick<ContestRow, 'id' | 'inviteCode'>, viewer: ContestViewer): Promise<boolean> {
    if (viewer.admin) return true;
    if (viewer.userId === null) return false;
    if (await this.isEntrant(contest.id, viewer.userId)) return true;
    return Boolean(viewer.inviteCode) && normaliseInviteCode(viewer.inviteCode!) === contest.inviteCode;
  }

  /** The match of a contest the viewer may see (a private one: as `get`, else as no contest). */
  async matchIdOf(contestId: number, viewer: ContestViewer = { userId: null }): Promise<number> {
    const contest = await this.visible(contestId, viewer);
    if (!contest) throw contestNotFound(contestId);
    return contest.matchId;
  }

  /** The private contest with this code (as typed), or undefined. */
  async findByInvite(typed: string): Promise<ContestView | undefined> {
    const code = normaliseInviteCode(typed);
    const row = code ? await findByInviteCode(this.deps.db, code) : undefined;
    return row ? (await this.present([row], this.deps.clock.now()))[0] : undefined;
  }

  /** A contest and its match, for a team or an entry to check against. */
  async withMatch(db: Db, id: number): Promise<{ contest: ContestRow; match: MatchRow } | undefined> {
    const contest = await findContest(db, id);
    if (!contest) return undefined;
    return { contest, match: (await this.deps.matches.find(db, contest.matchId))! };
  }

  /** Contests as readers see them, by id (uncached: entry counts exact). */
  async views(ids: readonly number[]): Promise<ContestView[]> {
    if (ids.length === 0) return [];
    return this.present(await findContests(this.deps.db, ids), this.deps.clock.now());
  }

  /** Contests whose results are distributed (since `since`, by when their results were fixed): what the platform's share counts. */
  settled(since?: Date): Promise<{ id: number; isPrivate: boolean; resultsAt: Date | null }[]> {
    return listSettledContests(this.deps.db, since);
  }

  /** Public contests whose match starts in [from, to), as readers see them now, by start time. */
  async startingBetween(from: Date, to: Date): Promise<ContestView[]> {
    return this.present(await listPublicStartingBetween(this.deps.db, from, to), this.deps.clock.now());
  }

  /** A match's contests, public and private, as readers see them now (the admins' dashboard). */
  async ofMatch(matchId: number): Promise<ContestView[]> {
    return this.present(await listContests(this.deps.db, { matchId }), this.deps.clock.now());
  }

  /** The ids of a match's contests, public and private. */
  async idsOfMatch(db: Db, matchId: number): Promise<number[]> {
    return (await listContests(db, { matchId })).map((row) => row.id);
  }

  /** After a change has committed (here or in another module's transaction): the lists show it at once. */
  listsChanged(): Promise<void> {
    return this.deps.cache.invalidate();
  }

  /** Contests with their matches and entry counts, as readers see them at `now`. */
  async present(rows: ContestRow[], now: Date): Promise<ContestView[]> {
    const entries = await entryCounts(this.deps.db, rows.map((row) => row.id));
    return this.presentWithEntries(rows.map((row) => ({ ...row, entries: entries.get(row.id) ?? 0 })), now);
  }

  /**
   * A public list's contests as readers see them at `now`, their entry counts and matches as the
   * lists keep them (`ReadCache.facts`: as fresh as the pages, ENTRY_COUNTS_FRESH_MS, and gone at
   * any write): a page read for the first time mostly shows contests and matches another page
   * read a moment ago, so it reads only its own rows, and the counts and matches of the rest.
   */
  private async presentListed(rows: ContestRow[], now: Date): Promise<ContestView[]> {
    const { db, cache, matches } = this.deps;
    const validUntil = now.getTime() + ENTRY_COUNTS_FRESH_MS;
    const [entries, matchById] = await Promise.all([
      cache.facts('contest-entries', rows.map((row) => row.id), now.getTime(), async (ids) => {
        const counts = await entryCounts(db, ids);
        return { values: new Map(ids.map((id) => [id, counts.get(id) ?? 0])), validUntil };
      }),
      cache.facts('match', [...new Set(rows.map((row) => row.matchId))], now.getTime(), async (ids) => ({
        values: new Map((await matches.findMany(db, ids)).map((match) => [match.id, match])),
        validUntil,
      })),
    ]);
    return rows.map((row) => presentContest(row, matchById.get(row.matchId)!, entries.get(row.id) ?? 0, now));
  }

  /** Contests read with their entry counts, with their matches, as readers see them at `now`. */
  private async presentWithEntries(rows: ContestWithEntries[], now: Date): Promise<ContestView[]> {
    const { db, auth } = this.deps;
    const matchById = await matchesOf(this.deps.matches, db, rows);
    const makers = rows.flatMap((row) => (row.isPrivate && row.creatorId !== null ? [row.creatorId] : []));
    const names = makers.length > 0 ? await auth.namesOf([...new Set(makers)]) : new Map<number, string>();
    return rows.map((row) => presentContest(row, matchById.get(row.matchId)!, row.entries, now, names.get(row.creatorId ?? 0)));
  }
}

/** The matches of these contests, by id. */
export async function matchesOf(matches: MatchesService, db: Db, rows: readonly ContestRow[]): Promise<Map<number, MatchRow>> {
  const ids = [...new Set(rows.map((row) => row.matchId))];
  return new Map((await matches.findMany(db, ids)).map((match) => [match.id, match]));
}
