import type { FastifyBaseLogger } from 'fastify';
import {
  isBeforeDeadline,
  POINTS_SYSTEM,
  type AuthUser,
  type EntryTeamView,
  type LeaderboardRowView,
  type OverallLeaderboardRowView,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { contestNotFound, type ContestsService, type RankedContest } from '../contests/contests.service.ts';
import type { EntriesService, EntryRow, LiveStanding } from '../entries/entries.service.ts';
import type { LiveHub, TopicDefinition } from '../live/live-hub.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { ScoringEvent, ScoringService } from '../scoring/scoring.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { presentEntryTeam, presentOverallRow, presentRow, type TableRow } from './leaderboard.presenter.ts';
import { MatchBoard, type BoardContest, type BoardSource } from './match-board.ts';
import { ContestRanking, MatchRanking, type Standing } from './match-ranking.ts';

export const OVERALL_TOPIC = '/topic/leaderboard';
export const contestTopic = (contestId: number) => `/topic/contests/${contestId}/leaderboard`;

/** Rows a topic carries, and the overall table's length. */
const TOP = 100;
const CHANGED_CHANNEL = 'leaderboard:match-changed';
/** Entries written back per statement. */
const WRITE_BACK_CHUNK = 5_000;
/** Boards nobody has read for this long are dropped (rebuilt from the database when needed). */
const IDLE_MS = 10 * 60_000;

/** A place in a table: `score` in half points, then the entry id. */
export interface TablePlace {
  score: number;
  entryId: number;
}

export interface LeaderboardPage {
  rows: LeaderboardRowView[];
  /** Where the next page starts, when there is one. */
  next: TablePlace | undefined;
}

/** Where a contest's table comes from now. */
type TableSource =
  | { kind: 'joined'; contest: RankedContest; match: MatchRow }
  | { kind: 'live'; contest: RankedContest; match: MatchRow; board: MatchBoard; ranked: BoardContest }
  | { kind: 'fixed'; contest: RankedContest; match: MatchRow };

export interface LeaderboardDeps {
  db: Db;
  hub: LiveHub;
  bus: EventBus;
  log: FastifyBaseLogger;
  clock: Clock;
  auth: AuthService;
  matches: MatchesService;
  players: PlayersService;
  contests: ContestsService;
  entries: EntriesService;
  teams: TeamsService;
  scoring: ScoringService;
  /** How long after a change the live points and ranks are written back to the entries. */
  writeBackDelayMs?: number;
}

/**
 * The leaderboards. Per live match, a MatchBoard in memory ranks every contest of the match
 * (built lazily from the database in one snapshot, moved by scoring events, rebuilt after a
 * missed one, dropped when the match's contests change state or nobody reads it). Before the
 * deadline a table is the entries as they joined, with no points; once a contest's results are
 * fixed it is read from the stored final table.
 *
 * Topics: `/topic/contests/{id}/leaderboard` (the top 100, then the subscriber's own entries
 * below them) and `/topic/leaderboard` (the top 100 users over their entries in live and
 * completed contests). Live points and ranks are written back to the entries in batches, a few
 * seconds after they move, never on a delivery's path.
 */
export class LeaderboardService {
  private readonly boards = new Map<number, MatchBoard>();
  private readonly building = new Map<number, Promise<MatchBoard>>();
  /** Scoring events that arrived while a board was being built: applied once it is. */
  private readonly pendingEvents = new Map<number, ScoringEvent[]>();
  /** Bumped when a match's contests change: a board built before that is not kept. */
  private readonly generations = new Map<number, number>();
  private readonly names = new Map<number, string>();
  private settledTotals: Promise<Map<number, number>> | undefined;
  private readonly writeBacks = new Map<number, NodeJS.Timeout>();
  private readonly writingBack = new Map<number, Promise<void>>();
  /** What a contest topic's shared rows were made from, and the entries on them: for adding a subscriber's own rows. */
  private readonly topicSources = new WeakMap<object, { source: TableSource; shown: Set<number> }>();
  private readonly unsubscribe: () => void;
  private readonly sweep: NodeJS.Timeout;
  private readonly writeBackDelayMs: number;

  constructor(private readonly deps: LeaderboardDeps) {
    this.writeBackDelayMs = deps.writeBackDelayMs ?? 3_000;
    this.unsubscribe = deps.bus.subscribe(CHANGED_CHANNEL, (message) => this.forgetMatch(message as { matchId: number; contestIds: number[] }));
    this.sweep = setInterval(() => this.dropIdleBoards(), 60_000);
    this.sweep.unref();
  }

  /** The topics the live channel serves from here (app.ts adds them to the hub). */
  topics(): TopicDefinition[] {
    return [
      { pattern: /^\/topic\/leaderboard$/, load: () => this.overall() },
      {
        pattern: /^\/topic\/contests\/(\d+)\/leaderboard$/,
        authorize: async ([id], user) => {
          const found = await this.deps.contests.rankedWithMatch(this.deps.db, Number(id));
          if (!found) throw contestNotFound(Number(id));
          await this.assertMayRead(user, found.contest);
        },
        load: ([id]) => this.contestTop(Number(id)),
        personalize: (_params, user, shared) => this.ownRowsBelow(user, shared as LeaderboardRowView[]),
      },
    ];
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.sweep);
    for (const timer of this.writeBacks.values()) clearTimeout(timer);
    this.writeBacks.clear();
  }

  // -------------------------------------------------------------------------------------------
  // Changes

  /** A scoring event (every process hears each one): move the board, push the tables. */
  applyScoring(event: ScoringEvent): void {
    const { matchId } = event;
    const pending = this.pendingEvents.get(matchId);
    if (pending) {
      pending.push(event);
      return;
    }
    const board = this.boards.get(matchId);
    if (board) {
      const update = board.apply(event.version, event.points);
      if (update === 'gap') this.dropBoard(matchId);
      if (update === 'moved') this.scheduleWriteBack(board);
      for (const contestId of board.contests.keys()) this.deps.hub.refreshHere(contestTopic(contestId));
    }
    this.deps.hub.refreshHere(OVERALL_TOPIC);
  }

  /**
   * A match's contests changed state (it went live, completed or was abandoned, a contest was
   * cancelled, results were fixed): every process drops what it ranked for the match and pushes
   * the tables again. Call after the change has committed.
   */
  async matchChanged(matchId: number): Promise<void> {
    const match = await this.deps.matches.find(this.deps.db, matchId);
    const contestIds = match ? (await this.deps.contests.rankedOf(this.deps.db, match)).map((contest) => contest.id) : [];
    await this.deps.bus.publish(CHANGED_CHANNEL, { matchId, contestIds });
  }

  private forgetMatch({ matchId, contestIds }: { matchId: number; contestIds: number[] }): void {
    this.generations.set(matchId, (this.generations.get(matchId) ?? 0) + 1);
    this.dropBoard(matchId);
    this.settledTotals = undefined;
    for (const contestId of contestIds) this.deps.hub.refreshHere(contestTopic(contestId));
    this.deps.hub.refreshHere(OVERALL_TOPIC);
  }

  // -------------------------------------------------------------------------------------------
  // Reading tables

  /**
   * A page of a contest's table, best first (ties by entry id), after `after`; the first page is
   * followed by the caller's own entries that are not on it.
   */
  async page(user: AuthUser, contestId: number, limit: number, after: TablePlace | undefined): Promise<LeaderboardPage> {
    const source = await this.sourceOf(contestId);
    await this.assertMayRead(user, source.contest);
    const rows = await this.tableRows(source, limit + 1, after);
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    if (!after) {
      const shown = new Set(page.map((row) => row.entryId));
      page.push(...(await this.ownRows(source, user.id)).filter((row) => !shown.has(row.entryId)));
    }
    const names = await this.namesOf(page.map((row) => row.userId));
    const last = page.length > 0 && more ? rows[limit - 1]! : undefined;
    return {
      rows: page.map((row) => presentRow(row, names, user.id)),
      next: last ? { score: last.score, entryId: last.entryId } : undefined,
    };
  }

  /** The top of a contest's table, as its topic carries it (nobody's rows marked: the frame is shared). */
  async contestTop(contestId: number): Promise<LeaderboardRowView[]> {
    const source = await this.sourceOf(contestId);
    const rows = await this.tableRows(source, TOP, undefined);
    const names = await this.namesOf(rows.map((row) => row.userId));
    const shared = rows.map((row) => presentRow(row, names, undefined));
    this.topicSources.set(shared, { source, shown: new Set(rows.map((row) => row.entryId)) });
    return shared;
  }

  /** A subscriber's own entries that are not among a topic's shared rows. */
  private ownRowsBelow(user: AuthUser, shared: LeaderboardRowView[]): LeaderboardRowView[] | Promise<LeaderboardRowView[]> {
    const made = this.topicSources.get(shared);
    if (!made) return [];
    const { source, shown } = made;
    const present = (rows: TableRow[]) => {
      const below = rows.filter((row) => !shown.has(row.entryId));
      if (below.length === 0) return [];
      const names = new Map([[user.id, user.name]]);
      return below.map((row) => presentRow(row, names, user.id));
    };
    // A live table is in memory: no turn per subscriber.
    if (source.kind === 'live') return present(source.ranked.ranking.standingsOf(user.id).map(liveRow));
    return this.ownRows(source, user.id).then(present);
  }

  /** The overall table: the top users by their points over entries in live and completed contests. */
  async overall(): Promise<OverallLeaderboardRowView[]> {
    const { db, matches } = this.deps;
    const boards = await Promise.all((await matches.live(db)).map((match) => this.boardFor(match)));
    const settled = await this.settled();
    const live = new Map<number, number>();
    for (const board of boards) {
      board.lastUsed = Date.now();
      for (const [user, points] of board.userTotals()) live.set(user, (live.get(user) ?? 0) + points);
    }
    // One pass over every user, keeping the best 100: the table is pushed up to four times a
    // second, and sorting every user each time would cost more than everything else.
    const top = new TopUsers(TOP);
    for (const [user, points] of settled) top.offer(user, points + (live.get(user) ?? 0));
    for (const [user, points] of live) if (!settled.has(user)) top.offer(user, points);
    const best = top.best();
    const names = await this.namesOf(best.map(([user]) => user));
    return best.map(([user, points]) => presentOverallRow(names.get(user), points));
  }

  /** Live ranks of a user's entries in these contests (My Joined Contests), by entry id. */
  async liveStandings(userId: number, contestIds: readonly number[]): Promise<Map<number, LiveStanding>> {
    const standings = new Map<number, LiveStanding>();
    for (const contestId of contestIds) {
      const source = await this.sourceOf(contestId).catch(() => undefined);
      if (source?.kind !== 'live') continue;
      for (const standing of source.ranked.ranking.standingsOf(userId)) {
        standings.set(standing.entryId, { rank: standing.rank, totalPoints: standing.score / 2 });
      }
    }
    return standings;
  }

  /**
   * An entry's team with each player's points and multiplier: the caller's own at any time;
   * another's only after the deadline, and only for an entrant of the contest or an admin.
   */
  async entryTeam(user: AuthUser, contestId: number, entryId: number): Promise<EntryTeamView> {
    const { db, entries, teams, players } = this.deps;
    const source = await this.sourceOf(contestId);
    await this.assertMayRead(user, source.contest);
    const entry = await entries.find(db, entryId);
    if (!entry || entry.contestId !== contestId) throw notFound(`Entry ${entryId} is not in contest ${contestId}.`);
    if (entry.userId !== user.id) {
      const { match } = source;
      if (isBeforeDeadline(match.state, match.startTime, this.deps.clock.now())) {
        throw forbidden(`Teams stay hidden until ${match.teamA} vs ${match.teamB} starts; then every entrant can see them.`, 'TEAMS_HIDDEN');
      }
      if (user.role !== 'ROLE_ADMIN' && !(await entries.isEntrant(db, contestId, user.id))) {
        throw forbidden(`Only the entrants of ${source.contest.name} can see its teams.`, 'NOT_AN_ENTRANT');
      }
    }
    const [team, squad, own] = await Promise.all([teams.findAny(db, entry.teamId), players.squadOf(db, source.match.id), this.ownRows(source, entry.userId)]);
    const row = own.find((one) => one.entryId === entryId);
    const names = await this.namesOf([entry.userId]);
    const ranked = source.kind !== 'joined' && row !== undefined;
    return presentEntryTeam({
      entry,
      team: team!,
      squad,
      username: names.get(entry.userId),
      rank: ranked ? row.rank : null,
      totalPoints: ranked ? row.score / 2 : 0,
      prizePaise: row?.prizePaise ?? null,
      multipliers: this.multipliersOf(source.match),
    });
  }

  /**
   * A contest's final table from the players' stored points (deterministic: the match has
   * completed, so they no longer move), best first with ties by entry id, for settlement.
   */
  async finalTable(tx: Db, contestId: number, match: MatchRow): Promise<Standing[]> {
    const { entries, teams, players } = this.deps;
    const [entered, lineups, squad] = await Promise.all([entries.rankedEntries(tx, [contestId]), teams.lineupsOf(tx, match.id), players.squadOf(tx, match.id)]);
    const teamIds = new Set(entered.map((entry) => entry.teamId));
    const ranking = new MatchRanking(lineups.filter((team) => teamIds.has(team.teamId)), this.multipliersOf(match));
    ranking.setPlayerPoints(squad.map((player) => [player.id, player.points] as const));
    const table = new ContestRanking(ranking, entered.map((entry) => ({ entryId: entry.id, userId: entry.userId, teamId: entry.teamId })));
    return table.page(table.size);
  }

  /** A private contest's table is for its entrants (and admins); anyone else is told it does not exist. */
  private async assertMayRead(user: AuthUser, contest: RankedContest): Promise<void> {
    if (!contest.isPrivate || user.role === 'ROLE_ADMIN') return;
    if (!(await this.deps.entries.isEntrant(this.deps.db, contest.id, user.id))) throw contestNotFound(contest.id);
  }

  // -------------------------------------------------------------------------------------------
  // Sources

  private async sourceOf(contestId: number): Promise<TableSource> {
    const { db, contests } = this.deps;
    const found = await contests.rankedWithMatch(db, contestId);
    if (!found) throw contestNotFound(contestId);
    const { contest, match } = found;
    if (contest.status === 'UPCOMING' || contest.status === 'CANCELLED') return { kind: 'joined', contest, match };
    if (contest.resultsAt) return { kind: 'fixed', contest, match };
    const board = await this.boardFor(match);
    board.lastUsed = Date.now();
    const ranked = board.contest(contestId);
    // A board built a moment before this contest went live does not hold it: build it again.
    if (!ranked) {
      this.dropBoard(match.id);
      const fresh = await this.boardFor(match);
      const again = fresh.contest(contestId);
      return again ? { kind: 'live', contest, match, board: fresh, ranked: again } : { kind: 'joined', contest, match };
    }
    return { kind: 'live', contest, match, board, ranked };
  }

  private async tableRows(source: TableSource, limit: number, after: TablePlace | undefined): Promise<TableRow[]> {
    const { db, entries } = this.deps;
    switch (source.kind) {
      case 'live':
        return source.ranked.ranking.page(limit, after).map(liveRow);
      case 'fixed':
        return (await entries.resultsPage(db, source.contest.id, { limit, after: after && { points: after.score / 2, id: after.entryId } })).map(storedRow);
      case 'joined':
        return (await entries.joinedPage(db, source.contest.id, { limit, afterId: after?.entryId })).map(joinedRow);
    }
  }

  private async ownRows(source: TableSource, userId: number): Promise<TableRow[]> {
    if (source.kind === 'live') return source.ranked.ranking.standingsOf(userId).map(liveRow);
    const own = await this.deps.entries.ownIn(this.deps.db, source.contest.id, userId);
    return source.kind === 'fixed' ? own.map(storedRow).sort((a, b) => b.score - a.score || a.entryId - b.entryId) : own.map(joinedRow);
  }

  private async settled(): Promise<Map<number, number>> {
    const { db, contests, entries } = this.deps;
    this.settledTotals ??= contests.fixedIds(db).then((ids) => entries.pointsByUser(db, ids));
    try {
      return await this.settledTotals;
    } catch (error) {
      this.settledTotals = undefined;
      throw error;
    }
  }

  private async namesOf(userIds: readonly number[]): Promise<Map<number, string>> {
    const missing = [...new Set(userIds)].filter((id) => !this.names.has(id));
    if (missing.length > 0) for (const [id, name] of await this.deps.auth.namesOf(missing)) this.names.set(id, name);
    return this.names;
  }

  private multipliersOf(match: MatchRow) {
    const table = POINTS_SYSTEM.formats[match.matchType];
    return { captain: table.captainMultiplier, viceCaptain: table.viceCaptainMultiplier };
  }

  // -------------------------------------------------------------------------------------------
  // Boards

  /** The match's board: kept, being built, or built now from one snapshot of the database. */
  private boardFor(match: MatchRow): Promise<MatchBoard> {
    const kept = this.boards.get(match.id);
    if (kept) return Promise.resolve(kept);
    let building = this.building.get(match.id);
    if (!building) {
      const generation = this.generations.get(match.id) ?? 0;
      this.pendingEvents.set(match.id, []);
      building = this.build(match)
        .then((board) => {
          let missed = false;
          for (const event of this.pendingEvents.get(match.id) ?? []) missed ||= board.apply(event.version, event.points) === 'gap';
          // Kept unless the match's contests changed meanwhile, or an event went missing: then the next reader builds it again.
          if (!missed && generation === (this.generations.get(match.id) ?? 0)) this.keep(board);
          return board;
        })
        .finally(() => {
          this.pendingEvents.delete(match.id);
          this.building.delete(match.id);
        });
      this.building.set(match.id, building);
    }
    return building;
  }

  private async build(match: MatchRow): Promise<MatchBoard> {
    const { db, contests, entries, teams, players, scoring } = this.deps;
    const source = await db.transaction(
      async (tx): Promise<BoardSource> => {
        const [version, squad, all] = await Promise.all([scoring.versionOf(tx, match.id), players.squadOf(tx, match.id), contests.rankedOf(tx, match)]);
        const ranked = all.filter((contest) => (contest.status === 'LIVE' || contest.status === 'COMPLETED') && !contest.resultsAt);
        const [entered, lineups] = await Promise.all([entries.rankedEntries(tx, ranked.map((contest) => contest.id)), teams.lineupsOf(tx, match.id)]);
        return {
          matchId: match.id,
          version,
          multipliers: this.multipliersOf(match),
          points: squad.map((player) => [player.id, player.points] as const),
          contests: ranked.map(({ id, name, prizes }) => ({ id, name, prizes })),
          entries: entered,
          teams: lineups,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return new MatchBoard(match.id, source);
  }

  private keep(board: MatchBoard): void {
    this.boards.set(board.matchId, board);
  }

  private dropBoard(matchId: number): void {
    this.boards.delete(matchId);
  }

  private dropIdleBoards(): void {
    const idleSince = Date.now() - IDLE_MS;
    for (const board of this.boards.values()) {
      if (board.lastUsed < idleSince && !this.writeBacks.has(board.matchId) && !this.writingBack.has(board.matchId)) this.dropBoard(board.matchId);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Writing back

  private scheduleWriteBack(board: MatchBoard): void {
    if (this.writeBacks.has(board.matchId)) return;
    const timer = setTimeout(() => {
      this.writeBacks.delete(board.matchId);
      void this.writeBack(board.matchId);
    }, this.writeBackDelayMs);
    timer.unref();
    this.writeBacks.set(board.matchId, timer);
  }

  /** Writes the entries whose points or rank moved, a chunk per transaction; one writer per contest across processes. */
  private writeBack(matchId: number): Promise<void> {
    const board = this.boards.get(matchId);
    if (!board) return Promise.resolve();
    const running = this.writingBack.get(matchId);
    if (running) {
      // One at a time per board: what moves meanwhile is written by the next one.
      this.scheduleWriteBack(board);
      return running;
    }
    const work = this.writeBoard(board).finally(() => this.writingBack.delete(matchId));
    this.writingBack.set(matchId, work);
    return work;
  }

  private async writeBoard(board: MatchBoard): Promise<void> {
    try {
      for (const contest of board.contests.values()) {
        const { rows, commit } = board.unwritten(contest);
        let wrote = true;
        for (let start = 0; wrote && start < rows.length; start += WRITE_BACK_CHUNK) {
          const chunk = rows.slice(start, start + WRITE_BACK_CHUNK);
          wrote = await this.deps.db.transaction((tx) => this.deps.entries.writeStandings(tx, contest.id, chunk));
          // What else waits for the database goes first (the embedded one has one connection).
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (wrote) commit();
      }
    } catch (error) {
      this.deps.log.error({ err: error, matchId: board.matchId }, 'writing live ranks back failed');
    }
  }

  /** Writes back now what is waiting, after what is under way (tests, and a graceful stop). */
  async flushWriteBacks(): Promise<void> {
    await Promise.all(this.writingBack.values());
    for (const [matchId, timer] of [...this.writeBacks]) {
      clearTimeout(timer);
      this.writeBacks.delete(matchId);
      await this.writeBack(matchId);
    }
  }
}

/** The best `size` users by points (ties by user id), offered one at a time. */
class TopUsers {
  private readonly kept: [user: number, points: number][] = [];

  constructor(private readonly size: number) {}

  offer(user: number, points: number): void {
    const { kept, size } = this;
    const beats = (other: [number, number]) => points > other[1] || (points === other[1] && user < other[0]);
    if (kept.length === size && !beats(kept[size - 1]!)) return;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (beats(kept[middle]!)) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, [user, points]);
    if (kept.length > size) kept.pop();
  }

  best(): [number, number][] {
    return this.kept;
  }
}

function liveRow(standing: Standing): TableRow {
  return { rank: standing.rank, userId: standing.userId, teamId: standing.teamId, entryId: standing.entryId, score: standing.score, prizePaise: null };
}

function storedRow(entry: EntryRow): TableRow {
  return { rank: entry.rank ?? 0, userId: entry.userId, teamId: entry.teamId, entryId: entry.id, score: Math.round(entry.points * 2), prizePaise: entry.prizePaise };
}

/** Before the deadline (or in a cancelled contest): nobody has points, so everyone shares rank 1. */
function joinedRow(entry: EntryRow): TableRow {
  return { rank: 1, userId: entry.userId, teamId: entry.teamId, entryId: entry.id, score: 0, prizePaise: null };
}
