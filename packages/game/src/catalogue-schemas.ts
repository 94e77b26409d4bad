// The request schemas that validate both the admin forms and the API, and the shapes the API
// answers with, for matches, players and contests.

import { z } from 'zod';
import {
  CONTEST_NAME_MAX_LENGTH,
  CONTEST_STATUSES,
  CONTEST_TABS,
  CROWD_MIN_TEAMS,
  LINEUP_STATUSES,
  CREDIT_MAX,
  CREDIT_MIN,
  CREDIT_STEP,
  defaultPrizes,
  ENTRY_FEE_MAX_RUPEES,
  MATCH_STATES,
  MAX_TEAMS_PER_USER_LIMIT,
  PLAYER_NAME_MAX_LENGTH,
  PLAYER_ROLES,
  PRIZE_POOL_MAX_RUPEES,
  PRIZE_RANGES_MAX,
  PRIZE_TEMPLATES,
  prizeTableProblems,
  SPOTS_MAX,
  TEAM_NAME_MAX_LENGTH,
} from './catalogue.ts';
import { hasWholePaise } from './money.ts';
import { MATCH_TYPES } from './points-system.ts';

// ---------------------------------------------------------------------------------------------
// Field builders: every message names its field, for a missing value and for a wrong type.

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A number; numeric text from a form's input is read as the number it shows. */
function numberField(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value),
    z.number({ error: (issue) => (isMissing(issue.input) ? `${label} is required.` : `${label} must be a number.`) }),
  );
}

