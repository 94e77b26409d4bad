import { isBeforeDeadline, matchStateAt, NO_RESULT, type MatchFields, type MatchState, type MatchView, type Scorer } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { retryingConflicts } from '../../lib/db-errors.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { Listeners } from '../../lib/listeners.ts';
import { pageOf, timeIdCursor, type Page } from '../../lib/paging.ts';
import type { CachedAnswer, ReadCache } from '../../lib/read-cache.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { presentMatch } from './matches.presenter.ts';
import {
  findMatch,
  findMatches,
  insertMatch,
  listCompetitionMatches,
  listCompletedBefore,
  listMatchPage,
  countMatches,
  listCompetitions,
  listLiveMatches,
  listStartingBetween,
  listUpcomingMatches,
  lockStartedMatches,
  updateMatch,
  type MatchRow,
} from './matches.queries.ts';

/** A match row, for the use-cases of modules that hang on a match (they never query its table). */
export type { MatchRow };

export const matchNotFound = (id: number) => notFound(`Match ${id} was not found.`);

/** A place in a list of matches: a start time, then an id. */
export type MatchPosition = { at: Date; id: number };
const positionOf = (view: MatchView): MatchPosition => ({ at: new Date(view.startTime), id: view.id });

export interface MatchesDeps {
  db: Db;
  catalogue: ReadCache;
  audit: AuditService;
  clock: Clock;
}

export class MatchesService {
  // Who follows a match (app.ts wires who).
  /** In the transaction that stores a match's new state (LIVE, COMPLETED, ABANDONED). */
  readonly stateChanging = new Listeners<[tx: Db, match: MatchRow]>();
  /** After a match's new state has committed (what follows takes transactions of its own). */
  readonly stateChanged = new Listeners<[match: MatchRow]>();
  /** In the transaction that makes a match (created by an admin or imported): contest templates applied to every match. */
  readonly creating = new Listeners<[tx: Db, match: MatchRow]>();
  /** After a change of who scores a match (its feed, or an admin by hand) has committed. */
  readonly scorerChanged = new Listeners<[match: MatchRow]>();
  /** In the transaction that moves a match to another start time. */
  readonly rescheduling = new Listeners<[tx: Db, match: MatchRow]>();
  /** In the transaction of an edit that renamed a side: each name that went, with the name that came. */
  readonly sidesRenaming = new Listeners<[tx: Db, match: MatchRow, renamed: [from: string, to: string][]]>();
  /** In the transaction that announces a match's playing XIs. */
  readonly lineupsAnnouncing = new Listeners<[tx: Db, match: MatchRow]>();

  /** How a completed match's result line is read from its scoring (app.ts hands it; none: no line). */
  private resultOf: (tx: Db, match: MatchRow) => Promise<string | null> = async () => null;

  constructor(private readonly deps: MatchesDeps) {}

  /** Sets how the result line of a match is computed, inside the transaction that completes it. */
  useResultOf(resultOf: (tx: Db, match: MatchRow) => Promise<string | null>): void {
    this.resultOf = resultOf;
  }

  /** Creates a match; its start time, the deadline for teams and entries, must be in the future. */
  async create(input: MatchFields): Promise<MatchView> {
    const row = await this.deps.db.transaction((tx) => this.insert(tx, input));
    await this.deps.catalogue.invalidate();
    return presentMatch(row, this.deps.clock.now());
  }

  /** A match made inside another module's use-case (an import), which invalidates the catalogue once it commits. */
  async insert(tx: Db, input: MatchFields): Promise<MatchRow> {
    assertInFuture(input.startTime, this.deps.clock.now());
    const row = await insertMatch(tx, input);
    await this.creating.emit(tx, row);
    return row;
  }

