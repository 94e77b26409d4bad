// The live scoring state of one match: deliveries in, per-innings stat lines, innings totals
// and every player's fantasy points out. Applying a delivery touches a fixed handful of things
// (its innings' totals, the lines of the players it names, one bowler's over) and rescores only
// the players it touched, so its cost does not grow with the match.
//
// Decisions where POINTS.md leaves room:
// - Super overs keep their innings totals and stat lines (for the scorecard) but score nothing.
// - Penalty runs go to the batting side's total only, never to a batter or a bowler.
// - A substitute fielder who is not in the roster is accepted and earns nothing.
// - Deliveries are applied in order within an innings; a correction or a missed delivery
//   rebuilds the state from all of them (`MatchScoring.fromDeliveries`).

import type { PlayerRole } from '../catalogue.ts';
import { POINTS_SYSTEM, type MatchType, type PointsSystem } from '../points-system.ts';
import {
  BOWLER_WICKET_KINDS,
  boundaryHit,
  isBowlerWicket,
  isDismissal,
  isLegalDelivery,
  MAIN_INNINGS,
  OVERS_PER_INNINGS,
  oversText,
  positionKey,
  runsConcededByBowler,
  type DeliveryPosition,
  type Fielder,
  type PositionedDelivery,
  type Wicket,
} from './deliveries.ts';
import { pointsDiffer, pointsForStatLines, type PlayerPoints } from './fantasy-points.ts';
import { emptyStatLine, type StatLine } from './stat-line.ts';

export interface RosterPlayer {
  /** As the deliveries name them (Cricsheet's names). */
  name: string;
  team: string;
  role: PlayerRole;
  /** Announced in the playing XI. */
  playing: boolean;
}

export interface MatchSetup {
  format: MatchType;
  roster: readonly RosterPlayer[];
  /** The points tables; the current version unless a match was played under another. */
  system?: PointsSystem;
}

/** Input the engine cannot use, with one sentence per problem. */
export class ScoringInputError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join(' '));
    this.name = 'ScoringInputError';
  }
}

export interface PointsChange {
  player: string;
  points: PlayerPoints;
}

export interface Target {
  runs: number;
  /** The overs to get them in, or null without a limit (a Test's fourth innings). */
  overs: number | null;
}

export interface InningsSummary {
  innings: number;
  superOver: boolean;
  battingTeam: string;
  bowlingTeam: string;
  /** Everything the side scored, penalty runs included. */
  runs: number;
  /** Dismissals (retired hurt and retired not out are not wickets). */
  wickets: number;
  legalBalls: number;
  /** From legal balls, as "18.3". */
  overs: string;
  extras: { wides: number; noBalls: number; byes: number; legByes: number; penalty: number; total: number };
  /** What the side batting needs: from the innings before it, or as revised (rain). */
  target: Target | null;
  /** The batters at the crease after the latest delivery (one, or none, just after a wicket). */
  atCrease: string[];
  /** Who bowled the latest delivery. */
  bowler: string | null;
}

export interface ScorecardRow {
  player: string;
  line: StatLine;
}

export interface InningsScorecard {
  summary: InningsSummary;
  /** In the order they came in, with how each innings ended ("c X b Y", "not out", "retired hurt"). */
  batting: (ScorecardRow & { howOut: string })[];
  /** In the order they came on. */
  bowling: ScorecardRow[];
  /** Everyone with a catch, a stumping or a run out. */
  fielding: ScorecardRow[];
}

export interface PlayerInningsLine {
  innings: number;
  superOver: boolean;
  line: StatLine;
}

interface InningsPlayer {
  line: StatLine;
  /** Orders the batting card: when they first stood at the crease. */
  battingFrom: number | null;
  bowlingFrom: number | null;
  howOut: string | null;
}

/** One bowler's share of one over: enough to tell whether it is a maiden. */
interface BowlerOver {
  legalBalls: number;
  conceded: number;
}

interface InningsState {
  number: number;
  superOver: boolean;
  battingTeam: string;
  bowlingTeam: string;
  runs: number;
  wickets: number;
  legalBalls: number;
  wides: number;
  noBalls: number;
  byes: number;
  legByes: number;
  penalty: number;
  players: Map<string, InningsPlayer>;
  overs: Map<string, BowlerOver>;
  latestKey: number;
  /** After the latest delivery: who is in, and who bowled it. */
  atCrease: string[];
  bowler: string | null;
}

