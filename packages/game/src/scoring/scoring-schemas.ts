// The schemas for what an admin sends the scoring engine: deliveries from the live feed, and a
// stat line set by hand in the scorecard editor. Every message names its field with its full
// path ("deliveries[3].runs.batter must be a whole number 0 or more."), because the server
// reports messages without their paths. Names against the roster are the engine's check
// (MatchScoring.problemsWith): a schema does not know the match.

import { z } from 'zod';
import { PLAYER_NAME_MAX_LENGTH } from '../catalogue.ts';
import {
  EXTRA_KINDS,
  MAX_BALLS_IN_OVER,
  MAX_BATTER_RUNS_PER_BALL,
  MAX_EXTRA_RUNS_PER_BALL,
  MAX_FIELDERS_PER_WICKET,
  MAX_INNINGS,
  MAX_OVER_INDEX,
  MAX_WICKETS_PER_BALL,
  WICKET_KINDS,
  type CricsheetDelivery,
} from './deliveries.ts';
import { ballsFromOvers, wicketsTaken, type StatLine } from './stat-line.ts';

/** A path as people write it: deliveries[3].runs.batter. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`)).join('');
}

type Issue = { path?: PropertyKey[]; input?: unknown };
const named = (issue: Issue, fallback: string) => fieldPath(issue.path ?? []) || fallback;
/** Cross-field checks run only on fields that are each fine, so a message never follows from another. */
const whenFieldsAreFine = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

function wholeNumber(min: number, max: number, why = '') {
  const low = (issue: Issue) =>
    issue.input === undefined ? `${named(issue, 'The value')} is required.` : `${named(issue, 'The value')} must be a whole number ${min} or more.`;
  return z
    .number({ error: low })
    .int({ error: low })
    .min(min, { error: low })
    .max(max, { error: (issue) => `${named(issue, 'The value')} can be at most ${max}${why}.` });
}

function booleanField() {
  return z.boolean({ error: (issue) => `${named(issue, 'The value')} must be true or false.` });
}

function playerName() {
  const message = (issue: Issue) =>
    issue.input === undefined ? `${named(issue, 'The player')} is required.` : `${named(issue, 'The player')} must name a player.`;
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(PLAYER_NAME_MAX_LENGTH, { error: (issue) => `${named(issue, 'The player')} can be at most ${PLAYER_NAME_MAX_LENGTH} characters.` });
}

function objectOf<T extends z.ZodRawShape>(shape: T, what: string) {
  return z.object(shape, { error: (issue) => `${named(issue, 'The value')} must be ${what}.` });
}

// ---------------------------------------------------------------------------------------------
// Deliveries

const extraRuns = (kind: (typeof EXTRA_KINDS)[number]) => wholeNumber(1, MAX_EXTRA_RUNS_PER_BALL[kind], ' off one ball').optional();

const extrasSchema = z.strictObject(
  {
    wides: extraRuns('wides'),
    noballs: extraRuns('noballs'),
    byes: extraRuns('byes'),
    legbyes: extraRuns('legbyes'),
    penalty: extraRuns('penalty'),
  },
  { error: (issue) => `${named(issue, 'extras')} can only hold ${EXTRA_KINDS.join(', ')}, each a number of runs.` },
);

const fielderSchema = objectOf({ name: playerName(), substitute: booleanField().optional() }, 'a fielder, like {"name": "MS Dhoni"}');

const wicketSchema = objectOf(
  {
    player_out: playerName(),
    kind: z.enum(WICKET_KINDS, { error: (issue) => `${named(issue, 'kind')} must be one of: ${WICKET_KINDS.join(', ')}.` }),
    fielders: z
      .array(fielderSchema, { error: (issue) => `${named(issue, 'fielders')} must be a list of fielders.` })
      .max(MAX_FIELDERS_PER_WICKET, { error: (issue) => `${named(issue, 'fielders')} can name at most ${MAX_FIELDERS_PER_WICKET} fielders.` })
      .optional(),
  },
  'a wicket, with player_out and kind',
).refine((wicket) => !(wicket.kind === 'caught' || wicket.kind === 'stumped') || (wicket.fielders?.length ?? 0) > 0, {
  when: whenFieldsAreFine,
  path: ['fielders'],
  error: (issue) => `${named(issue, 'fielders')} must name the ${(issue.input as { kind: string }).kind === 'caught' ? 'catcher' : 'wicket-keeper'}.`,
});

