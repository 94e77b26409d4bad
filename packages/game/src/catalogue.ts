// The catalogue: matches, players and contests. Constants, prize tables and the rules of time,
// without zod, so any screen can import them for free (the schemas are in catalogue-schemas.ts).

import type { MatchType } from './points-system.ts';

export const MATCH_STATES = ['SCHEDULED', 'LIVE', 'COMPLETED', 'ABANDONED'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** A contest's status. CANCELLED is beyond the spec's three: shown in Manage Contests, not in the tabs. */
export const CONTEST_STATUSES = ['UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];
/** How a private contest pays out (see private-contests.ts). */
export const PRIZE_TEMPLATES = ['WINNER_TAKES_ALL', 'TOP_3', 'TOP_HALF'] as const;
export type PrizeTemplate = (typeof PRIZE_TEMPLATES)[number];
/** The fewest entries a private contest runs with: fewer at the deadline, and it is cancelled and refunded. */
export const PRIVATE_CONTEST_MIN_ENTRIES = 2;

/** The tabs of the Contests page, in order. */
export const CONTEST_TABS = ['UPCOMING', 'LIVE', 'COMPLETED'] as const satisfies readonly ContestStatus[];

export const PLAYER_ROLES = ['Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];
export const PLAYER_ROLE_LABELS: Record<PlayerRole, string> = {
  Batsman: 'Batsman',
  Bowler: 'Bowler',
  Wicketkeeper: 'Wicketkeeper',
  Allrounder: 'All-Rounder',
};

export const CREDIT_MIN = 4;
export const CREDIT_MAX = 12;
export const CREDIT_STEP = 0.5;

export const TEAM_NAME_MAX_LENGTH = 60;
export const PLAYER_NAME_MAX_LENGTH = 80;
export const CONTEST_NAME_MAX_LENGTH = 80;
export const ENTRY_FEE_MAX_RUPEES = 100_000;
export const PRIZE_POOL_MAX_RUPEES = 100_000_000;
export const SPOTS_MAX = 10_000_000;
export const MAX_TEAMS_PER_USER_LIMIT = 20;
export const PRIZE_RANGES_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Contests and their prize tables

export interface PrizeRange {
  fromRank: number;
  toRank: number;
  /** Rupees for each rank of the range. */
  amount: number;
}

/** What a prize table pays in all, in paise (exact: each amount is whole paise). */
export function prizeTableTotalPaise(prizes: readonly PrizeRange[]): number {
  return prizes.reduce((sum, prize) => sum + Math.round(prize.amount * 100) * (prize.toRank - prize.fromRank + 1), 0);
}

/** The ranks a prize table pays (its last `toRank`), 0 when it pays none. */
export function paidRanks(prizes: readonly PrizeRange[]): number {
  return prizes.reduce((most, prize) => Math.max(most, prize.toRank), 0);
}

/** One problem of a prize table: of one row (its index), of the total, or of the ranks against the spots. */
export interface PrizeProblem {
  row: number | 'total' | 'spots';
  message: string;
}

/**
 * Every problem of a prize table against its pool and spots, as sentences: ranges in order
 * without gaps in their own bounds or overlaps, the total within the pool, no rank past the spots.
 */
export function prizeTableProblems(prizes: readonly PrizeRange[], prizePoolRupees: number, spots: number | null): PrizeProblem[] {
  const problems: PrizeProblem[] = [];
  let previousTo = 0;
  prizes.forEach((prize, index) => {
    const row = `Prize row ${index + 1}`;
    if (prize.toRank < prize.fromRank) {
      problems.push({ row: index, message: `${row}: the last rank (${prize.toRank}) comes before the first (${prize.fromRank}).` });
    } else if (prize.fromRank <= previousTo) {
      problems.push({ row: index, message: `${row}: rank ${prize.fromRank} is already paid by an earlier row; list ranks in order without overlap.` });
    }
    previousTo = Math.max(previousTo, prize.toRank);
  });
  const total = prizeTableTotalPaise(prizes);
  const pool = Math.round(prizePoolRupees * 100);
  if (total > pool) {
    problems.push({ row: 'total', message: `The prizes add up to ₹${(total / 100).toLocaleString('en-IN')}, more than the prize pool of ₹${prizePoolRupees.toLocaleString('en-IN')}.` });
  }
  if (spots !== null && previousTo > spots) {
    problems.push({ row: 'spots', message: `The prizes pay down to rank ${previousTo.toLocaleString('en-IN')}, but the contest has only ${spots.toLocaleString('en-IN')} spots.` });
  }
  return problems;
}

/** The prize table a contest gets when none is given: the whole pool to rank 1. */
export function defaultPrizes(prizePoolRupees: number): PrizeRange[] {
  return prizePoolRupees > 0 ? [{ fromRank: 1, toRank: 1, amount: prizePoolRupees }] : [];
}

// ---------------------------------------------------------------------------------------------
// Time: a match turns LIVE at its start time, and its contests with it. Clients read the state
// from these functions, so it is right at once whether or not a background job has run yet.

export function matchStateAt(stored: MatchState, startTime: Date, now: Date): MatchState {
  return stored === 'SCHEDULED' && startTime.getTime() <= now.getTime() ? 'LIVE' : stored;
}

/** Whether teams can still be made, edited and entered for a match's contests. */
export function isBeforeDeadline(stored: MatchState, startTime: Date, now: Date): boolean {
  return matchStateAt(stored, startTime, now) === 'SCHEDULED';
}

export interface ContestClock {
  status: ContestStatus;
  flexible: boolean;
  spots: number | null;
  entries: number;
  /** A private contest runs from 2 entries, full or not. */
  isPrivate?: boolean;
}

/** Whether a contest of `spots` (null: unlimited) with `entries` has room for one more. */
export function hasSpotLeft(entries: number, spots: number | null): boolean {
  return spots === null || entries < spots;
}

/** Whether a user who holds `held` entries in a contest may enter one more team (the contest's `maxTeamsPerUser`). */
export function mayEnterAnotherTeam(held: number, maxTeamsPerUser: number): boolean {
  return held < maxTeamsPerUser;
}

/**
 * A contest's status follows its match: LIVE from the deadline (or CANCELLED, for a flexible
 * contest whose spots did not fill or a private one with fewer than 2 entries), COMPLETED with
 * the match, CANCELLED if the match is abandoned.
 */
export function contestStatusAt(contest: ContestClock, match: { state: MatchState; startTime: Date }, now: Date): ContestStatus {
  if (contest.status === 'CANCELLED' || contest.status === 'COMPLETED') return contest.status;
  const state = matchStateAt(match.state, match.startTime, now);
  if (state === 'ABANDONED') return 'CANCELLED';
  if (state === 'SCHEDULED') return 'UPCOMING';
  if (contest.flexible && contest.spots !== null && hasSpotLeft(contest.entries, contest.spots)) return 'CANCELLED';
  if (contest.isPrivate && contest.entries < PRIVATE_CONTEST_MIN_ENTRIES) return 'CANCELLED';
  return state === 'COMPLETED' ? 'COMPLETED' : 'LIVE';
}

export type { MatchType };

// ---------------------------------------------------------------------------------------------
// Match day: the crowd's picks and the line-ups

/** Below this many entered teams, before the deadline, the crowd's percentages are not shown (no one reads a friend's team from them). */
export const CROWD_MIN_TEAMS = 50;

export const LINEUP_STATUSES = ['PLAYING', 'NOT_PLAYING'] as const;
export type LineupStatus = (typeof LINEUP_STATUSES)[number];

/** A share of the entered teams as a percent with one decimal (2 of 3 is 66.7). */
export function crowdPercent(count: number, teams: number): number {
  return teams > 0 ? Math.round((count * 1000) / teams) / 10 : 0;
}

/** Whether the crowd's percentages may be shown: always after the deadline, before it from CROWD_MIN_TEAMS entered teams. */
export function mayShowCrowd(teams: number, beforeDeadline: boolean): boolean {
  return !beforeDeadline || teams >= CROWD_MIN_TEAMS;
}
