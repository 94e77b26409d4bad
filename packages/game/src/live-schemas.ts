// Live scoring, leaderboards and results: the shapes the API and the live channel answer with,
// and the scorecard editor's request schema. The server presents these; the web reads them.

import { z } from 'zod';
import { MATCH_STATES, PLAYER_ROLES } from './catalogue.ts';
import { matchSummaryView, playerView } from './catalogue-schemas.ts';
import { MATCH_TYPES, type MatchType } from './points-system.ts';
import { WICKET_KINDS } from './scoring/deliveries.ts';
import { POINTS_SOURCES } from './scoring/fantasy-points.ts';
import { statLineInputSchema } from './scoring/scoring-schemas.ts';
import type { StatLine } from './scoring/stat-line.ts';

// ---------------------------------------------------------------------------------------------
// The match's score and scorecard

export const targetView = z.object({
  runs: z.number(),
  overs: z.number().nullable().describe('The overs to get them in; null without a limit (a Test)'),
});

export const inningsScoreView = z.object({
  number: z.number().describe('1-based; super overs follow the main innings'),
  team: z.string().describe('The side batting'),
  superOver: z.boolean(),
  runs: z.number(),
  wickets: z.number(),
  overs: z.string().describe('From legal balls, as cricket writes them: "18.3"'),
  extras: z.number(),
  target: targetView.nullable(),
});
export type InningsScoreView = z.infer<typeof inningsScoreView>;

export const matchScoreView = z.object({
  matchId: z.number(),
  version: z.number().describe('Goes up with every change to the match\'s scoring'),
  innings: z.array(inningsScoreView),
});
export type MatchScoreView = z.infer<typeof matchScoreView>;

/** What `POST /api/admin/matches/{id}/deliveries` answers. */
export const deliveryBatchView = z.object({
  stored: z.number().describe('Deliveries at positions that had none'),
  replaced: z.number().describe('Corrections: a different delivery at a stored position'),
  unchanged: z.number().describe('Sent again exactly as stored'),
  score: matchScoreView,
});
export type DeliveryBatchView = z.infer<typeof deliveryBatchView>;

export const lastBallView = z.object({
  innings: z.number(),
  over: z.number().describe('0-based, as Cricsheet numbers overs'),
  ball: z.number().describe("1-based position in that over's deliveries"),
  superOver: z.boolean(),
  summary: z.string().describe('e.g. "18.3 Starc to Head, 4 runs" or "WICKET! Head c Gurbaz b Starc"'),
});
export type LastBallView = z.infer<typeof lastBallView>;

export const statLineView = z.object({
  runs: z.number(),
  balls: z.number(),
  fours: z.number(),
  sixes: z.number(),
  dismissal: z.enum(WICKET_KINDS).nullable(),
  ballsBowled: z.number().describe('Legal balls; overs are these / 6'),
  maidens: z.number(),
  runsConceded: z.number(),
  dotBalls: z.number(),
  wides: z.number(),
  noBalls: z.number(),
  wickets: z.object({
    bowled: z.number(),
    caught: z.number(),
    caughtAndBowled: z.number(),
    lbw: z.number(),
    stumped: z.number(),
    hitWicket: z.number(),
  }),
  catches: z.number(),
  stumpings: z.number(),
  runOutsDirect: z.number(),
  runOutsShared: z.number(),
}) satisfies z.ZodType<StatLine>;

export const pointsItemView = z.object({
  key: z.enum(POINTS_SOURCES),
  label: z.string().describe('Where the points came from, in words'),
  points: z.number(),
});
export type PointsItemView = z.infer<typeof pointsItemView>;

/** Where a player's points come from: the ball-by-ball feed, a line set by hand, or nothing yet. */
export const POINTS_LINE_SOURCES = ['FEED', 'MANUAL', 'NONE'] as const;
export type PointsLineSource = (typeof POINTS_LINE_SOURCES)[number];

export const scorecardPlayerView = z.object({
  playerId: z.number(),
  name: z.string(),
  team: z.string(),
  role: z.enum(PLAYER_ROLES),
  playing: z.boolean().describe('Announced in the playing XI'),
  points: z.number().describe('Fantasy points in this match so far'),
  source: z.enum(POINTS_LINE_SOURCES),
  line: statLineView.describe('The whole match so far (super overs left out: they score nothing)'),
  lines: z
    .array(statLineView)
    .describe('The same, one line per innings the player took part in, in order (a Test counts milestones, ducks and hauls per innings)'),
  breakdown: z.array(pointsItemView).describe('Every source that gave points, in the order of the points table'),
});
export type ScorecardPlayerView = z.infer<typeof scorecardPlayerView>;

export const matchScorecardView = z.object({
  matchId: z.number(),
  matchType: z.enum(MATCH_TYPES),
  state: z.enum(MATCH_STATES),
  teamA: z.string(),
  teamB: z.string(),
  innings: z.array(inningsScoreView),
  lastBall: lastBallView.nullable(),
  players: z.array(scorecardPlayerView),
});
export type MatchScorecardView = z.infer<typeof matchScorecardView>;

// ---------------------------------------------------------------------------------------------
// The scorecard editor: a player's line set by hand