const maxExtrasPerBall = EXTRA_KINDS.reduce((sum, kind) => sum + MAX_EXTRA_RUNS_PER_BALL[kind], 0);
const sumOfExtras = (delivery: CricsheetDelivery) => EXTRA_KINDS.reduce((sum, kind) => sum + (delivery.extras?.[kind] ?? 0), 0);
const prefix = (issue: Issue) => {
  const path = fieldPath((issue.path ?? []).slice(0, -2));
  return path ? `${path}.` : '';
};

/** One delivery from the admin feed: Cricsheet's delivery plus its position (review and replacements are dropped). */
export const deliveryInputSchema = objectOf(
  {
    innings: wholeNumber(1, MAX_INNINGS, ' (four innings at most, then super overs)'),
    over: wholeNumber(0, MAX_OVER_INDEX, ' (overs count from 0)'),
    ball: wholeNumber(1, MAX_BALLS_IN_OVER, ' deliveries in one over'),
    superOver: booleanField().default(false),
    batter: playerName(),
    bowler: playerName(),
    non_striker: playerName(),
    runs: objectOf(
      {
        batter: wholeNumber(0, MAX_BATTER_RUNS_PER_BALL, ' off one ball'),
        extras: wholeNumber(0, maxExtrasPerBall, ' off one ball'),
        total: wholeNumber(0, MAX_BATTER_RUNS_PER_BALL + maxExtrasPerBall, ' off one ball'),
        non_boundary: booleanField().optional(),
      },
      'the runs, like {"batter": 1, "extras": 0, "total": 1}',
    ),
    extras: extrasSchema.optional(),
    wickets: z
      .array(wicketSchema, { error: (issue) => `${named(issue, 'wickets')} must be a list of wickets.` })
      .max(MAX_WICKETS_PER_BALL, { error: (issue) => `${named(issue, 'wickets')} can hold at most ${MAX_WICKETS_PER_BALL} wickets.` })
      .optional(),
  },
  'a delivery object',
)
  .refine((delivery) => delivery.runs.extras === sumOfExtras(delivery), {
    when: whenFieldsAreFine,
    path: ['runs', 'extras'],
    error: (issue) => `${named(issue, 'runs.extras')} must equal the sum of extras (${sumOfExtras(issue.input as CricsheetDelivery)}).`,
  })
  .refine((delivery) => delivery.runs.total === delivery.runs.batter + delivery.runs.extras, {
    when: whenFieldsAreFine,
    path: ['runs', 'total'],
    error: (issue) => `${named(issue, 'runs.total')} must equal runs.batter + runs.extras.`,
  })
  .refine((delivery) => !(delivery.extras?.wides && delivery.extras.noballs), {
    when: whenFieldsAreFine,
    path: ['extras', 'wides'],
    error: (issue) => `${prefix(issue)}extras cannot hold both wides and noballs: a delivery is one or the other.`,
  })
  .refine((delivery) => !(delivery.extras?.wides && delivery.runs.batter > 0), {
    when: whenFieldsAreFine,
    path: ['runs', 'batter'],
    error: (issue) => `${named(issue, 'runs.batter')} must be 0 on a wide (runs off a wide are wides).`,
  })
  .refine((delivery) => new Set(delivery.wickets?.map((wicket) => wicket.player_out)).size === (delivery.wickets?.length ?? 0), {
    when: whenFieldsAreFine,
    path: ['wickets', 'player_out'],
    error: (issue) => `${prefix(issue)}wickets cannot name the same player out twice.`,
  });
export type DeliveryInput = z.input<typeof deliveryInputSchema>;

/** Enough for a whole Test's deliveries in one request (a replay), not more. */
export const MAX_DELIVERIES_PER_REQUEST = 3000;

export const deliveriesInputSchema = objectOf(
  {
    deliveries: z
      .array(deliveryInputSchema, { error: (issue) => `${named(issue, 'deliveries')} must be a list of deliveries.` })
      .min(1, { error: 'deliveries must hold at least one delivery.' })
      .max(MAX_DELIVERIES_PER_REQUEST, { error: `deliveries can hold at most ${MAX_DELIVERIES_PER_REQUEST} deliveries at once.` }),
    /** Replace the balls at positions that hold one already (each is recorded in the audit log); without it such a post is a 409. */
    correction: booleanField().default(false),
  },
  'an object with a list of deliveries',
);
export type DeliveriesInput = z.input<typeof deliveriesInputSchema>;

