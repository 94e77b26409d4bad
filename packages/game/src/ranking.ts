/**
 * Live team scores and contest ranks, on typed arrays, so that a delivery re-ranks a contest of a
 * million entries in milliseconds.
 *
 * Scores are kept in half points: a player counts 2 halves per point, the Vice-Captain 3 (1.5x)
 * and the Captain 4 (2x), so every score stays a whole number. A delivery changes the points of
 * a few players; each team holding one of them moves by the known delta (an index from player
 * to the teams that hold them), and a contest re-ranks by counting its entries per score (a
 * histogram), never by sorting every entry.
 */

export interface RankedTeam {
  teamId: number;
  playerIds: readonly number[];
  captainId: number;
  viceCaptainId: number;
}

export interface Multipliers {
  captain: number;
  viceCaptain: number;
}

/** Half points per point for a player, the Vice-Captain and the Captain. */
export function halfWeights({ captain, viceCaptain }: Multipliers): { player: number; vice: number; captain: number } {
  const weights = { player: 2, vice: viceCaptain * 2, captain: captain * 2 };
  if (!Number.isInteger(weights.vice) || !Number.isInteger(weights.captain)) {
    throw new Error('Captain and Vice-Captain multipliers must be whole or half numbers');
  }
  return weights;
}

/** One match's teams: their scores in half points, moved by each change of a player's points. */
export class MatchRanking {
  readonly teamIds: Int32Array;
  /** Each team's score, in half points. */
  readonly scores: Int32Array;
  /** The lowest and highest score any team has had: the histogram's range. */
  low = 0;
  high = 0;
  private readonly teamIndex = new Map<number, number>();
  private readonly playerIndex = new Map<number, number>();
  private readonly playerPoints: Float64Array;
  /** Per player, the teams that hold them and with what weight (compressed rows). */
  private readonly holderStart: Int32Array;
  private readonly holderTeam: Int32Array;
  private readonly holderWeight: Int8Array;

  constructor(teams: readonly RankedTeam[], multipliers: Multipliers) {
    const weights = halfWeights(multipliers);
    this.teamIds = new Int32Array(teams.length);
    this.scores = new Int32Array(teams.length);
    const counts: number[] = [];
    teams.forEach((team, index) => {
      this.teamIds[index] = team.teamId;
      this.teamIndex.set(team.teamId, index);
      for (const playerId of team.playerIds) {
        let player = this.playerIndex.get(playerId);
        if (player === undefined) {
          player = this.playerIndex.size;
          this.playerIndex.set(playerId, player);
          counts.push(0);
        }
        counts[player]! += 1;
      }
    });
    const players = this.playerIndex.size;
    this.playerPoints = new Float64Array(players);
    this.holderStart = new Int32Array(players + 1);
    for (let player = 0; player < players; player += 1) this.holderStart[player + 1] = this.holderStart[player]! + counts[player]!;
    this.holderTeam = new Int32Array(this.holderStart[players]!);
    this.holderWeight = new Int8Array(this.holderStart[players]!);
    const fill = this.holderStart.slice(0, players);
    teams.forEach((team, index) => {
      for (const playerId of team.playerIds) {
        const player = this.playerIndex.get(playerId)!;
        const at = fill[player]!;
        fill[player] = at + 1;
        this.holderTeam[at] = index;
        this.holderWeight[at] = playerId === team.captainId ? weights.captain : playerId === team.viceCaptainId ? weights.vice : weights.player;
      }
    });
  }

  get size(): number {
    return this.teamIds.length;
  }

  indexOfTeam(teamId: number): number | undefined {
    return this.teamIndex.get(teamId);
  }

  /** A player's points as the ranking holds them now; undefined for a player no team picked. */
  pointsOfPlayer(playerId: number): number | undefined {
    const player = this.playerIndex.get(playerId);
    return player === undefined ? undefined : this.playerPoints[player];
  }

  /** A team's score in points (halves made whole again). */
  pointsOf(teamIndex: number): number {
    return this.scores[teamIndex]! / 2;
  }

  /**
   * Sets players' points (whole points, as the points system gives them) and moves every team
   * holding them by the difference. Players no team picked are ignored. Returns whether any
   * team's score changed.
   */
  setPlayerPoints(changes: Iterable<readonly [playerId: number, points: number]>): boolean {
    let moved = false;
    const { scores, holderStart, holderTeam, holderWeight } = this;
    let { low, high } = this;
    for (const [playerId, points] of changes) {
      const player = this.playerIndex.get(playerId);
      if (player === undefined) continue;
      const delta = points - this.playerPoints[player]!;
      if (delta === 0) continue;
      if (!Number.isInteger(delta)) throw new Error(`player ${playerId}: points must be whole (${points})`);
      this.playerPoints[player] = points;
      moved = true;
      const end = holderStart[player + 1]!;
      for (let at = holderStart[player]!; at < end; at += 1) {
        const team = holderTeam[at]!;
        const score = scores[team]! + holderWeight[at]! * delta;
        scores[team] = score;
        if (score < low) low = score;
        else if (score > high) high = score;
      }
    }
    this.low = low;
    this.high = high;
    return moved;
  }
}

export interface RankedEntry {
  entryId: number;
  userId: number;
  teamId: number;
}