function wholeNumber(label: string, min: number, max: number) {
  return numberField(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min.toLocaleString('en-IN')}.`)
      .max(max, `${label} can be at most ${max.toLocaleString('en-IN')}.`),
  );
}

/** Rupees: not negative, at most 2 decimals, at most `max`. */
function rupees(label: string, max: number, options: { positive?: boolean } = {}) {
  return numberField(label).pipe(
    z
      .number()
      .min(options.positive ? 0.01 : 0, options.positive ? `${label} must be above ₹0.` : `${label} cannot be negative.`)
      .max(max, `${label} can be at most ₹${max.toLocaleString('en-IN')}.`)
      .refine(hasWholePaise, `${label} can have at most 2 decimals (paise).`),
  );
}

function booleanField(label: string) {
  return z.boolean({ error: `${label} must be true or false.` });
}

const idNumber = (label: string) => wholeNumber(label, 1, 2_147_483_647);

// ---------------------------------------------------------------------------------------------
// Matches

export const startTimeField = z
  .string({ error: (issue) => (isMissing(issue.input) ? 'startTime is required.' : 'startTime must be text.') })
  .trim()
  .min(1, 'startTime is required.')
  .pipe(z.iso.datetime({ offset: true, error: 'startTime must be a date and time with its time zone, like 2026-11-24T14:00:00Z.' }))
  .transform((value) => new Date(value));

export const matchInputSchema = z
  .object({
    teamA: requiredText('Team A', TEAM_NAME_MAX_LENGTH),
    teamB: requiredText('Team B', TEAM_NAME_MAX_LENGTH),
    startTime: startTimeField,
    matchType: z
      .enum(MATCH_TYPES, { error: `matchType must be one of ${MATCH_TYPES.join(', ')}.` })
      .default('T20'),
    venue: optionalText('Venue', 120),
    event: optionalText('Event', 120),
    competition: optionalText('Competition', 120),
  })
  .refine((match) => match.teamA.toLowerCase() !== match.teamB.toLowerCase(), {
    path: ['teamB'],
    message: 'Team B must be a different side from Team A.',
  });
export type MatchInput = z.input<typeof matchInputSchema>;
export type MatchFields = z.output<typeof matchInputSchema>;

/** A match as a team, an entry and (with its state) a contest carry it. */
export const matchSummaryView = z.object({
  id: z.number(),
  teamA: z.string(),
  teamB: z.string(),
  startTime: z.string().describe('ISO 8601, UTC'),
  matchType: z.enum(MATCH_TYPES),
});
export type MatchSummaryView = z.infer<typeof matchSummaryView>;

const matchStateField = z.enum(MATCH_STATES).describe('SCHEDULED until the start time, then LIVE; COMPLETED or ABANDONED');

export const matchView = matchSummaryView.extend({
  state: matchStateField,
  venue: z.string().nullable(),
  event: z.string().nullable(),
  competition: z.string().nullable().describe('The series it belongs to, e.g. "Indian Premier League 2026": leagues follow one'),
  lineupsAnnouncedAt: z.string().nullable().describe('ISO 8601: when an admin announced the playing XIs; null before'),
  result: z.string().nullable().describe('A completed match\'s result ("Mumbai Indians won by 5 wickets", "Match tied"); "No result" when abandoned; null before'),
});
export type MatchView = z.infer<typeof matchView>;

// ---------------------------------------------------------------------------------------------
// Players

const matchIdOf = (body: unknown) => {
  if (typeof body !== 'object' || body === null) return body;
  const { matchId, match, ...rest } = body as { matchId?: unknown; match?: unknown };
  const nested = typeof match === 'object' && match !== null ? (match as { id?: unknown }).id : undefined;
  return { ...rest, matchId: isMissing(matchId) ? nested : matchId };
};

/** The player form's body: `matchId` or `match: {id}` (the spec's form sends both). */
export const playerInputSchema = z.preprocess(
  matchIdOf,
  z.object({
    name: requiredText('Name', PLAYER_NAME_MAX_LENGTH),
    team: requiredText('Team', TEAM_NAME_MAX_LENGTH),
    role: z.enum(PLAYER_ROLES, { error: `Role must be one of ${PLAYER_ROLES.join(', ')}.` }),
    credit: numberField('Credit').pipe(
      z
        .number()
        .min(CREDIT_MIN, `Credit must be between ${CREDIT_MIN} and ${CREDIT_MAX}.`)
        .max(CREDIT_MAX, `Credit must be between ${CREDIT_MIN} and ${CREDIT_MAX}.`)
        .refine((credit) => Number.isInteger(credit / CREDIT_STEP), `Credit goes in steps of ${CREDIT_STEP}, like 8 or 8.5.`),
    ),
    points: z
      .preprocess((value) => (isMissing(value) ? 0 : value), numberField('Points'))
      .pipe(
        z
          .number()
          .min(-1000, 'Points must be between -1,000 and 10,000.')
          .max(10_000, 'Points must be between -1,000 and 10,000.')
          .refine((points) => Number.isInteger(points * 2), 'Points go in steps of 0.5.'),
      ),
    matchId: idNumber('matchId'),
    imageUrl: z
      .string({ error: 'Image URL must be text.' })
      .trim()
      .max(500, 'Image URL can be at most 500 characters.')
      .refine((url) => url === '' || /^https?:\/\/\S+$/i.test(url) || /^\/\S+$/.test(url), 'Image URL must start with https:// or http://.')
      .nullish()
      .transform((url) => (url ? url : null)),
    playingStatus: booleanField('playingStatus').optional(),
  }),
);
export type PlayerInput = z.input<typeof playerInputSchema>;
export type PlayerFields = z.output<typeof playerInputSchema>;

/** `?playing=true|false` of the status action. */
export const playingQuerySchema = z.object({
  playing: z.enum(['true', 'false'], { error: 'playing must be true or false, as in ?playing=true.' }).transform((value) => value === 'true'),
});

export const playerView = z.object({
  id: z.number(),
  name: z.string(),
  team: z.string(),
  role: z.enum(PLAYER_ROLES),
  credit: z.number(),
  points: z.number(),
  playingStatus: z.boolean(),
  imageUrl: z.string().nullable(),
  matchId: z.number(),
  match: z.object({ id: z.number() }),
  registryId: z.string().nullable().describe("The Cricsheet registry id, for imported players"),
});
export type PlayerView = z.infer<typeof playerView>;

const crowdShare = (who: string) =>
  z
    .number()
    .nullable()
    .describe(`Percent of the match's entered teams ${who}, one decimal; null before the deadline while fewer than ${CROWD_MIN_TEAMS} teams are entered`);

/** A player of a match's squads as the picker shows them: the crowd's choices, their form, the line-up. */
export const matchPlayerView = playerView.extend({
  selectedBy: crowdShare('that picked them'),
  captainBy: crowdShare('that made them Captain'),
  viceCaptainBy: crowdShare('that made them Vice-Captain'),
  seriesPoints: z.number().describe("Fantasy points in the series' matches played before this one"),
  lastPoints: z.array(z.number()).describe('Fantasy points in their last five played matches, newest first'),
  lineup: z.enum(LINEUP_STATUSES).nullable().describe('In the announced playing XI or not; null until line-ups are announced'),
});
export type MatchPlayerView = z.infer<typeof matchPlayerView>;

/** `POST /api/admin/matches/{id}/lineups`: the playing XI of both sides, eleven each. */
export const lineupsInputSchema = z.object({
  playerIds: z
    .array(idNumber('playerIds'), { error: 'playerIds must be a list of player ids.' })
    .min(1, 'playerIds must name the playing XI of both sides.')
    .max(100, 'playerIds can name at most 100 players.'),
});
export type LineupsInput = z.infer<typeof lineupsInputSchema>;

/** `GET /api/matches/{id}/dream-team`: the best team the rules allow, once the match is completed. */
export const dreamTeamView = z.object({
  players: z.array(playerView),
  captainId: z.number(),
  viceCaptainId: z.number(),
  totalPoints: z.number().describe("The eleven's points, the Captain's doubled and the Vice-Captain's 1.5x"),
});
export type DreamTeamView = z.infer<typeof dreamTeamView>;

// ---------------------------------------------------------------------------------------------
// Contests

export const prizeRangeSchema = z.object({
  fromRank: wholeNumber('fromRank', 1, SPOTS_MAX),
  toRank: wholeNumber('toRank', 1, SPOTS_MAX),
  amount: rupees('Prize amount', PRIZE_POOL_MAX_RUPEES, { positive: true }),
});

/** The contest form's body (create and edit). Missing optional fields take their defaults. */
export const contestInputSchema = z
  .preprocess(
    matchIdOf,
    z.object({
      name: requiredText('Contest name', CONTEST_NAME_MAX_LENGTH),
      entryFee: rupees('Entry fee', ENTRY_FEE_MAX_RUPEES),
      prizePool: rupees('Prize pool', PRIZE_POOL_MAX_RUPEES),
      matchId: idNumber('matchId'),
      status: z
        .enum(CONTEST_STATUSES, { error: `status must be one of ${CONTEST_TABS.join(', ')}.` })
        .default('UPCOMING')
        .refine((status) => status === 'UPCOMING', 'A contest is UPCOMING until its match starts; its status then follows the match.'),
      resultDistributed: booleanField('resultDistributed')
        .default(false)
        .refine((distributed) => !distributed, 'Results are distributed when the match completes, not set by hand.'),
      spots: z.preprocess((value) => (value === '' ? null : value), wholeNumber('spots', 2, SPOTS_MAX).nullish()).transform((spots) => spots ?? null),
      maxTeamsPerUser: wholeNumber('maxTeamsPerUser', 1, MAX_TEAMS_PER_USER_LIMIT).default(1),
      flexible: booleanField('flexible').default(false),
      prizes: z.array(prizeRangeSchema, { error: 'prizes must be a list of {fromRank, toRank, amount}.' }).max(PRIZE_RANGES_MAX, `A prize table can have at most ${PRIZE_RANGES_MAX} rows.`).nullish(),
    }),
  )
  .transform((contest) => ({ ...contest, prizes: contest.prizes ?? defaultPrizes(contest.prizePool) }))
  .superRefine((contest, context) => {
    for (const { row, message } of prizeTableProblems(contest.prizes, contest.prizePool, contest.spots)) {
      context.addIssue({ code: 'custom', path: ['prizes', row], message });
    }
    if (contest.flexible && contest.spots === null) {
      context.addIssue({ code: 'custom', path: ['flexible'], message: 'A flexible contest needs a number of spots: it runs only if they fill.' });
    }
  });
export type ContestInput = z.input<typeof contestInputSchema>;
export type ContestFields = z.output<typeof contestInputSchema>;

export const prizeView = z.object({ fromRank: z.number(), toRank: z.number(), amount: z.number() });

export const contestView = z.object({
  id: z.number(),
  name: z.string(),
  entryFee: z.number().describe('Rupees'),
  prizePool: z.number().describe('Rupees'),
  status: z.enum(CONTEST_STATUSES),
  resultDistributed: z.boolean(),
  matchId: z.number(),
  match: matchSummaryView.extend({ state: matchStateField }),
  spots: z.number().nullable().describe('The most entries; null for unlimited'),
  entries: z.number(),
  maxTeamsPerUser: z.number(),
  flexible: z.boolean(),
  prizes: z.array(prizeView),
  // A private contest (made by a player for friends) also says so, with its code and maker.
  private: z.literal(true).optional().describe('Only on a private contest, shown to its entrants'),
  inviteCode: z.string().optional().describe('A private contest\'s code; its share link is /join/{inviteCode}'),
  prizeTemplate: z.enum(PRIZE_TEMPLATES).optional(),
  creatorId: z.number().optional(),
  creatorName: z.string().optional(),
});
export type ContestView = z.infer<typeof contestView>;

// The field builders the money schemas share (money-schemas.ts): one way to read a number or a text field.
export { numberField, requiredText as requiredTextField, wholeNumber };
