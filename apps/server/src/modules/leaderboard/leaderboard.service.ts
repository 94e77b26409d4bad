import type { FastifyBaseLogger } from 'fastify';
import {
  isBeforeDeadline,
  multipliersFor,
  type AuthUser,
  type ComparisonView,
  type EntryTeamView,
  type LeaderboardRowView,
  type OverallLeaderboardRowView,
  type Standing,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { contestNotFound, type ContestResults, type RankedContest } from '../contests/contests.service.ts';
import type { EntriesService, EntryRow, LiveStanding } from '../entries/entries.service.ts';
import type { LiveHub, TopicDefinition } from '../live/live-hub.ts';
import { presentMatchSummary } from '../matches/matches.presenter.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { ScoringEvent, ScoringService } from '../scoring/scoring.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { BoardCache } from './board-cache.ts';
import { presentComparison, presentEntryTeam, presentOverallRow, presentRow, type TableRow } from './leaderboard.presenter.ts';
import type { BoardContest, MatchBoard } from './match-board.ts';
import { StandingsWriteBack } from './standings-write-back.ts';

export const OVERALL_TOPIC = '/topic/leaderboard';
export const contestTopic = (contestId: number) => `/topic/contests/${contestId}/leaderboard`;

/** Rows a topic carries, and the overall table's length. */
const TOP = 100;
const CHANGED_CHANNEL = 'leaderboard:match-changed';

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
  contests: ContestResults;
  entries: EntriesService;
  teams: TeamsService;
  scoring: ScoringService;
  /** How long after a change the live points and ranks are written back to the entries. */
  writeBackDelayMs?: number;
}

/**
 * The leaderboards, read. Live contests are ranked in memory per match (`BoardCache`, whose
 * moved standings `StandingsWriteBack` writes to the entries a few seconds later); before the
 * deadline a table is the entries as they joined, with no points; once a contest's results are
 * fixed it is read from the stored final table.
 *
 * Topics: `/topic/contests/{id}/leaderboard` (the top 100, then the subscriber's own entries
 * below them) and `/topic/leaderboard` (one live match's top 100 users, each by their best entry
 * in it, every row naming the match). A live contest's table, its pushes and the check of who may
 * read it come from the board in memory, with no query.
 */