/** Innings lines a player can have by hand: a Test scores milestones and ducks per innings. */
export const MAX_HAND_LINES: Record<MatchType, number> = { T20: 2, ODI: 2, TEST: 4 };

const handLinesSchema = z.object(
  {
    lines: z
      .array(statLineInputSchema, { error: 'lines must be a list of stat lines, one per innings.' })
      .min(1, 'lines must hold at least one stat line.')
      .max(MAX_HAND_LINES.TEST, `lines can hold at most ${MAX_HAND_LINES.TEST} stat lines (a Test's four innings).`),
  },
  { error: 'Send a stat line, or {"lines": [...]} with one line per innings.' },
);

/**
 * The body of `PUT /api/admin/matches/{id}/scorecard/{playerId}`: one stat line for the whole
 * match, or `{lines: [...]}` with one per innings the player took part in (a Test, where run
 * milestones, ducks and wicket hauls count per innings). Either way the result is the lines.
 */
export const scorecardLinesInputSchema = z
  .unknown()
  .transform((body, context): StatLine[] => {
    const asList = typeof body === 'object' && body !== null && !Array.isArray(body) && 'lines' in body;
    const parsed = asList ? handLinesSchema.safeParse(body) : statLineInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return 'lines' in parsed.data ? parsed.data.lines : [parsed.data];
  })
  .describe('A stat line (runs, balls, fours, sixes, dismissal, overs as 3.4, maidens, runsConceded, wickets by kind, catches, stumpings, runOutsDirect, runOutsShared), or {lines: [...]}');
export type ScorecardLinesInput = z.input<typeof scorecardLinesInputSchema>;

// ---------------------------------------------------------------------------------------------
// Leaderboards

export const leaderboardRowView = z.object({
  rank: z.number().describe('Competition rank: 1, 2, 2, 4'),
  username: z.string(),
  teamId: z.number(),
  entryId: z.number(),
  totalPoints: z.number(),
  prize: z.number().nullable().describe('Rupees; null until the results are fixed'),
  mine: z.boolean().describe("The caller's own entry"),
});
export type LeaderboardRowView = z.infer<typeof leaderboardRowView>;

/**
 * `/topic/leaderboard` (the /auth screen's Live Leaderboard): the top users of one live match,
 * each once, by their best entry in it; every row names that match.
 */
export const overallLeaderboardRowView = z.object({
  username: z.string(),
  totalPoints: z.number().describe("The user's best entry in the match (Captain 2x, Vice-Captain 1.5x)"),
  match: matchSummaryView.describe('The live match ranked (with several live, the one with the most teams entered)'),
});
export type OverallLeaderboardRowView = z.infer<typeof overallLeaderboardRowView>;

export const entryTeamPlayerView = playerView.extend({
  multiplier: z.union([z.literal(1), z.literal(1.5), z.literal(2)]).describe('2 for the Captain, 1.5 for the Vice-Captain'),
  teamPoints: z.number().describe('points x multiplier: what the player adds to this team'),
});
export type EntryTeamPlayerView = z.infer<typeof entryTeamPlayerView>;

export const entryTeamView = z.object({
  entryId: z.number(),
  contestId: z.number(),
  teamId: z.number(),
  teamName: z.string().describe("The team's name among its owner's teams of the match: T1, T2, ..."),
  username: z.string(),
  rank: z.number().nullable().describe('Null before the deadline and in a cancelled contest'),
  totalPoints: z.number(),
  prize: z.number().nullable().describe('Rupees; null until the results are fixed'),
  captainId: z.number(),
  viceCaptainId: z.number(),
  players: z.array(entryTeamPlayerView),
});
export type EntryTeamView = z.infer<typeof entryTeamView>;

// ---------------------------------------------------------------------------------------------
// Comparing two entries of a contest

/** A player of one side of a comparison: their fantasy points so far, times that side's multiplier. */
export const comparedPlayerView = z.object({
  playerId: z.number(),
  name: z.string(),
  team: z.string(),
  role: z.enum(PLAYER_ROLES),
  points: z.number().describe("Points so far x this side's multiplier (Captain 2x, Vice-Captain 1.5x)"),
});
export type ComparedPlayerView = z.infer<typeof comparedPlayerView>;

export const comparedSideView = z.object({
  entryId: z.number(),
  username: z.string(),
  teamName: z.string().describe('T1, T2, ... among its owner\'s teams of the match'),
  captainId: z.number(),
  viceCaptainId: z.number(),
  totalPoints: z.number(),
  players: z.array(comparedPlayerView).describe('In the order picked'),
});
export type ComparedSideView = z.infer<typeof comparedSideView>;

/** `GET /api/contests/{id}/compare?a=&b=`: two entries side by side, live. */
export const comparisonView = z.object({
  a: comparedSideView,
  b: comparedSideView,
  common: z
    .array(comparedPlayerView.omit({ points: true }).extend({ aPoints: z.number(), bPoints: z.number() }))
    .describe("Players in both teams, with each side's points (captaincy may differ)"),
  onlyA: z.array(comparedPlayerView).describe('Players only a picked, with the points they made for a'),
  onlyB: z.array(comparedPlayerView).describe('Players only b picked, with the points they made for b'),
});
export type ComparisonView = z.infer<typeof comparisonView>;