// ---------------------------------------------------------------------------------------------
// A stat line set by hand (the scorecard editor), for one innings. Overs arrive as people write
// them (3.4) and leave as legal balls.

const MAX_RUNS_IN_INNINGS = 500;
const MAX_BALLS_IN_INNINGS = 1000;
const MAX_OVERS_BOWLED = 100;
const MAX_WICKETS = 10;

const countOf = (max: number) => wholeNumber(0, max).default(0);

export const statLineInputSchema = objectOf(
  {
    runs: countOf(MAX_RUNS_IN_INNINGS),
    balls: countOf(MAX_BALLS_IN_INNINGS),
    fours: countOf(MAX_BALLS_IN_INNINGS),
    sixes: countOf(MAX_BALLS_IN_INNINGS),
    dismissal: z
      .enum(WICKET_KINDS, { error: (issue) => `${named(issue, 'dismissal')} must be null (not out) or one of: ${WICKET_KINDS.join(', ')}.` })
      .nullable()
      .default(null),
    overs: z
      .number({ error: (issue) => `${named(issue, 'overs')} must be overs and balls as a number, like 3.4.` })
      .min(0, { error: (issue) => `${named(issue, 'overs')} cannot be negative.` })
      .max(MAX_OVERS_BOWLED, { error: (issue) => `${named(issue, 'overs')} can be at most ${MAX_OVERS_BOWLED}.` })
      .refine((overs) => ballsFromOvers(overs) !== null, {
        error: (issue) => `${named(issue, 'overs')} must be overs and balls, like 3.4 (0 to 5 balls after the point).`,
      })
      .default(0),
    maidens: countOf(MAX_OVERS_BOWLED),
    runsConceded: countOf(MAX_RUNS_IN_INNINGS),
    dotBalls: countOf(MAX_BALLS_IN_INNINGS),
    wides: countOf(MAX_RUNS_IN_INNINGS),
    noBalls: countOf(MAX_RUNS_IN_INNINGS),
    wickets: objectOf(
      {
        bowled: countOf(MAX_WICKETS),
        caught: countOf(MAX_WICKETS),
        caughtAndBowled: countOf(MAX_WICKETS),
        lbw: countOf(MAX_WICKETS),
        stumped: countOf(MAX_WICKETS),
        hitWicket: countOf(MAX_WICKETS),
      },
      'the wickets by kind, like {"bowled": 1, "caught": 2}',
    ).default({ bowled: 0, caught: 0, caughtAndBowled: 0, lbw: 0, stumped: 0, hitWicket: 0 }),
    catches: countOf(MAX_WICKETS),
    stumpings: countOf(MAX_WICKETS),
    runOutsDirect: countOf(MAX_WICKETS),
    runOutsShared: countOf(MAX_WICKETS),
  },
  'a stat line object',
)
  .refine((line) => line.fours * 4 + line.sixes * 6 <= line.runs, {
    when: whenFieldsAreFine,
    path: ['runs'],
    error: (issue) => `${named(issue, 'runs')} must be at least what the fours and sixes make.`,
  })
  .refine((line) => line.fours + line.sixes <= line.balls, {
    when: whenFieldsAreFine,
    path: ['balls'],
    error: (issue) => `${named(issue, 'balls')} must be at least the number of fours and sixes.`,
  })
  .refine((line) => line.maidens * 6 <= (ballsFromOvers(line.overs) ?? 0), {
    when: whenFieldsAreFine,
    path: ['maidens'],
    error: (issue) => `${named(issue, 'maidens')} cannot be more than the whole overs bowled.`,
  })
  .refine((line) => wicketsTaken(line) <= MAX_WICKETS, {
    when: whenFieldsAreFine,
    path: ['wickets'],
    error: (issue) => `${named(issue, 'wickets')} can add up to at most ${MAX_WICKETS} in an innings.`,
  })
  .refine((line) => line.catches >= line.wickets.caughtAndBowled, {
    when: whenFieldsAreFine,
    path: ['catches'],
    error: (issue) => `${named(issue, 'catches')} must include the caught-and-bowled wickets (each is also a catch).`,
  })
  .transform(({ overs, ...line }): StatLine => ({ ...line, ballsBowled: ballsFromOvers(overs)! }));
export type StatLineInput = z.input<typeof statLineInputSchema>;