const isMaiden = (over: BowlerOver) => over.legalBalls >= 6 && over.conceded === 0;

export class MatchScoring {
  readonly format: MatchType;
  private readonly system: PointsSystem;
  private readonly roster = new Map<string, RosterPlayer>();
  private readonly innings = new Map<number, InningsState>();
  /** Each roster player's lines in the main innings: what their points come from. */
  private readonly scoredLines = new Map<string, StatLine[]>();
  private readonly points = new Map<string, PlayerPoints>();
  private readonly revisedTargets = new Map<number, Target>();

  constructor(setup: MatchSetup) {
    this.format = setup.format;
    this.system = setup.system ?? POINTS_SYSTEM;
    const teams = new Set<string>();
    for (const player of setup.roster) {
      if (this.roster.has(player.name)) throw new ScoringInputError([`The roster lists ${player.name} twice.`]);
      this.roster.set(player.name, player);
      teams.add(player.team);
      this.scoredLines.set(player.name, []);
      this.points.set(player.name, this.rescore(player));
    }
    if (teams.size !== 2) throw new ScoringInputError([`The roster must hold two sides; it holds ${teams.size}.`]);
  }

  /** The state after all of a match's deliveries, applied in order of position. */
  static fromDeliveries(setup: MatchSetup, deliveries: readonly PositionedDelivery[]): MatchScoring {
    const scoring = new MatchScoring(setup);
    const ordered = [...deliveries].sort((a, b) => positionKey(a) - positionKey(b));
    for (const delivery of ordered) scoring.apply(delivery);
    return scoring;
  }

  /** Whether a delivery comes after every one applied to its innings (if not, rebuild). */
  follows(position: Pick<DeliveryPosition, 'innings' | 'over' | 'ball'>): boolean {
    return positionKey(position) > (this.innings.get(position.innings)?.latestKey ?? 0);
  }

  /**
   * What is wrong with a delivery for this match, one sentence each, naming the field (after
   * `label`, e.g. "deliveries[3]"): its position for the format, and the players against the
   * roster and the sides. The shape is the schema's business (deliveryInputSchema).
   */
  problemsWith(delivery: PositionedDelivery, label = ''): string[] {
    const problems: string[] = [];
    const state = this.innings.get(delivery.innings);
    this.checkPosition(delivery, state, label, problems);
    this.checkPlayers(delivery, state, label, problems);
    return problems;
  }

  private checkPosition(delivery: PositionedDelivery, state: InningsState | undefined, label: string, problems: string[]): void {
    const { innings: number, over, ball } = delivery;
    const mainInnings = MAIN_INNINGS[this.format];
    const found = problems.length;
    if (delivery.superOver) {
      if (this.format === 'TEST') problems.push(`${fieldOf(label, 'superOver')} cannot be true: a Test has no super overs.`);
      else if (number <= mainInnings) problems.push(`${fieldOf(label, 'innings')} ${number} is a main innings; super overs are innings ${mainInnings + 1} onwards.`);
      else if (over !== 0) problems.push(`${fieldOf(label, 'over')} must be 0 in a super over.`);
    } else if (number > mainInnings) {
      problems.push(`${fieldOf(label, 'innings')} can be at most ${mainInnings} in a ${this.format} match, unless it is a super over (superOver: true).`);
    } else {
      const limit = OVERS_PER_INNINGS[this.format];
      if (limit !== null && over >= limit) problems.push(`${fieldOf(label, 'over')} can be at most ${limit - 1} in a ${this.format} innings (overs count from 0).`);
    }
    // Innings come in order: the second needs the first (or the same side could bat both), and
    // a super over needs the main innings before it. Said only when nothing else is wrong with
    // the position (an innings the format does not have is the first thing to fix).
    if (problems.length === found && !state && number > 1 && !this.innings.has(number - 1)) {
      problems.push(`${fieldOf(label, 'innings')} ${number} cannot begin before innings ${number - 1}: send innings ${number - 1}'s deliveries first.`);
    }
    if (state && state.superOver !== delivery.superOver) {
      problems.push(`${fieldOf(label, 'superOver')} must be ${state.superOver}: innings ${number} ${state.superOver ? 'is' : 'is not'} a super over.`);
    }
    if (state && positionKey(delivery) <= state.latestKey) {
      problems.push(
        `Innings ${number} already has deliveries up to this one (over ${over}, ball ${ball}); a correction or a missed delivery rebuilds the match from all of its deliveries.`,
      );
    }
  }