/** A place in a contest's table. */
export interface Standing {
  entryId: number;
  userId: number;
  teamId: number;
  rank: number;
  /** Half points. */
  score: number;
}

/**
 * One contest's entries over a match's team scores. `rerank()` counts entries per score and
 * turns the counts into "how many are ahead": an entry's competition rank (1, 2, 2, 4) is one
 * more than that, read in O(1). Equal scores are listed by entry id, the order they joined.
 */
export class ContestRanking {
  readonly entryIds: Int32Array;
  readonly userIds: Int32Array;
  /** Each entry's team, as an index into the match's ranking. */
  readonly entryTeams: Int32Array;
  /** ahead[s - offset]: the entries scoring above s, as of the last re-rank. */
  private ahead = new Int32Array(1);
  private offset = 0;
  private highest = 0;
  private readonly byUser = new Map<number, number[]>();

  constructor(
    readonly match: MatchRanking,
    entries: readonly RankedEntry[],
  ) {
    const sorted = [...entries].sort((a, b) => a.entryId - b.entryId);
    this.entryIds = new Int32Array(sorted.length);
    this.userIds = new Int32Array(sorted.length);
    this.entryTeams = new Int32Array(sorted.length);
    sorted.forEach((entry, index) => {
      const team = match.indexOfTeam(entry.teamId);
      if (team === undefined) throw new Error(`entry ${entry.entryId}: team ${entry.teamId} is not in the match's ranking`);
      this.entryIds[index] = entry.entryId;
      this.userIds[index] = entry.userId;
      this.entryTeams[index] = team;
      const own = this.byUser.get(entry.userId);
      if (own) own.push(index);
      else this.byUser.set(entry.userId, [index]);
    });
    this.rerank();
  }

  get size(): number {
    return this.entryIds.length;
  }

  /** Recounts the entries per score after the match's scores moved: O(entries + score range). */
  rerank(): void {
    const { low, high, scores } = this.match;
    const range = high - low + 1;
    const counts = new Int32Array(range + 1);
    const teams = this.entryTeams;
    for (let index = 0; index < teams.length; index += 1) counts[scores[teams[index]!]! - low]! += 1;
    // ahead[s] = entries with a score above s: a running sum from the top.
    let above = 0;
    for (let score = range - 1; score >= 0; score -= 1) {
      const here = counts[score]!;
      counts[score] = above;
      above += here;
    }
    this.ahead = counts;
    this.offset = low;
    this.highest = high;
  }

  scoreAt(index: number): number {
    return this.match.scores[this.entryTeams[index]!]!;
  }

  rankAt(index: number): number {
    return this.ahead[this.scoreAt(index) - this.offset]! + 1;
  }

  standingAt(index: number): Standing {
    return {
      entryId: this.entryIds[index]!,
      userId: this.userIds[index]!,
      teamId: this.match.teamIds[this.entryTeams[index]!]!,
      rank: this.rankAt(index),
      score: this.scoreAt(index),
    };
  }

  /** A user's entries, best first. */
  standingsOf(userId: number): Standing[] {
    return (this.byUser.get(userId) ?? []).map((index) => this.standingAt(index)).sort(byPlace);
  }

  /**
   * `limit` standings in table order (score, then entry id), after the place `after` when given:
   * the counts find the lowest score that can fill the page, and one pass collects it. Entries
   * above that score are fewer than `limit` and are sorted; those at it are taken in index order,
   * which is entry id order, so a table where thousands tie is never sorted whole.
   */
  page(limit: number, after?: { score: number; entryId: number }): Standing[] {
    if (limit <= 0 || this.size === 0) return [];
    const start = after ? after.score : this.highest + 1;
    const floor = this.lowestScoreFilling(limit, start);
    const { scores } = this.match;
    const teams = this.entryTeams;
    const entryIds = this.entryIds;
    const above: number[] = [];
    const atFloor: number[] = [];
    for (let index = 0; index < teams.length; index += 1) {
      const score = scores[teams[index]!]!;
      if (score < floor) continue;
      if (after && (score > after.score || (score === after.score && entryIds[index]! <= after.entryId))) continue;
      if (score > floor) above.push(index);
      else if (atFloor.length < limit) atFloor.push(index);
    }
    const byScore = (a: number, b: number) => scores[teams[b]!]! - scores[teams[a]!]! || entryIds[a]! - entryIds[b]!;
    return [...above.sort(byScore), ...atFloor].slice(0, limit).map((index) => this.standingAt(index));
  }

  /** The top of the table. */
  top(limit: number): Standing[] {
    return this.page(limit);
  }

  /** The highest score s for which at least `wanted` entries score from s up to below `start`. */
  private lowestScoreFilling(wanted: number, start: number): number {
    const aboveStart = this.countAtOrAbove(start);
    for (let score = Math.min(start, this.highest + 1) - 1; score > this.offset; score -= 1) {
      if (this.countAtOrAbove(score) - aboveStart >= wanted) return score;
    }
    return this.offset;
  }

  /** Entries scoring `score` or more, as of the last re-rank. */
  private countAtOrAbove(score: number): number {
    const at = score - this.offset;
    if (at <= 0) return this.size;
    if (at > this.highest - this.offset) return 0;
    return this.ahead[at - 1]!;
  }
}

function byPlace(a: Standing, b: Standing): number {
  return b.score - a.score || a.entryId - b.entryId;
}
