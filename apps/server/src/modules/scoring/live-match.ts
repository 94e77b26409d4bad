import {
  isLegalDelivery,
  MatchScoring,
  pointsForStatLines,
  positionKey,
  ScoringInputError,
  sumStatLines,
  type CricsheetDelivery,
  type DeliveryPosition,
  type MatchType,
  type PlayerPoints,
  type PlayerRole,
  type PositionedDelivery,
  type StatLine,
} from '@crease/game';

/** A squad player as scoring needs them: who they are, and the points the database holds now. */
export interface SquadMember {
  id: number;
  name: string;
  team: string;
  role: PlayerRole;
  playing: boolean;
  points: number;
}

export interface StoredDelivery {
  delivery: PositionedDelivery;
  /** The delivery without its position, with sorted keys: a resend compares equal. */
  json: string;
}

export interface BatchOutcome {
  stored: number;
  replaced: number;
  unchanged: number;
  /** What to write: the new and the corrected deliveries. */
  written: PositionedDelivery[];
}

/** Where a player's points come from now. */
export type LineSource = 'FEED' | 'MANUAL' | 'NONE';

/**
 * One match's scoring as of a version: the points engine over its stored deliveries, the lines
 * set by hand, and its squad. The scoring service keeps one per match in memory and rebuilds it
 * when it is behind the database; anything that throws part-way leaves it unusable, and the
 * service drops it.
 */
export class LiveMatch {
  /** Set when a change is stored: the version bumps and points are written. */
  changed = false;
  private engine: MatchScoring;
  private deliveries: Map<number, StoredDelivery>;

  private constructor(
    readonly format: MatchType,
    public squad: SquadMember[],
    stored: readonly PositionedDelivery[],
    readonly handLines: Map<number, StatLine[]>,
    /** The scoring version this state is at. */
    public version: number,
  ) {
    this.deliveries = new Map(stored.map((delivery) => [positionKey(delivery), storedOf(delivery)]));
    this.engine = this.replay(this.deliveries, new Map());
  }

  /** The state after a match's stored deliveries; a squad the engine cannot use (two players of one name) is a ScoringInputError. */
  static build(format: MatchType, squad: SquadMember[], stored: readonly PositionedDelivery[], handLines: Map<number, StatLine[]>, version: number): LiveMatch {
    return new LiveMatch(format, squad, stored, handLines, version);
  }

  /** Whether a squad read now is the one this state was built for (names, sides, roles, who plays). */
  fitsSquad(squad: readonly SquadMember[]): boolean {
    if (squad.length !== this.squad.length) return false;
    const mine = new Map(this.squad.map((member) => [member.id, member]));
    return squad.every((member) => {
      const known = mine.get(member.id);
      return known && known.name === member.name && known.team === member.team && known.role === member.role && known.playing === member.playing;
    });
  }

  /**
   * Takes a batch of the feed: a delivery sent again as stored changes nothing, one at a stored
   * position replaces it, a new one is added. Deliveries in order are applied one by one; a
   * correction, or one that lands before the latest of its innings, rebuilds the match from all
   * of them. Throws ScoringInputError naming `deliveries[i]` (or the stored delivery that no
   * longer fits) when a delivery does not fit the match.
   */
  applyBatch(batch: readonly PositionedDelivery[]): BatchOutcome {
    const outcome: BatchOutcome = { stored: 0, replaced: 0, unchanged: 0, written: [] };
    const indexOf = new Map<number, number>();
    const incoming: { delivery: PositionedDelivery; index: number; stored: StoredDelivery }[] = [];
    let rebuild = false;
    batch.forEach((delivery, index) => {
      const key = positionKey(delivery);
      const earlier = indexOf.get(key);
      if (earlier !== undefined) {
        throw new ScoringInputError([
          `deliveries[${index}] is at the same position as deliveries[${earlier}] (${positionText(delivery)}); send each position once.`,
        ]);
      }
      indexOf.set(key, index);
      const stored = storedOf(delivery);
      const existing = this.deliveries.get(key);
      if (existing && existing.json === stored.json && existing.delivery.superOver === delivery.superOver) {
        outcome.unchanged += 1;
        return;
      }
      if (existing) {
        outcome.replaced += 1;
        rebuild = true;
      } else {
        outcome.stored += 1;
      }
      incoming.push({ delivery, index, stored });
    });
    if (incoming.length === 0) return outcome;

    if (!rebuild) {
      for (const { delivery, index, stored } of incoming) {
        if (!this.engine.follows(delivery)) {
          rebuild = true;
          break;
        }
        const problems = this.engine.problemsWith(delivery, `deliveries[${index}]`);
        if (problems.length > 0) throw new ScoringInputError(problems);
        this.engine.apply(delivery);
        this.deliveries.set(positionKey(delivery), stored);
      }
    }
    if (rebuild) {
      const merged = new Map(this.deliveries);
      const labels = new Map<number, string>();
      for (const { delivery, index, stored } of incoming) {
        merged.set(positionKey(delivery), stored);
        labels.set(positionKey(delivery), `deliveries[${index}]`);
      }
      this.engine = this.replay(merged, labels);
      this.deliveries = merged;
    }
    outcome.written = incoming.map(({ delivery }) => delivery);
    this.changed = true;
    return outcome;
  }