  private checkPlayers(delivery: PositionedDelivery, state: InningsState | undefined, label: string, problems: string[]): void {
    const number = delivery.innings;
    const batter = this.known(delivery.batter, fieldOf(label, 'batter'), problems);
    const nonStriker = this.known(delivery.non_striker, fieldOf(label, 'non_striker'), problems);
    const bowler = this.known(delivery.bowler, fieldOf(label, 'bowler'), problems);
    const battingTeam = state?.battingTeam ?? batter?.team;

    // The second innings, the second super over of a pair and a Test's fourth innings belong to
    // the side that did not bat just before (a Test's third may follow on, a super over's first
    // is usually the side that batted second).
    const before = number % 2 === 0 && !state ? this.innings.get(number - 1) : undefined;
    if (batter && before && batter.team === before.battingTeam) {
      problems.push(`${fieldOf(label, 'batter')} ${batter.name} plays for ${batter.team}, who batted innings ${number - 1}; innings ${number} is the other side's.`);
    }
    if (delivery.batter === delivery.non_striker) problems.push(`${fieldOf(label, 'non_striker')} must be a different player from the batter.`);
    for (const [field, player] of [
      ['batter', batter],
      ['non_striker', nonStriker],
    ] as const) {
      if (!player) continue;
      if (battingTeam && player.team !== battingTeam) {
        problems.push(`${fieldOf(label, field)} ${player.name} plays for ${player.team}, but ${battingTeam} ${state ? `bat in innings ${number}` : 'are batting'}.`);
      }
      const out = state?.players.get(player.name)?.line.dismissal ?? null;
      if (isDismissal(out)) problems.push(`${fieldOf(label, field)} ${player.name} is already out (${out}) in innings ${number}.`);
    }
    if (bowler && battingTeam && bowler.team === battingTeam) problems.push(`${fieldOf(label, 'bowler')} ${bowler.name} plays for the batting side, ${battingTeam}.`);

    const wickets = delivery.wickets ?? [];
    for (let index = 0; index < wickets.length; index += 1) {
      const wicket = wickets[index]!;
      const outField = fieldOf(label, `wickets[${index}].player_out`);
      const out = this.known(wicket.player_out, outField, problems);
      if (out && wicket.kind === 'timed out') {
        // The incoming batter, who never reached the crease.
        const earlier = state?.players.get(out.name)?.line.dismissal ?? null;
        if (battingTeam && out.team !== battingTeam) problems.push(`${outField} ${out.name} is not in the batting side, ${battingTeam}.`);
        if (isDismissal(earlier)) problems.push(`${outField} ${out.name} is already out (${earlier}) in innings ${number}.`);
      } else if (out && wicket.player_out !== delivery.batter && wicket.player_out !== delivery.non_striker) {
        problems.push(`${outField} must be the batter or the non-striker (${delivery.batter} or ${delivery.non_striker}).`);
      }
      const fielders = wicket.fielders ?? [];
      for (let fielderIndex = 0; fielderIndex < fielders.length; fielderIndex += 1) {
        const fielder = fielders[fielderIndex]!;
        const player = this.roster.get(fielder.name);
        if (!player && !fielder.substitute) {
          const field = fieldOf(label, `wickets[${index}].fielders[${fielderIndex}].name`);
          problems.push(`${field} ${fielder.name} is not in either squad of this match (mark a substitute fielder substitute: true).`);
        } else if (player && battingTeam && player.team === battingTeam) {
          problems.push(`${fieldOf(label, `wickets[${index}].fielders[${fielderIndex}].name`)} ${fielder.name} plays for the batting side, ${battingTeam}.`);
        }
      }
    }
  }

