// A player's stat line for one innings of a match: what they did with the bat, the ball and in
// the field. The engine builds these from deliveries; the admin's scorecard editor sets them by
// hand; points come from them by one function either way (fantasy-points.ts).

import type { BowlerWicketKind, WicketKind } from './deliveries.ts';
import { BOWLER_WICKET_KINDS } from './deliveries.ts';

/** Bowler's wickets by kind (the stat line's names for Cricsheet's kinds). */
export type WicketsByKind = Record<(typeof BOWLER_WICKET_KINDS)[BowlerWicketKind], number>;

export interface StatLine {
  // Batting
  runs: number;
  /** Balls faced: every delivery but wides. */
  balls: number;
  /** Fours and sixes that reached the boundary. */
  fours: number;
  sixes: number;
  /** How the innings ended: null while not out (or never batted). Retired hurt is kept, but is not out. */
  dismissal: WicketKind | null;

  // Bowling
  /** Legal deliveries bowled (overs are these / 6, so a seven-ball over counts as bowled). */
  ballsBowled: number;
  maidens: number;
  /** Runs off the bat, wides and no-balls. */
  runsConceded: number;
  /** Deliveries from which nothing was scored at all. */
  dotBalls: number;
  /** Runs conceded in wides and in no-balls (as a scorecard's Wd and Nb columns). */
  wides: number;
  noBalls: number;
  wickets: WicketsByKind;

  // Fielding
  /** Catches taken, including a bowler's own (caught and bowled). */
  catches: number;
  stumpings: number;
  /** Run outs as the only fielder named. */
  runOutsDirect: number;
  /** Run outs as one of the last two of several fielders named. */
  runOutsShared: number;
}

export function emptyWickets(): WicketsByKind {
  return { bowled: 0, caught: 0, caughtAndBowled: 0, lbw: 0, stumped: 0, hitWicket: 0 };
}

export function emptyStatLine(): StatLine {
  return {
    runs: 0,
    balls: 0,
    fours: 0,
    sixes: 0,
    dismissal: null,
    ballsBowled: 0,
    maidens: 0,
    runsConceded: 0,
    dotBalls: 0,
    wides: 0,
    noBalls: 0,
    wickets: emptyWickets(),
    catches: 0,
    stumpings: 0,
    runOutsDirect: 0,
    runOutsShared: 0,
  };
}

/** The bowler's wickets of all kinds. */
export function wicketsTaken(line: Pick<StatLine, 'wickets'>): number {
  const w = line.wickets;
  return w.bowled + w.caught + w.caughtAndBowled + w.lbw + w.stumped + w.hitWicket;
}

/**
 * Legal balls from overs as people write them (3.4 is three overs and four balls), or null when
 * the part after the point is not a ball count of 0 to 5.
 */
export function ballsFromOvers(overs: number): number | null {
  if (!Number.isFinite(overs) || overs < 0) return null;
  const tenths = Math.round(overs * 10);
  if (Math.abs(tenths - overs * 10) > 1e-6) return null;
  const balls = tenths % 10;
  return balls > 5 ? null : Math.floor(tenths / 10) * 6 + balls;
}

/**
 * One line for several innings, as a scorecard shows a player's match: the counts added up, and
 * the dismissal of the latest innings that has one.
 */
export function sumStatLines(lines: readonly StatLine[]): StatLine {
  const total = emptyStatLine();
  for (const line of lines) {
    total.runs += line.runs;
    total.balls += line.balls;
    total.fours += line.fours;
    total.sixes += line.sixes;
    if (line.dismissal !== null) total.dismissal = line.dismissal;
    total.ballsBowled += line.ballsBowled;
    total.maidens += line.maidens;
    total.runsConceded += line.runsConceded;
    total.dotBalls += line.dotBalls;
    total.wides += line.wides;
    total.noBalls += line.noBalls;
    for (const kind of Object.keys(total.wickets) as (keyof WicketsByKind)[]) total.wickets[kind] += line.wickets[kind];
    total.catches += line.catches;
    total.stumpings += line.stumpings;
    total.runOutsDirect += line.runOutsDirect;
    total.runOutsShared += line.runOutsShared;
  }
  return total;
}
