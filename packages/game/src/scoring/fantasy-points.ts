// Fantasy points from stat lines, by POINTS.md's tables (points-system.ts), with where each
// point came from. The live engine and the scorecard editor both score through here.

import type { PlayerRole } from '../catalogue.ts';
import { POINTS_SYSTEM, pointsForRate, type MatchType, type PointsSystem, type Threshold } from '../points-system.ts';
import { isDismissal } from './deliveries.ts';
import { wicketsTaken, type StatLine } from './stat-line.ts';

/** The sources of points, in the order the breakdown shows them. */
export const POINTS_SOURCES = [
  'playingXI',
  'runs',
  'boundaries',
  'sixes',
  'runMilestone',
  'duck',
  'strikeRate',
  'wickets',
  'bowledOrLbw',
  'wicketHaul',
  'maidens',
  'economy',
  'catches',
  'threeCatchBonus',
  'stumpings',
  'runOutsDirect',
  'runOutsShared',
] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** Where each point came from, in the words a player reads. */
export const POINTS_SOURCE_LABELS: Record<PointsSource, string> = {
  playingXI: 'In the announced playing XI',
  runs: 'Runs',
  boundaries: 'Boundary bonus (fours)',
  sixes: 'Six bonus',
  runMilestone: 'Run milestone',
  duck: 'Duck',
  strikeRate: 'Strike rate',
  wickets: 'Wickets',
  bowledOrLbw: 'Bowled or LBW bonus',
  wicketHaul: 'Wicket haul',
  maidens: 'Maiden overs',
  economy: 'Economy rate',
  catches: 'Catches',
  threeCatchBonus: 'Three-catch bonus',
  stumpings: 'Stumpings',
  runOutsDirect: 'Run outs (direct hit)',
  runOutsShared: 'Run outs (shared)',
};

export type PointsBreakdown = Record<PointsSource, number>;

export interface PlayerPoints {
  total: number;
  breakdown: PointsBreakdown;
}

/** Who the player is, as far as the tables care. */
export interface ScoredPlayer {
  role: PlayerRole;
  /** Announced in the playing XI. */
  playing: boolean;
}

/** Written out rather than built from POINTS_SOURCES: the engine makes one per rescore, and this is several times faster. */
export function emptyBreakdown(): PointsBreakdown {
  return {
    playingXI: 0,
    runs: 0,
    boundaries: 0,
    sixes: 0,
    runMilestone: 0,
    duck: 0,
    strikeRate: 0,
    wickets: 0,
    bowledOrLbw: 0,
    wicketHaul: 0,
    maidens: 0,
    economy: 0,
    catches: 0,
    threeCatchBonus: 0,
    stumpings: 0,
    runOutsDirect: 0,
    runOutsShared: 0,
  };
}

/** The points of the highest threshold reached (thresholds in rising order), or 0. */
function highestReached(thresholds: readonly Threshold[], value: number): number {
  let points = 0;
  for (const threshold of thresholds) if (value >= threshold.at) points = threshold.points;
  return points;
}

/**
 * A player's points for a match from their stat lines, one per innings they took part in
 * (leave super overs out: they score nothing). Milestones, ducks and wicket hauls count per
 * innings (which matters in a Test); everything else adds up over the match, including the
 * economy rate and strike rate, which are compared unrounded.
 */
export function pointsForStatLines(
  lines: readonly StatLine[],
  player: ScoredPlayer,
  format: MatchType,
  system: PointsSystem = POINTS_SYSTEM,
): PlayerPoints {
  const table = system.formats[format];
  const breakdown = emptyBreakdown();
  if (player.playing) breakdown.playingXI = table.playingXI;

  let runs = 0;
  let balls = 0;
  let ballsBowled = 0;
  let runsConceded = 0;
  let catches = 0;
  for (const line of lines) {
    breakdown.runs += line.runs * table.run;
    breakdown.boundaries += line.fours * table.boundaryBonus;
    breakdown.sixes += line.sixes * table.sixBonus;
    breakdown.runMilestone += highestReached(table.runMilestones, line.runs);
    if (player.role !== 'Bowler' && line.runs === 0 && isDismissal(line.dismissal)) breakdown.duck += table.duck;

    const wickets = wicketsTaken(line);
    breakdown.wickets += wickets * table.wicket;
    breakdown.bowledOrLbw += (line.wickets.bowled + line.wickets.lbw) * table.bowledOrLbwBonus;
    breakdown.wicketHaul += highestReached(table.wicketHauls, wickets);
    breakdown.maidens += line.maidens * table.maiden;

    breakdown.catches += line.catches * table.catch;
    breakdown.stumpings += line.stumpings * table.stumping;
    breakdown.runOutsDirect += line.runOutsDirect * table.runOutDirect;
    breakdown.runOutsShared += line.runOutsShared * table.runOutShared;

    runs += line.runs;
    balls += line.balls;
    ballsBowled += line.ballsBowled;
    runsConceded += line.runsConceded;
    catches += line.catches;
  }

  if (catches >= 3) breakdown.threeCatchBonus = table.threeCatchBonus;
  if (table.economy && ballsBowled > 0 && ballsBowled >= table.economy.minOvers * 6) {
    breakdown.economy = pointsForRate((runsConceded * 6) / ballsBowled, table.economy.bands);
  }
  if (table.strikeRate && player.role !== 'Bowler' && balls > 0 && balls >= table.strikeRate.minBalls) {
    breakdown.strikeRate = pointsForRate((runs * 100) / balls, table.strikeRate.bands);
  }

  let total = 0;
  for (const source of POINTS_SOURCES) total += breakdown[source];
  return { total, breakdown };
}

/** The points of one stat line: a limited-overs match, or the admin's whole-match line. */
export function pointsForStatLine(line: StatLine, player: ScoredPlayer, format: MatchType, system?: PointsSystem): PlayerPoints {
  return pointsForStatLines([line], player, format, system);
}

/** Whether two players' points differ anywhere in their breakdown. */
export function pointsDiffer(a: PlayerPoints, b: PlayerPoints): boolean {
  if (a.total !== b.total) return true;
  for (const source of POINTS_SOURCES) if (a.breakdown[source] !== b.breakdown[source]) return true;
  return false;
}