  private known(name: string, field: string, problems: string[]): RosterPlayer | undefined {
    const player = this.roster.get(name);
    if (!player) problems.push(`${field} ${name} is not in either squad of this match.`);
    return player;
  }

  /**
   * Applies one more delivery and returns the players whose points changed (anywhere in their
   * breakdown), with their new points. Throws ScoringInputError, changing nothing, when the
   * delivery does not fit the match (see problemsWith).
   */
  apply(delivery: PositionedDelivery): PointsChange[] {
    const problems = this.problemsWith(delivery);
    if (problems.length > 0) throw new ScoringInputError(problems);

    const key = positionKey(delivery);
    const innings = this.inningsFor(delivery);
    const extras = delivery.extras ?? {};
    const wides = extras.wides ?? 0;
    const noBalls = extras.noballs ?? 0;
    const legal = isLegalDelivery(delivery);
    const conceded = runsConcededByBowler(delivery);

    innings.runs += delivery.runs.total;
    innings.wides += wides;
    innings.noBalls += noBalls;
    innings.byes += extras.byes ?? 0;
    innings.legByes += extras.legbyes ?? 0;
    innings.penalty += extras.penalty ?? 0;
    if (legal) innings.legalBalls += 1;
    innings.latestKey = key;
    innings.bowler = delivery.bowler;
    innings.atCrease = [delivery.batter, delivery.non_striker];

    const touched = new Set<string>();
    const batter = this.atCrease(innings, delivery.batter, key * 2);
    this.atCrease(innings, delivery.non_striker, key * 2 + 1);
    if (!wides) batter.balls += 1;
    batter.runs += delivery.runs.batter;
    const boundary = boundaryHit(delivery);
    if (boundary === 4) batter.fours += 1;
    if (boundary === 6) batter.sixes += 1;
    touched.add(delivery.batter);

    const bowlerEntry = this.playerIn(innings, delivery.bowler);
    bowlerEntry.bowlingFrom ??= key;
    const bowler = bowlerEntry.line;
    bowler.runsConceded += conceded;
    bowler.wides += wides;
    bowler.noBalls += noBalls;
    if (legal) bowler.ballsBowled += 1;
    if (delivery.runs.total === 0) bowler.dotBalls += 1;
    const overKey = `${delivery.over}|${delivery.bowler}`;
    let over = innings.overs.get(overKey);
    if (!over) innings.overs.set(overKey, (over = { legalBalls: 0, conceded: 0 }));
    const wasMaiden = isMaiden(over);
    if (legal) over.legalBalls += 1;
    over.conceded += conceded;
    bowler.maidens += Number(isMaiden(over)) - Number(wasMaiden);
    touched.add(delivery.bowler);

    for (const wicket of delivery.wickets ?? []) {
      const out = this.playerIn(innings, wicket.player_out);
      out.battingFrom ??= key * 2 + 1;
      out.line.dismissal = wicket.kind;
      out.howOut = describeDismissal(wicket, delivery.bowler);
      touched.add(wicket.player_out);
      innings.atCrease = innings.atCrease.filter((name) => name !== wicket.player_out);
      if (isDismissal(wicket.kind)) innings.wickets += 1;
      if (isBowlerWicket(wicket.kind)) bowler.wickets[BOWLER_WICKET_KINDS[wicket.kind]] += 1;
      if (wicket.kind === 'caught and bowled') bowler.catches += 1;
      this.creditFielders(innings, wicket, touched);
    }

    if (innings.superOver) return [];
    const changes: PointsChange[] = [];
    for (const name of touched) {
      const before = this.points.get(name)!;
      const after = this.rescore(this.roster.get(name)!);
      if (pointsDiffer(before, after)) {
        this.points.set(name, after);
        changes.push({ player: name, points: after });
      }
    }
    return changes;
  }

  /** A roster player's points now. */
  pointsOf(player: string): PlayerPoints {
    const points = this.points.get(player);
    if (!points) throw new ScoringInputError([`${player} is not in either squad of this match.`]);
    return points;
  }

  /** Every roster player's points now, in roster order. */
  allPoints(): PointsChange[] {
    return [...this.points].map(([player, points]) => ({ player, points }));
  }

