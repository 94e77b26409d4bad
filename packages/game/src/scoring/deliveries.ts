// Deliveries in Cricsheet's shape (data version 1.x), with the position an admin feed gives
// each one, and the few facts about a delivery that every count needs. No zod here: the
// schema that checks incoming deliveries is in scoring-schemas.ts.

import type { MatchType } from '../points-system.ts';

export const WICKET_KINDS = [
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'hit wicket',
  'run out',
  'retired hurt',
  'retired not out',
  'retired out',
  'obstructing the field',
  'handled the ball',
  'hit the ball twice',
  'timed out',
] as const;
export type WicketKind = (typeof WICKET_KINDS)[number];

/** The kinds credited to the bowler, as the stat line counts them. */
export const BOWLER_WICKET_KINDS = {
  bowled: 'bowled',
  caught: 'caught',
  'caught and bowled': 'caughtAndBowled',
  lbw: 'lbw',
  stumped: 'stumped',
  'hit wicket': 'hitWicket',
} as const satisfies Partial<Record<WicketKind, string>>;
export type BowlerWicketKind = keyof typeof BOWLER_WICKET_KINDS;

/** A batter who leaves this way may come back: not out, and no wicket to the side. */
const NOT_DISMISSED_KINDS: ReadonlySet<WicketKind> = new Set(['retired hurt', 'retired not out']);

export function isBowlerWicket(kind: WicketKind): kind is BowlerWicketKind {
  return kind in BOWLER_WICKET_KINDS;
}

/** Whether a wicket of this kind ends the batter's innings (and counts for the side). */
export function isDismissal(kind: WicketKind | null): boolean {
  return kind !== null && !NOT_DISMISSED_KINDS.has(kind);
}

export const EXTRA_KINDS = ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

export interface Fielder {
  name: string;
  /** A substitute fielder; one who is not among the match's players earns nothing. */
  substitute?: boolean;
}

export interface Wicket {
  /** The batter or the non-striker (or, timed out, the incoming batter). */
  player_out: string;
  kind: WicketKind;
  fielders?: Fielder[];
}

/** One delivery as Cricsheet records it (`review` and `replacements` are not read). */
export interface CricsheetDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: Partial<Record<ExtraKind, number>>;
  wickets?: Wicket[];
}

/** Where a delivery sits in the match, as the admin feed sends it. */
export interface DeliveryPosition {
  /** 1-based, counting super overs after the main innings (Cricsheet's order). */
  innings: number;
  /** 0-based, as Cricsheet: 19.3 is the fourth delivery of over 19. */
  over: number;
  /** 1-based position in that over's list of deliveries (wides and no-balls included). */
  ball: number;
  superOver: boolean;
}

export type PositionedDelivery = CricsheetDelivery & DeliveryPosition;

// Limits that stop absurd input; the engine checks the format's own limits on top.
export const MAX_INNINGS = 12;
export const MAX_OVER_INDEX = 499;
export const MAX_BALLS_IN_OVER = 30;
export const MAX_BATTER_RUNS_PER_BALL = 8;
export const MAX_EXTRA_RUNS_PER_BALL: Record<ExtraKind, number> = { wides: 8, noballs: 8, byes: 8, legbyes: 8, penalty: 10 };
export const MAX_WICKETS_PER_BALL = 2;
export const MAX_FIELDERS_PER_WICKET = 6;

/** Main innings in a match of each format; super overs (limited overs only) come after them. */
export const MAIN_INNINGS: Record<MatchType, number> = { T20: 2, ODI: 2, TEST: 4 };
/** Overs in a main innings, or null when there is no limit (a Test). */
export const OVERS_PER_INNINGS: Record<MatchType, number | null> = { T20: 20, ODI: 50, TEST: null };

/** Not a wide and not a no-ball: a ball of the over. */
export function isLegalDelivery(delivery: CricsheetDelivery): boolean {
  return !delivery.extras?.wides && !delivery.extras?.noballs;
}

/** What the bowler is charged: runs off the bat, wides and no-balls (not byes, leg-byes, penalties). */
export function runsConcededByBowler(delivery: CricsheetDelivery): number {
  return delivery.runs.batter + (delivery.extras?.wides ?? 0) + (delivery.extras?.noballs ?? 0);
}

/** A four or six that reached the boundary (one that was run is marked `non_boundary`). */
export function boundaryHit(delivery: CricsheetDelivery): 4 | 6 | null {
  if (delivery.runs.non_boundary) return null;
  return delivery.runs.batter === 4 || delivery.runs.batter === 6 ? delivery.runs.batter : null;
}

/** A number that orders deliveries by position, innings first. */
export function positionKey(position: Pick<DeliveryPosition, 'innings' | 'over' | 'ball'>): number {
  return (position.innings * (MAX_OVER_INDEX + 1) + position.over) * (MAX_BALLS_IN_OVER + 1) + position.ball;
}

/** Overs as cricket writes them, from legal balls: 111 balls is "18.3", 120 is "20". */
export function oversText(legalBalls: number): string {
  const overs = Math.floor(legalBalls / 6);
  const balls = legalBalls % 6;
  return balls === 0 ? String(overs) : `${overs}.${balls}`;
}