  /** Edits a match until its start; players of a renamed side move with it. */
  async update(id: number, input: MatchFields): Promise<MatchView> {
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const match = await this.lockBeforeDeadline(tx, id, now, 'edited');
      assertInFuture(input.startTime, now);
      const updated = await updateMatch(tx, id, input);
      const renamed = renamedSides([match.teamA, match.teamB], [updated.teamA, updated.teamB]);
      if (renamed.length > 0) await this.sidesRenaming.emit(tx, updated, renamed);
      if (updated.startTime.getTime() !== match.startTime.getTime()) await this.rescheduling.emit(tx, updated);
      return updated;
    });
    await this.deps.catalogue.invalidate();
    return presentMatch(row, now);
  }

  async get(id: number): Promise<MatchView> {
    const row = await findMatch(this.deps.db, id);
    if (!row) throw matchNotFound(id);
    return presentMatch(row, this.deps.clock.now());
  }

  /** A match for another module's use-case, locked when it is about to change what hangs on it. */
  find(db: Db, id: number, options: { lock?: boolean } = {}): Promise<MatchRow | undefined> {
    return findMatch(db, id, options);
  }

  findMany(db: Db, ids: readonly number[]): Promise<MatchRow[]> {
    return findMatches(db, ids);
  }

  /** The matches of a competition (any case), by start time. */
  ofCompetition(db: Db, competition: string): Promise<MatchRow[]> {
    return listCompetitionMatches(db, competition);
  }

  /** Every competition a match names, the latest first: what a league can follow. */
  competitions() {
    return listCompetitions(this.deps.db);
  }

  /** Up to `limit` completed matches that started before `at`, the latest first (players' form). */
  completedBefore(db: Db, at: Date, limit: number): Promise<MatchRow[]> {
    return listCompletedBefore(db, at, limit);
  }

  /**
   * Marks the playing XIs of a match announced now, in the transaction of the announcement (the
   * players module sets who plays); `listsChanged` after its commit.
   */
  async markLineupsAnnounced(tx: Db, id: number): Promise<MatchRow> {
    const match = await updateMatch(tx, id, { lineupsAnnouncedAt: this.deps.clock.now() });
    await this.lineupsAnnouncing.emit(tx, match);
    return match;
  }

  /** Scheduled matches starting after `from` and at or before `to`. */
  startingBetween(db: Db, from: Date, to: Date): Promise<MatchRow[]> {
    return listStartingBetween(db, from, to);
  }

  /** After a change to matches made in another module's transaction has committed: the lists show it. */
  listsChanged(): Promise<void> {
    return this.deps.catalogue.invalidate();
  }

  /** Matches being played now (inside the caller's transaction when given one). */
  live(db: Db = this.deps.db): Promise<MatchRow[]> {
    return listLiveMatches(db, this.deps.clock.now());
  }

  /** A page of every match, by start time (the admins' list), and how many there are. */
  async allPage(page: { limit: number; after?: MatchPosition | undefined }): Promise<Page<MatchView, MatchPosition> & { total: number }> {
    const now = this.deps.clock.now();
    const [rows, total] = await Promise.all([listMatchPage(this.deps.db, {}, { limit: page.limit + 1, after: page.after }), countMatches(this.deps.db, {})]);
    return { ...pageOf(rows.map((row) => presentMatch(row, now)), page.limit, positionOf), total };
  }

  /** Scheduled matches yet to start, soonest first (every one: for the demo's seed). */
  upcoming(): Promise<MatchView[]> {
    return this.upcomingAt(this.deps.clock.now());
  }

  /**
   * A page of the upcoming matches as the API sends it (with the next position and how many in
   * all), kept serialised until one starts or anything changes.
   */
  upcomingPageJson(page: { limit: number; after?: MatchPosition | undefined }): Promise<CachedAnswer> {
    const now = this.deps.clock.now();
    const key = `matches:upcoming:${page.limit}:${page.after ? timeIdCursor.encode(page.after) : ''}`;
    return this.deps.catalogue.get(key, now.getTime(), async () => {
      const filter = { upcomingAt: now };
      const [rows, total, soonest] = await Promise.all([
        listMatchPage(this.deps.db, filter, { limit: page.limit + 1, after: page.after }),
        countMatches(this.deps.db, filter),
        listMatchPage(this.deps.db, filter, { limit: 1 }),
      ]);
      const found = pageOf(rows.map((row) => presentMatch(row, now)), page.limit, positionOf);
      return {
        json: JSON.stringify(found.rows),
        headers: { 'x-total-count': String(total) },
        next: found.next && timeIdCursor.encode(found.next),
        // Every page changes when the soonest match starts (it leaves the list).
        validUntil: soonest[0] ? soonest[0].startTime.getTime() : Number.POSITIVE_INFINITY,
      };
    });
  }

  private async upcomingAt(now: Date): Promise<MatchView[]> {
    return (await listUpcomingMatches(this.deps.db, now)).map((row) => presentMatch(row, now));
  }

  /**
   * Who scores a match: its feed, or an admin by hand (MANUAL: the feed pauses, and takes up from
   * where the match stands when handed back). Under the match's row lock, the one a scoring change
   * holds, so a feed's post is either before the take-over or sees it. Recorded in the audit log.
   */
  async setScorer(id: number, scorer: Scorer, actor: Actor): Promise<MatchView> {
    const now = this.deps.clock.now();
    const { row, changed } = await retryingConflicts(() => this.deps.db.transaction(async (tx) => {
      const match = await findMatch(tx, id, { lock: true });
      if (!match) throw matchNotFound(id);
      const state = matchStateAt(match.state, match.startTime, now);
      if (state === 'COMPLETED' || state === 'ABANDONED') throw conflict(`Match ${id} is ${state}; its scoring is over, so nobody takes it over.`);
      if (match.scorer === scorer) return { row: match, changed: false };
      const updated = await updateMatch(tx, id, { scorer });
      await this.deps.audit.record(tx, {
        kind: 'match.scorer_changed',
        actor,
        details: { matchId: id, match: `${match.teamA} v ${match.teamB}`, before: match.scorer, after: scorer },
      });
      return { row: updated, changed: true };
    }));
    if (!changed) return presentMatch(row, now);
    await this.deps.catalogue.invalidate();
    await this.scorerChanged.emit(row);
    return presentMatch(row, now);
  }

  /** Starts a match now: its deadline passes and its contests go live. */
  start(id: number): Promise<MatchView> {
    return this.transition(id, 'LIVE', ['SCHEDULED'], { startTime: this.deps.clock.now() });
  }

  /** Completes a live match (its contests are then settled), recorded in the audit log as `actor`'s. */
  complete(id: number, actor: Actor): Promise<MatchView> {
    return this.transition(id, 'COMPLETED', ['LIVE'], {}, actor);
  }

  /** Abandons a match: its contests are cancelled and every entry refunded (recorded in the audit log). */
  abandon(id: number, actor: Actor): Promise<MatchView> {
    return this.transition(id, 'ABANDONED', ['SCHEDULED', 'LIVE'], {}, actor);
  }

  /**
   * Stores LIVE for matches whose start time has passed, with what follows (flexible contests
   * that did not fill are cancelled). Readers never wait for this: they compute the state.
   */
  async advanceClock(): Promise<number> {
    const now = this.deps.clock.now();
    const moved = await retryingConflicts(() => this.deps.db.transaction(async (tx) => {
      const started = await lockStartedMatches(tx, now);
      const live: MatchRow[] = [];
      for (const match of started) {
        live.push(await updateMatch(tx, match.id, { state: 'LIVE' }));
        await this.stateChanging.emit(tx, live.at(-1)!);
      }
      return live;
    }));
    if (moved.length > 0) await this.deps.catalogue.invalidate();
    for (const match of moved) await this.stateChanged.emit(match);
    return moved.length;
  }

  private async transition(
    id: number,
    to: Exclude<MatchState, 'SCHEDULED'>,
    from: readonly MatchState[],
    changes: { startTime?: Date } = {},
    /** Who, for a change that moves money or results (recorded in its transaction). */
    actor?: Actor,
  ): Promise<MatchView> {
    const now = this.deps.clock.now();
    const row = await retryingConflicts(() => this.deps.db.transaction(async (tx) => {
      const match = await findMatch(tx, id, { lock: true });
      if (!match) throw matchNotFound(id);
      const current = matchStateAt(match.state, match.startTime, now);
      if (!from.includes(current)) {
        throw conflict(`Match ${id} is ${current}; only a ${from.join(' or ')} match can become ${to}.`);
      }
      const result = to === 'ABANDONED' ? NO_RESULT : to === 'COMPLETED' ? await this.resultOf(tx, { ...match, state: to }) : null;
      const updated = await updateMatch(tx, id, { ...changes, state: to, result });
      await this.stateChanging.emit(tx, updated);
      if (actor) {
        await this.deps.audit.record(tx, {
          kind: to === 'COMPLETED' ? 'match.completed' : 'match.abandoned',
          actor,
          details: { matchId: id, match: `${match.teamA} v ${match.teamB}`, before: current, after: to },
        });
      }
      return updated;
    }));
    await this.deps.catalogue.invalidate();
    await this.stateChanged.emit(row);
    return presentMatch(row, now);
  }

  private async lockBeforeDeadline(tx: Db, id: number, now: Date, verb: string): Promise<MatchRow> {
    const match = await findMatch(tx, id, { lock: true });
    if (!match) throw matchNotFound(id);
    if (!isBeforeDeadline(match.state, match.startTime, now)) {
      throw conflict(`Match ${id} has started (${matchStateAt(match.state, match.startTime, now)}); it can no longer be ${verb}.`);
    }
    return match;
  }
}

/** Sides whose name changed: a name that went, paired with the name that came (a reorder renames nothing). */
function renamedSides(before: string[], after: string[]): [string, string][] {
  const gone = before.filter((name) => !after.includes(name));
  const came = after.filter((name) => !before.includes(name));
  return gone.map((name, index) => [name, came[index]!]);
}

function assertInFuture(startTime: Date, now: Date): void {
  if (startTime.getTime() <= now.getTime()) {
    throw badRequest('startTime must be in the future: it is the deadline for teams and entries.');
  }
}