  /** A player's stat line in each innings they took part in, super overs included. */
  statLinesOf(player: string): PlayerInningsLine[] {
    return this.inningsInOrder().flatMap((innings) => {
      const entry = innings.players.get(player);
      return entry ? [{ innings: innings.number, superOver: innings.superOver, line: copyLine(entry.line) }] : [];
    });
  }

  inningsSummaries(): InningsSummary[] {
    return this.inningsInOrder().map((innings) => this.summarise(innings));
  }

  scorecard(inningsNumber: number): InningsScorecard | null {
    const innings = this.innings.get(inningsNumber);
    if (!innings) return null;
    const rows = [...innings.players].map(([player, entry]) => ({ player, entry }));
    const byFirst = (pick: (entry: InningsPlayer) => number | null) =>
      rows.filter((row) => pick(row.entry) !== null).sort((a, b) => pick(a.entry)! - pick(b.entry)!);
    return {
      summary: this.summarise(innings),
      batting: byFirst((entry) => entry.battingFrom).map(({ player, entry }) => ({
        player,
        howOut: entry.howOut ?? 'not out',
        line: copyLine(entry.line),
      })),
      bowling: byFirst((entry) => entry.bowlingFrom).map(({ player, entry }) => ({ player, line: copyLine(entry.line) })),
      fielding: rows
        .filter(({ entry: { line } }) => line.catches + line.stumpings + line.runOutsDirect + line.runOutsShared > 0)
        .map(({ player, entry }) => ({ player, line: copyLine(entry.line) })),
    };
  }

  /** Sets a chase's target as revised (rain: 171 off 15 overs), instead of the one computed. */
  reviseTarget(inningsNumber: number, target: Target): void {
    const problems: string[] = [];
    if (!Number.isInteger(target.runs) || target.runs < 1) problems.push('The revised target must be a whole number of runs, 1 or more.');
    if (target.overs !== null && !(target.overs > 0)) problems.push('The revised target needs overs above 0, or none.');
    if (!Number.isInteger(inningsNumber) || inningsNumber < 1 || inningsNumber > MAIN_INNINGS[this.format]) {
      problems.push(`A revised target is for a main innings, 1 to ${MAIN_INNINGS[this.format]}.`);
    }
    if (problems.length > 0) throw new ScoringInputError(problems);
    this.revisedTargets.set(inningsNumber, { ...target });
  }

  private rescore(player: RosterPlayer): PlayerPoints {
    return pointsForStatLines(this.scoredLines.get(player.name)!, player, this.format, this.system);
  }

  private inningsFor(delivery: PositionedDelivery): InningsState {
    let innings = this.innings.get(delivery.innings);
    if (!innings) {
      const battingTeam = this.roster.get(delivery.batter)!.team;
      innings = {
        number: delivery.innings,
        superOver: delivery.superOver,
        battingTeam,
        bowlingTeam: this.roster.get(delivery.bowler)!.team,
        runs: 0,
        wickets: 0,
        legalBalls: 0,
        wides: 0,
        noBalls: 0,
        byes: 0,
        legByes: 0,
        penalty: 0,
        players: new Map(),
        overs: new Map(),
        latestKey: 0,
        atCrease: [],
        bowler: null,
      };
      this.innings.set(delivery.innings, innings);
    }
    return innings;
  }

  private playerIn(innings: InningsState, name: string): InningsPlayer {
    let entry = innings.players.get(name);
    if (!entry) {
      entry = { line: emptyStatLine(), battingFrom: null, bowlingFrom: null, howOut: null };
      innings.players.set(name, entry);
      if (!innings.superOver) this.scoredLines.get(name)?.push(entry.line);
    }
    return entry;
  }

  private atCrease(innings: InningsState, name: string, order: number): StatLine {
    const entry = this.playerIn(innings, name);
    entry.battingFrom ??= order;
    // Back after retiring hurt (problemsWith refuses anyone out): not out again until out.
    if (entry.line.dismissal !== null) {
      entry.line.dismissal = null;
      entry.howOut = null;
    }
    return entry.line;
  }

