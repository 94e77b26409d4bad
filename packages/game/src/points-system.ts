/**
 * The fantasy points system as data: one table per format under a version name, so a future
 * revision is a new table, not a rewrite. The scoring engine and the Fantasy Point System page
 * both read these tables.
 */

export const MATCH_TYPES = ['T20', 'ODI', 'TEST'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * A band of economy or strike rate. Bounds are inclusive unless named `above`/`below`; values
 * between two bands score 0, and rates are compared unrounded.
 */
export interface RateBand {
  above?: number;
  atLeast?: number;
  atMost?: number;
  below?: number;
  points: number;
}

export interface Threshold {
  at: number;
  points: number;
}

export interface FormatPoints {
  playingXI: number;
  run: number;
  boundaryBonus: number;
  sixBonus: number;
  /** Highest reached only. */
  runMilestones: Threshold[];
  /** Batsman, Wicketkeeper and Allrounder only. */
  duck: number;
  wicket: number;
  bowledOrLbwBonus: number;
  /** Highest reached only. */
  wicketHauls: Threshold[];
  maiden: number;
  catch: number;
  /** Once, at three catches or more. */
  threeCatchBonus: number;
  stumping: number;
  runOutDirect: number;
  /** Each of the last two fielders named. */
  runOutShared: number;
  captainMultiplier: number;
  viceCaptainMultiplier: number;
  economy: { minOvers: number; bands: RateBand[] } | null;
  /** Anyone but a Bowler. */
  strikeRate: { minBalls: number; bands: RateBand[] } | null;
}

export interface PointsSystem {
  version: string;
  formats: Record<MatchType, FormatPoints>;
}

const common = {
  playingXI: 4,
  run: 1,
  boundaryBonus: 1,
  sixBonus: 2,
  bowledOrLbwBonus: 8,
  catch: 8,
  stumping: 12,
  runOutDirect: 12,
  runOutShared: 6,
  captainMultiplier: 2,
  viceCaptainMultiplier: 1.5,
} as const;

export const CLASSIC_2020: PointsSystem = {
  version: 'classic-2020',
  formats: {
    T20: {
      ...common,
      runMilestones: [
        { at: 30, points: 4 },
        { at: 50, points: 8 },
        { at: 100, points: 16 },
      ],
      duck: -2,
      wicket: 25,
      wicketHauls: [
        { at: 3, points: 4 },
        { at: 4, points: 8 },
        { at: 5, points: 16 },
      ],
      maiden: 12,
      threeCatchBonus: 4,
      economy: {
        minOvers: 2,
        bands: [
          { below: 5, points: 6 },
          { atLeast: 5, atMost: 5.99, points: 4 },
          { atLeast: 6, atMost: 7, points: 2 },
          { atLeast: 10, atMost: 11, points: -2 },
          { atLeast: 11.01, atMost: 12, points: -4 },
          { above: 12, points: -6 },
        ],
      },
      strikeRate: {
        minBalls: 10,
        bands: [
          { above: 170, points: 6 },
          { atLeast: 150.01, atMost: 170, points: 4 },
          { atLeast: 130, atMost: 150, points: 2 },
          { atLeast: 60, atMost: 70, points: -2 },
          { atLeast: 50, atMost: 59.99, points: -4 },
          { below: 50, points: -6 },
        ],
      },
    },
    ODI: {
      ...common,
      runMilestones: [
        { at: 50, points: 4 },
        { at: 100, points: 8 },
      ],
      duck: -3,
      wicket: 25,
      wicketHauls: [
        { at: 4, points: 4 },
        { at: 5, points: 8 },
      ],
      maiden: 4,
      threeCatchBonus: 4,
      economy: {
        minOvers: 5,
        bands: [
          { below: 2.5, points: 6 },
          { atLeast: 2.5, atMost: 3.49, points: 4 },
          { atLeast: 3.5, atMost: 4.5, points: 2 },
          { atLeast: 7, atMost: 8, points: -2 },
          { atLeast: 8.01, atMost: 9, points: -4 },
          { above: 9, points: -6 },
        ],
      },
      strikeRate: {
        minBalls: 20,
        bands: [
          { above: 140, points: 6 },
          { atLeast: 120.01, atMost: 140, points: 4 },
          { atLeast: 100, atMost: 120, points: 2 },
          { atLeast: 40, atMost: 50, points: -2 },
          { atLeast: 30, atMost: 39.99, points: -4 },
          { below: 30, points: -6 },
        ],
      },
    },
    TEST: {
      ...common,
      runMilestones: [
        { at: 50, points: 4 },
        { at: 100, points: 8 },
      ],
      duck: -4,
      wicket: 16,
      wicketHauls: [
        { at: 4, points: 4 },
        { at: 5, points: 8 },
      ],
      maiden: 0,
      threeCatchBonus: 0,
      economy: null,
      strikeRate: null,
    },
  },
};

export const POINTS_SYSTEM: PointsSystem = CLASSIC_2020;

/** Whether a rate falls in a band (bounds as the band names them; unrounded). */
export function isInBand(value: number, band: RateBand): boolean {
  if (band.above !== undefined && !(value > band.above)) return false;
  if (band.atLeast !== undefined && !(value >= band.atLeast)) return false;
  if (band.atMost !== undefined && !(value <= band.atMost)) return false;
  if (band.below !== undefined && !(value < band.below)) return false;
  return true;
}

/** The points of the band a rate falls in, or 0 between bands. */
export function pointsForRate(value: number, bands: readonly RateBand[]): number {
  return bands.find((band) => isInBand(value, band))?.points ?? 0;
}

/** A band as people write it: 'below 5', '5 to 5.99', 'above 12'. */
export function describeBand(band: RateBand): string {
  if (band.above !== undefined) return `above ${band.above}`;
  if (band.below !== undefined) return `below ${band.below}`;
  return `${band.atLeast} to ${band.atMost}`;
}

/** Points shown with their sign: '+4', '-2', '0'. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
