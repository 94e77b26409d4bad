import { ContestRanking, MatchRanking, type Multipliers, type RankedTeam, type Standing } from '@crease/game';
import type { RankedContest } from '../contests/contests.service.ts';
import type { MatchRow } from '../matches/matches.service.ts';

/**
 * A contest of a match that ranks live (its status LIVE, or COMPLETED with results not fixed
 * yet), as it was when the board was built: a change to it drops the board.
 */
export interface BoardContest extends RankedContest {
  ranking: ContestRanking;
  /** What was last written back to the entries (half points and rank), per entry: only changes are written. */
  written: { score: Int32Array; rank: Int32Array };
}

export interface BoardEntry {
  id: number;
  contestId: number;
  userId: number;
  teamId: number;
  /** As last written back (so a rebuilt board writes only what moved since). */
  points: number;
  rank: number | null;
}

/** What a board is built from, read in one snapshot of the database. */
export interface BoardSource {
  /** The match, as it was when the board was built (a change of its state drops the board). */
  match: MatchRow;
  /** The match's scoring version the players' points are at. */
  version: number;
  multipliers: Multipliers;
  points: readonly (readonly [playerId: number, points: number])[];
  contests: readonly RankedContest[];
  entries: readonly BoardEntry[];
  teams: readonly RankedTeam[];
}

/** What happened to a board given a scoring event. */
export type BoardUpdate = 'moved' | 'unchanged' | 'stale' | 'gap';

/**
 * The live tables of one match's contests, in memory: one MatchRanking over every team entered
 * in them, one ContestRanking per contest, at a scoring version. A scoring event moves the team
 * scores by the players' new points and re-ranks each contest by counting (`MatchRanking` and
 * `ContestRanking` in packages/game).
 */
export class MatchBoard {
  readonly ranking: MatchRanking;
  readonly contests = new Map<number, BoardContest>();
  version: number;
  /** When a reader last used it (boards nobody reads are dropped). */
  lastUsed = Date.now();
  private bestsCache: { version: number; bests: Map<number, number> } | undefined;

  readonly matchId: number;
  readonly match: MatchRow;

  constructor(source: BoardSource) {
    this.matchId = source.match.id;
    this.match = source.match;
    const entered = new Set(source.entries.map((entry) => entry.teamId));
    this.ranking = new MatchRanking(
      source.teams.filter((team) => entered.has(team.teamId)),
      source.multipliers,
    );
    this.ranking.setPlayerPoints(source.points);
    this.version = source.version;
    const byContest = new Map<number, BoardEntry[]>();
    for (const entry of source.entries) {
      const list = byContest.get(entry.contestId);
      if (list) list.push(entry);
      else byContest.set(entry.contestId, [entry]);
    }
    for (const contest of source.contests) {
      const entries = byContest.get(contest.id) ?? [];
      const ranking = new ContestRanking(
        this.ranking,
        entries.map((entry) => ({ entryId: entry.id, userId: entry.userId, teamId: entry.teamId })),
      );
      const stored = new Map(entries.map((entry) => [entry.id, entry]));
      const written = { score: new Int32Array(ranking.size), rank: new Int32Array(ranking.size) };
      for (let index = 0; index < ranking.size; index += 1) {
        const entry = stored.get(ranking.entryIds[index]!)!;
        written.score[index] = Math.round(entry.points * 2);
        written.rank[index] = entry.rank ?? 0;
      }
      this.contests.set(contest.id, { ...contest, ranking, written });
    }
  }

  /**
   * Applies a scoring event: the next version moves the scores and re-ranks; an old one changes
   * nothing; one that skips a version means an event was missed, and the board must be rebuilt.
   */
  apply(version: number, points: readonly (readonly [number, number])[]): BoardUpdate {
    if (version <= this.version) return 'stale';
    if (version !== this.version + 1) return 'gap';
    this.version = version;
    if (!this.ranking.setPlayerPoints(points)) return 'unchanged';
    for (const contest of this.contests.values()) contest.ranking.rerank();
    return 'moved';
  }

  contest(id: number): BoardContest | undefined {
    return this.contests.get(id);
  }

  /** Each user's best entry in this board's contests, in points (kept until the next version). */
  userBests(): Map<number, number> {
    if (this.bestsCache?.version === this.version) return this.bestsCache.bests;
    const bests = new Map<number, number>();
    for (const { ranking } of this.contests.values()) {
      for (let index = 0; index < ranking.size; index += 1) {
        const user = ranking.userIds[index]!;
        const score = ranking.scoreAt(index);
        const best = bests.get(user);
        if (best === undefined || score > best) bests.set(user, score);
      }
    }
    for (const [user, halves] of bests) bests.set(user, halves / 2);
    this.bestsCache = { version: this.version, bests };
    return bests;
  }

  /** Entries whose points or rank moved since they were last written back, as [entryId, points, rank]. */
  unwritten(contest: BoardContest): { rows: [number, number, number][]; commit: () => void } {
    const { ranking, written } = contest;
    const rows: [number, number, number][] = [];
    const indexes: number[] = [];
    for (let index = 0; index < ranking.size; index += 1) {
      const score = ranking.scoreAt(index);
      const rank = ranking.rankAt(index);
      if (written.score[index] !== score || written.rank[index] !== rank) {
        rows.push([ranking.entryIds[index]!, score / 2, rank]);
        indexes.push(index);
      }
    }
    return {
      rows,
      commit: () => {
        for (let at = 0; at < indexes.length; at += 1) {
          written.score[indexes[at]!] = rows[at]![1] * 2;
          written.rank[indexes[at]!] = rows[at]![2];
        }
      },
    };
  }
}

/** A standing's points, from the half points the ranking keeps. */
export const pointsOf = (standing: Pick<Standing, 'score'>) => standing.score / 2;