  private creditFielders(innings: InningsState, wicket: Wicket, touched: Set<string>): void {
    const fielders = wicket.fielders ?? [];
    // A substitute from outside the roster is named on the scorecard but earns nothing.
    const credit = (fielder: Fielder | undefined, add: (line: StatLine) => void) => {
      if (!fielder || !this.roster.has(fielder.name)) return;
      add(this.playerIn(innings, fielder.name).line);
      touched.add(fielder.name);
    };
    if (wicket.kind === 'caught') credit(fielders[0], (line) => (line.catches += 1));
    if (wicket.kind === 'stumped') credit(fielders[0], (line) => (line.stumpings += 1));
    if (wicket.kind === 'run out') {
      if (fielders.length === 1) credit(fielders[0], (line) => (line.runOutsDirect += 1));
      for (const fielder of fielders.length > 1 ? fielders.slice(-2) : []) credit(fielder, (line) => (line.runOutsShared += 1));
    }
  }

  private inningsInOrder(): InningsState[] {
    return [...this.innings.values()].sort((a, b) => a.number - b.number);
  }

  private summarise(innings: InningsState): InningsSummary {
    return {
      innings: innings.number,
      superOver: innings.superOver,
      battingTeam: innings.battingTeam,
      bowlingTeam: innings.bowlingTeam,
      runs: innings.runs,
      wickets: innings.wickets,
      legalBalls: innings.legalBalls,
      overs: oversText(innings.legalBalls),
      extras: {
        wides: innings.wides,
        noBalls: innings.noBalls,
        byes: innings.byes,
        legByes: innings.legByes,
        penalty: innings.penalty,
        total: innings.wides + innings.noBalls + innings.byes + innings.legByes + innings.penalty,
      },
      target: this.targetFor(innings),
      atCrease: [...innings.atCrease],
      bowler: innings.bowler,
    };
  }

  private targetFor(innings: InningsState): Target | null {
    const revised = this.revisedTargets.get(innings.number);
    if (revised) return { ...revised };
    const mainInnings = MAIN_INNINGS[this.format];
    if (innings.superOver) {
      // Super overs come in pairs after the main innings; the second of a pair chases the first.
      const first = (innings.number - mainInnings) % 2 === 0 ? this.innings.get(innings.number - 1) : undefined;
      return first ? { runs: first.runs + 1, overs: 1 } : null;
    }
    if (this.format === 'TEST') {
      if (innings.number !== 4) return null;
      let lead = 0;
      for (const earlier of [1, 2, 3].map((number) => this.innings.get(number))) {
        if (earlier) lead += earlier.battingTeam === innings.battingTeam ? -earlier.runs : earlier.runs;
      }
      return lead >= 0 ? { runs: lead + 1, overs: null } : null;
    }
    const first = innings.number === 2 ? this.innings.get(1) : undefined;
    return first ? { runs: first.runs + 1, overs: OVERS_PER_INNINGS[this.format] } : null;
  }
}

/** A field's name after the label of the delivery it belongs to: deliveries[3].batter. */
function fieldOf(label: string, field: string): string {
  return label ? `${label}.${field}` : field;
}

function copyLine(line: StatLine): StatLine {
  return { ...line, wickets: { ...line.wickets } };
}

/** How a batter's innings ended, as a scorecard writes it. */
function describeDismissal(wicket: Wicket, bowler: string): string {
  const fielderName = (fielder: Fielder | undefined) => (fielder ? (fielder.substitute ? `sub (${fielder.name})` : fielder.name) : 'unknown');
  switch (wicket.kind) {
    case 'bowled':
      return `b ${bowler}`;
    case 'caught':
      return `c ${fielderName(wicket.fielders?.[0])} b ${bowler}`;
    case 'caught and bowled':
      return `c & b ${bowler}`;
    case 'lbw':
      return `lbw b ${bowler}`;
    case 'stumped':
      return `st ${fielderName(wicket.fielders?.[0])} b ${bowler}`;
    case 'hit wicket':
      return `hit wicket b ${bowler}`;
    case 'run out':
      return wicket.fielders?.length ? `run out (${wicket.fielders.map(fielderName).join('/')})` : 'run out';
    default:
      return wicket.kind;
  }
}