export class LeaderboardService {
  private readonly boards: BoardCache;
  private readonly writeBack: StandingsWriteBack;
  private readonly names = new Map<number, string>();
  /** What a contest topic's shared rows were made from, and the entries on them: for adding a subscriber's own rows. */
  private readonly topicSources = new WeakMap<object, { source: TableSource; shown: Set<number> }>();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: LeaderboardDeps) {
    const { db, entries, log, contests, teams, players, scoring } = deps;
    this.writeBack = new StandingsWriteBack({ db, entries, log, delayMs: deps.writeBackDelayMs ?? 3_000, boardOf: (matchId) => this.boards.kept(matchId) });
    this.boards = new BoardCache({ db, contests, entries, teams, players, scoring, busy: (matchId) => this.writeBack.busy(matchId) });
    this.unsubscribe = deps.bus.subscribe(CHANGED_CHANNEL, (message) => this.forgetMatch(message as { matchId: number; contestIds: number[] }));
  }

  /** The topics the live channel serves from here (app.ts adds them to the hub). */
  topics(): TopicDefinition[] {
    return [
      { pattern: /^\/topic\/leaderboard$/, load: () => this.overall() },
      {
        pattern: /^\/topic\/contests\/(\d+)\/leaderboard$/,
        authorize: async ([id], user) => this.assertMayRead(user, await this.sourceOf(Number(id))),
        load: ([id]) => this.contestTop(Number(id)),
        personalize: (_params, user, shared) => this.ownRowsBelow(user, shared as LeaderboardRowView[]),
      },
    ];
  }

  close(): void {
    this.unsubscribe();
    this.boards.close();
    this.writeBack.close();
  }

  /** Writes back now what is waiting, after what is under way (tests, and a graceful stop). */
  flushWriteBacks(): Promise<void> {
    return this.writeBack.flush();
  }

  // -------------------------------------------------------------------------------------------
  // Changes

  /** A scoring event (every process hears each one): move the board, push the tables. */
  applyScoring(event: ScoringEvent): void {
    const applied = this.boards.apply(event);
    if (applied) {
      if (applied.update === 'moved') this.writeBack.schedule(applied.board);
      for (const contestId of applied.board.contests.keys()) this.deps.hub.refreshHere(contestTopic(contestId));
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
    this.boards.forget(matchId);
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
    await this.assertMayRead(user, source);
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

  /**
   * The overall table (`/topic/leaderboard`, the /auth screen): one live match (with several, the
   * one with the most teams entered, then the latest to start), the top users each once by their
   * best entry in it, every row naming the match. No live match: no rows.
   */
  async overall(): Promise<OverallLeaderboardRowView[]> {
    const { db, matches } = this.deps;
    const boards = await Promise.all((await matches.live(db)).map((match) => this.boards.boardFor(match)));
    const board = boards.reduce<MatchBoard | undefined>((best, one) => (!best || ranksBefore(one, best) ? one : best), undefined);
    if (!board) return [];
    // One pass over every user, keeping the best 100: the table is pushed up to four times a
    // second, and sorting every user each time would cost more than everything else.
    const top = new TopUsers(TOP);
    for (const [user, points] of board.userBests()) top.offer(user, points);
    const best = top.best();
    const names = await this.namesOf(best.map(([user]) => user));
    const match = presentMatchSummary(board.match);
    return best.map(([user, points]) => presentOverallRow(names.get(user), points, match));
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
    await this.assertMayRead(user, source);
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
      multipliers: multipliersFor(source.match.matchType),
    });
  }

  /**
   * Two entries of a contest side by side, with the points each player has made so far for each
   * (live: the board's points as they stand). Before the deadline only the caller's own entries;
   * after it, any two, for the contest's entrants and admins (as for an entry's team).
   */
  async compare(user: AuthUser, contestId: number, aId: number, bId: number): Promise<ComparisonView> {
    const { db, entries, teams, players } = this.deps;
    const source = await this.sourceOf(contestId);
    await this.assertMayRead(user, source);
    const [a, b] = await Promise.all([entries.find(db, aId), entries.find(db, bId)]);
    if (!a || a.contestId !== contestId) throw notFound(`a: entry ${aId} is not in contest ${contestId}.`);
    if (!b || b.contestId !== contestId) throw notFound(`b: entry ${bId} is not in contest ${contestId}.`);
    const { match } = source;
    if (a.userId !== user.id || b.userId !== user.id) {
      if (isBeforeDeadline(match.state, match.startTime, this.deps.clock.now())) {
        throw forbidden(`Teams stay hidden until ${match.teamA} vs ${match.teamB} starts; until then you can compare only your own entries.`, 'TEAMS_HIDDEN');
      }
      if (user.role !== 'ROLE_ADMIN' && !(await entries.isEntrant(db, contestId, user.id))) {
        throw forbidden(`Only the entrants of ${source.contest.name} can compare its teams.`, 'NOT_AN_ENTRANT');
      }
    }
    const [teamA, teamB, squad, names] = await Promise.all([teams.findAny(db, a.teamId), teams.findAny(db, b.teamId), players.squadOf(db, match.id), this.namesOf([a.userId, b.userId])]);
    // Live, the points are the board's as they stand (what its ranks are made of); else as stored.
    const ranking = source.kind === 'live' ? source.board.ranking : undefined;
    return presentComparison(
      { a: { entryId: a.id, username: names.get(a.userId), team: teamA! }, b: { entryId: b.id, username: names.get(b.userId), team: teamB! } },
      squad,
      (player) => ranking?.pointsOfPlayer(player.id) ?? player.points,
      multipliersFor(match.matchType),
    );
  }

  /**
   * A private contest's table is for its entrants (and admins); anyone else is told it does not
   * exist. A live one answers from its board.
   */
  private async assertMayRead(user: AuthUser, source: TableSource): Promise<void> {
    const { contest } = source;
    if (!contest.isPrivate || user.role === 'ROLE_ADMIN') return;
    const entrant = source.kind === 'live' ? source.ranked.ranking.standingsOf(user.id).length > 0 : await this.deps.entries.isEntrant(this.deps.db, contest.id, user.id);
    if (!entrant) throw contestNotFound(contest.id);
  }

  // -------------------------------------------------------------------------------------------
  // Sources

  /** Where a contest's table comes from now: a kept board holds a live one (no query), else the database says. */
  private async sourceOf(contestId: number): Promise<TableSource> {
    const held = this.boards.holding(contestId);
    if (held) return { kind: 'live', contest: held.ranked, match: held.board.match, board: held.board, ranked: held.ranked };
    const found = await this.deps.contests.rankedWithMatch(this.deps.db, contestId);
    if (!found) throw contestNotFound(contestId);
    const { contest, match } = found;
    if (contest.status === 'UPCOMING' || contest.status === 'CANCELLED') return { kind: 'joined', contest, match };
    if (contest.resultsAt) return { kind: 'fixed', contest, match };
    const board = await this.boards.boardFor(match);
    const ranked = board.contest(contestId);
    // A board built a moment before this contest went live does not hold it: build it again.
    if (!ranked) {
      this.boards.forget(match.id);
      const fresh = await this.boards.boardFor(match);
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

  private async namesOf(userIds: readonly number[]): Promise<Map<number, string>> {
    const missing = [...new Set(userIds)].filter((id) => !this.names.has(id));
    if (missing.length > 0) for (const [id, name] of await this.deps.auth.namesOf(missing)) this.names.set(id, name);
    return this.names;
  }
}

/** Which live match the overall table ranks: the most teams entered, then the latest start, then the latest made. */
function ranksBefore(one: MatchBoard, other: MatchBoard): boolean {
  const size = one.ranking.size - other.ranking.size;
  if (size !== 0) return size > 0;
  const start = one.match.startTime.getTime() - other.match.startTime.getTime();
  return start !== 0 ? start > 0 : one.matchId > other.matchId;
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