  /** The ball stored at a delivery's position when it is not this one (what a post there would replace), else null. */
  heldOtherwise(delivery: PositionedDelivery): PositionedDelivery | null {
    const existing = this.deliveries.get(positionKey(delivery));
    if (!existing) return null;
    return existing.json === storedOf(delivery).json && existing.delivery.superOver === delivery.superOver ? null : existing.delivery;
  }

  /** Whether a ball is stored at this position. */
  holds(position: DeliveryPosition): boolean {
    const existing = this.deliveries.get(positionKey(position));
    return existing !== undefined && existing.delivery.superOver === position.superOver;
  }

  /**
   * Takes a stored delivery out (one the feed should never have sent) and rebuilds the match
   * from the rest. Answers false when there is none at that position; throws ScoringInputError
   * when a later delivery no longer fits without it (an innings that needs the one before).
   */
  removeDelivery(position: DeliveryPosition): boolean {
    const key = positionKey(position);
    const existing = this.deliveries.get(key);
    if (!existing || existing.delivery.superOver !== position.superOver) return false;
    const rest = new Map(this.deliveries);
    rest.delete(key);
    this.engine = this.replay(rest, new Map());
    this.deliveries = rest;
    this.changed = true;
    return true;
  }

  /** Sets (or, with null, removes) a player's lines by hand. */
  setHandLines(playerId: number, lines: StatLine[] | null): void {
    if (lines) this.handLines.set(playerId, lines);
    else this.handLines.delete(playerId);
    this.changed = true;
  }

  /** A player's points now: from their lines set by hand, else from the feed. */
  pointsOf(member: SquadMember): PlayerPoints {
    const hand = this.handLines.get(member.id);
    return hand ? pointsForStatLines(hand, member, this.format) : this.engine.pointsOf(member.name);
  }

  sourceOf(member: SquadMember): LineSource {
    if (this.handLines.has(member.id)) return 'MANUAL';
    return this.engine.statLinesOf(member.name).length > 0 ? 'FEED' : 'NONE';
  }

  /** The player's whole match so far, super overs left out (they score nothing). */
  lineOf(member: SquadMember): StatLine {
    return sumStatLines(this.linesOf(member));
  }

  /** The player's lines, one per innings they took part in (by hand, or from the feed without super overs). */
  linesOf(member: SquadMember): StatLine[] {
    return this.handLines.get(member.id) ?? this.engine.statLinesOf(member.name).flatMap((innings) => (innings.superOver ? [] : [innings.line]));
  }

  /** Players whose points differ from what the database holds: [playerId, points]. */
  pointChanges(): [number, number][] {
    const changes: [number, number][] = [];
    for (const member of this.squad) {
      const points = this.pointsOf(member).total;
      if (points !== member.points) changes.push([member.id, points]);
    }
    return changes;
  }

  /** The database now holds these points, at this version. */
  written(changes: readonly [number, number][], version: number): void {
    const byId = new Map(changes);
    this.squad = this.squad.map((member) => (byId.has(member.id) ? { ...member, points: byId.get(member.id)! } : member));
    this.version = version;
    this.changed = false;
  }

  /** Points as the database holds them, read again (another writer may have set them). */
  refreshSquad(squad: SquadMember[]): void {
    this.squad = squad;
  }

  innings() {
    return this.engine.inningsSummaries();
  }

  /** The latest delivery by position, with the legal balls before it in its over. */
  lastBall(): { delivery: PositionedDelivery; legalBefore: number } | null {
    let latest: PositionedDelivery | null = null;
    for (const { delivery } of this.deliveries.values()) if (!latest || positionKey(delivery) > positionKey(latest)) latest = delivery;
    if (!latest) return null;
    let legalBefore = 0;
    for (const { delivery } of this.deliveries.values()) {
      if (delivery.innings === latest.innings && delivery.over === latest.over && delivery.ball < latest.ball && isLegalDelivery(delivery)) legalBefore += 1;
    }
    return { delivery: latest, legalBefore };
  }

  private replay(deliveries: Map<number, StoredDelivery>, labels: Map<number, string>): MatchScoring {
    const engine = new MatchScoring({
      format: this.format,
      roster: this.squad.map((member) => ({ name: member.name, team: member.team, role: member.role, playing: member.playing })),
    });
    for (const key of [...deliveries.keys()].sort((a, b) => a - b)) {
      const { delivery } = deliveries.get(key)!;
      const problems = engine.problemsWith(delivery, labels.get(key) ?? '');
      if (problems.length > 0) {
        throw new ScoringInputError(labels.has(key) ? problems : [`The stored delivery at ${positionText(delivery)} no longer fits the match: ${problems.join(' ')}`]);
      }
      engine.apply(delivery);
    }
    return engine;
  }
}

/** The delivery as stored (without its position), and its comparable form. */
function storedOf(delivery: PositionedDelivery): StoredDelivery {
  return { delivery, json: canonicalJson(withoutPosition(delivery)) };
}

export function withoutPosition(delivery: PositionedDelivery): CricsheetDelivery {
  const { innings: _innings, over: _over, ball: _ball, superOver: _superOver, ...rest } = delivery;
  return rest;
}

/** JSON with every object's keys sorted: the database's jsonb does not keep the order they came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function positionText(delivery: PositionedDelivery): string {
  return `innings ${delivery.innings}, over ${delivery.over}, ball ${delivery.ball}${delivery.superOver ? ', super over' : ''}`;
}
