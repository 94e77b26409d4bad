import { multipliersFor } from '@crease/game';
import type { Db } from '../../db/client.ts';
import type { ContestResults } from '../contests/contests.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { MatchRow } from '../matches/matches.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { ScoringEvent, ScoringService } from '../scoring/scoring.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { MatchBoard, type BoardContest, type BoardSource } from './match-board.ts';

/** Boards nobody has read for this long are dropped (rebuilt from the database when needed). */
const IDLE_MS = 10 * 60_000;

export interface BoardCacheDeps {
  db: Db;
  contests: ContestResults;
  entries: EntriesService;
  teams: TeamsService;
  players: PlayersService;
  scoring: ScoringService;
  /** Whether a board still has work of its own under way (its live ranks being written back): not dropped while idle. */
  busy: (matchId: number) => boolean;
}

/**
 * The live matches' boards in this process's memory (match-board.ts): built lazily from the
 * database in one snapshot, moved by scoring events, rebuilt after a missed one, dropped when
 * the match's contests change state or nobody reads them. A kept board answers for its contests
 * with no query at all.
 */
export class BoardCache {
  private readonly boards = new Map<number, MatchBoard>();
  /** Which kept board ranks a contest. */
  private readonly contestBoards = new Map<number, MatchBoard>();
  private readonly building = new Map<number, Promise<MatchBoard>>();
  /** Scoring events that arrived while a board was being built: applied once it is. */
  private readonly pendingEvents = new Map<number, ScoringEvent[]>();
  /** Bumped when a match's contests change: a board built before that is not kept. */
  private readonly generations = new Map<number, number>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly deps: BoardCacheDeps) {
    this.sweep = setInterval(() => this.dropIdle(), 60_000);
    this.sweep.unref();
  }

  close(): void {
    clearInterval(this.sweep);
  }

  /** The kept board of a match, if this process holds one. */
  kept(matchId: number): MatchBoard | undefined {
    return this.boards.get(matchId);
  }

  /** Every kept board. */
  all(): IterableIterator<MatchBoard> {
    return this.boards.values();
  }

  /** The kept board that ranks a contest, and the contest on it: from memory, or undefined. */
  holding(contestId: number): { board: MatchBoard; ranked: BoardContest } | undefined {
    const board = this.contestBoards.get(contestId);
    const ranked = board?.contest(contestId);
    if (!board || !ranked) return undefined;
    board.lastUsed = Date.now();
    return { board, ranked };
  }

  /** The match's board: kept, being built, or built now from one snapshot of the database. */
  boardFor(match: MatchRow): Promise<MatchBoard> {
    const kept = this.boards.get(match.id);
    if (kept) {
      kept.lastUsed = Date.now();
      return Promise.resolve(kept);
    }
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

  /**
   * A scoring event (every process hears each one): moves the match's kept board, or holds the
   * event for the board being built. Answers the board and what happened to it.
   */
  apply(event: ScoringEvent): { board: MatchBoard; update: ReturnType<MatchBoard['apply']> } | undefined {
    const pending = this.pendingEvents.get(event.matchId);
    if (pending) {
      pending.push(event);
      return undefined;
    }
    const board = this.boards.get(event.matchId);
    if (!board) return undefined;
    const update = board.apply(event.version, event.points);
    if (update === 'gap') this.drop(event.matchId);
    return { board, update };
  }

  /** A match's contests changed: what was kept or is being built for it is not kept. */
  forget(matchId: number): void {
    this.generations.set(matchId, (this.generations.get(matchId) ?? 0) + 1);
    this.drop(matchId);
  }

  /** Nothing kept or being built is kept: every board is built again from the database when read. */
  forgetAll(): void {
    for (const matchId of new Set([...this.boards.keys(), ...this.building.keys()])) this.forget(matchId);
  }

  /** Boards kept here, and the contests they rank (the metrics). */
  get size(): { boards: number; contests: number } {
    return { boards: this.boards.size, contests: this.contestBoards.size };
  }

  private async build(match: MatchRow): Promise<MatchBoard> {
    const { db, contests, entries, teams, players, scoring } = this.deps;
    const source = await db.transaction(
      async (tx): Promise<BoardSource> => {
        const [version, squad, all] = await Promise.all([scoring.versionOf(tx, match.id), players.squadOf(tx, match.id), contests.rankedOf(tx, match)]);
        const ranked = all.filter((contest) => (contest.status === 'LIVE' || contest.status === 'COMPLETED') && !contest.resultsAt);
        const [entered, lineups] = await Promise.all([entries.rankedEntries(tx, ranked.map((contest) => contest.id)), teams.lineupsOf(tx, match.id)]);
        return {
          match,
          version,
          multipliers: multipliersFor(match.matchType),
          points: squad.map((player) => [player.id, player.points] as const),
          contests: ranked,
          entries: entered,
          teams: lineups,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return new MatchBoard(source);
  }

  private keep(board: MatchBoard): void {
    this.drop(board.matchId);
    this.boards.set(board.matchId, board);
    for (const contestId of board.contests.keys()) this.contestBoards.set(contestId, board);
  }

  private drop(matchId: number): void {
    const board = this.boards.get(matchId);
    if (!board) return;
    this.boards.delete(matchId);
    for (const contestId of board.contests.keys()) if (this.contestBoards.get(contestId) === board) this.contestBoards.delete(contestId);
  }

  private dropIdle(): void {
    const idleSince = Date.now() - IDLE_MS;
    for (const board of [...this.boards.values()]) {
      if (board.lastUsed < idleSince && !this.deps.busy(board.matchId)) this.drop(board.matchId);
    }
  }
}
