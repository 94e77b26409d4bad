// Turns a Cricsheet match file into a match and two squads, with a role and a credit proposed
// for each player from what the file shows. The rule (also in docs/CATALOGUE.md):
//
// Only the main innings count (super overs do not). For each player the file gives the batting
// position (order of first appearance at the crease in the side's first innings), legal balls
// bowled, stumpings and catches.
//   Role: the side's Wicketkeeper is the player who made a stumping; failing that, the
//   non-bowler with the most catches; failing that, the non-bowler who batted lowest in the top
//   seven. A player who bowled at least one over's worth of legal balls is a Bowler, or an
//   Allrounder if they also batted in the top six. Everyone else is a Batsman.
//   Credit: from how the side used the player, never from how the match went (a replayed match
//   must not give its result away). Batting positions 1-3 earn 9, 4-5 8.5, 6-7 8, lower 7.5;
//   bowling a full share of the overs (T20 4, ODI 10, Test 15% of the side's overs) earns 9,
//   half a share 8.5, less 8; an Allrounder takes the better of the two plus 0.5, a
//   Wicketkeeper their batting credit plus 0.5. Credits stay within 4 to 12 in 0.5 steps.

import { z } from 'zod';
import { CREDIT_MAX, CREDIT_MIN, type MatchType, type PlayerRole } from '@crease/game';

const delivery = z.object({
  batter: z.string(),
  bowler: z.string(),
  non_striker: z.string(),
  extras: z.record(z.string(), z.number()).optional(),
  wickets: z
    .array(z.object({ kind: z.string(), fielders: z.array(z.object({ name: z.string().optional(), substitute: z.boolean().optional() })).optional() }))
    .optional(),
});

/** The parts of a Cricsheet match file (data version 1.x) that the import reads. */
export const cricsheetMatchSchema = z.object(
  {
    info: z.object(
      {
        teams: z.tuple([z.string().min(1), z.string().min(1)], { error: 'cricsheet.info.teams must name the two sides.' }),
        match_type: z.string({ error: 'cricsheet.info.match_type is missing.' }),
        players: z.record(z.string(), z.array(z.string()), { error: 'cricsheet.info.players must list each side.' }),
        registry: z.object({ people: z.record(z.string(), z.string()) }, { error: 'cricsheet.info.registry.people is missing.' }),
        venue: z.string().optional(),
        event: z.object({ name: z.string().optional(), stage: z.string().optional(), match_number: z.number().optional() }).optional(),
        overs: z.number().optional(),
      },
      { error: 'cricsheet.info is missing: send the whole Cricsheet match file.' },
    ),
    innings: z
      .array(
        z.object({
          team: z.string(),
          super_over: z.boolean().optional(),
          overs: z.array(z.object({ over: z.number(), deliveries: z.array(delivery) })).default([]),
        }),
      )
      .default([]),
  },
  { error: 'cricsheet must be the JSON of a Cricsheet match file.' },
);
export type CricsheetMatch = z.infer<typeof cricsheetMatchSchema>;

export interface ProposedPlayer {
  name: string;
  team: string;
  role: PlayerRole;
  credit: number;
  registryId: string;
}

export interface ProposedMatch {
  teamA: string;
  teamB: string;
  matchType: MatchType;
  venue: string | null;
  event: string | null;
  /** The event's name alone (no stage or match number): with a year, the competition the match belongs to. */
  series: string | null;
  players: ProposedPlayer[];
}

/** A match file Crease cannot use; the message says what is wrong, naming the part of the file. */
export class CricsheetFormatError extends Error {
  override readonly name = 'CricsheetFormatError';
}

const MATCH_TYPES_BY_CRICSHEET: Record<string, MatchType> = { T20: 'T20', IT20: 'T20', ODI: 'ODI', ODM: 'ODI', Test: 'TEST', MDM: 'TEST' };

interface Usage {
  battingPosition: number | null;
  legalBallsBowled: number;
  stumpings: number;
  catches: number;
}

/** Reads the file; a file it cannot use throws a CricsheetFormatError that says what is wrong with it. */
export function proposeMatch(file: CricsheetMatch): ProposedMatch {
  const { info } = file;
  const [teamA, teamB] = info.teams;
  const matchType = MATCH_TYPES_BY_CRICSHEET[info.match_type];
  if (!matchType) throw new CricsheetFormatError(`cricsheet.info.match_type ${info.match_type} is not one Crease plays (T20, IT20, ODI, ODM, Test, MDM).`);
  if (teamA.trim().toLowerCase() === teamB.trim().toLowerCase()) throw new CricsheetFormatError('cricsheet.info.teams must name two different sides.');
  for (const side of info.teams) {
    if (!info.players[side]?.length) throw new CricsheetFormatError(`cricsheet.info.players has no squad for ${side}.`);
  }
  const everyone = info.teams.flatMap((side) => info.players[side]!);
  const twice = everyone.find((name, index) => everyone.indexOf(name) !== index);
  if (twice) throw new CricsheetFormatError(`cricsheet.info.players lists ${twice} twice.`);
  const usage = usageOf(file);
  const sideOvers = sideOversOf(file);
  const players = info.teams.flatMap((team) => proposeSquad(team, info.players[team]!, info.registry.people, usage, matchType, sideOvers.get(team) ?? 0));
  const event = info.event?.name
    ? [info.event.name, info.event.stage ?? (info.event.match_number ? `Match ${info.event.match_number}` : undefined)].filter(Boolean).join(', ')
    : null;
  return { teamA, teamB, matchType, venue: info.venue ?? null, event, series: info.event?.name ?? null, players };
}

function proposeSquad(
  team: string,
  names: string[],
  people: Record<string, string>,
  usage: Map<string, Usage>,
  matchType: MatchType,
  sideOvers: number,
): ProposedPlayer[] {
  const of = (name: string): Usage => usage.get(name) ?? { battingPosition: null, legalBallsBowled: 0, stumpings: 0, catches: 0 };
  const bowled = (name: string) => of(name).legalBallsBowled >= 6;
  const keeper = pickKeeper(names, of, bowled);
  const fullShare = matchType === 'T20' ? 24 : matchType === 'ODI' ? 60 : Math.max(6, Math.round(sideOvers * 6 * 0.15));

  return names.map((name) => {
    const registryId = people[name];
    if (!registryId) throw new CricsheetFormatError(`cricsheet.info.registry.people has no id for ${name}.`);
    const { battingPosition, legalBallsBowled } = of(name);
    const battingCredit = battingPosition === null ? 7.5 : battingPosition <= 3 ? 9 : battingPosition <= 5 ? 8.5 : battingPosition <= 7 ? 8 : 7.5;
    const bowlingCredit = legalBallsBowled >= fullShare ? 9 : legalBallsBowled * 2 >= fullShare ? 8.5 : 8;
    let role: PlayerRole;
    let credit: number;
    if (name === keeper) {
      role = 'Wicketkeeper';
      credit = battingCredit + 0.5;
    } else if (bowled(name) && battingPosition !== null && battingPosition <= 6) {
      role = 'Allrounder';
      credit = Math.max(battingCredit, bowlingCredit) + 0.5;
    } else if (bowled(name)) {
      role = 'Bowler';
      credit = bowlingCredit;
    } else {
      role = 'Batsman';
      credit = battingCredit;
    }
    return { name, team, role, credit: Math.min(CREDIT_MAX, Math.max(CREDIT_MIN, credit)), registryId };
  });
}

function pickKeeper(names: string[], of: (name: string) => Usage, bowled: (name: string) => boolean): string | undefined {
  const most = (candidates: string[], score: (name: string) => number) =>
    candidates.reduce<string | undefined>((best, name) => (score(name) > 0 && (!best || score(name) > score(best)) ? name : best), undefined);
  const nonBowlers = names.filter((name) => !bowled(name));
  return (
    most(names, (name) => of(name).stumpings) ??
    most(nonBowlers, (name) => of(name).catches) ??
    most(nonBowlers, (name) => {
      const position = of(name).battingPosition;
      return position !== null && position <= 7 ? position : 0;
    }) ??
    nonBowlers[0]
  );
}

function usageOf(file: CricsheetMatch): Map<string, Usage> {
  const usage = new Map<string, Usage>();
  const get = (name: string) => {
    let entry = usage.get(name);
    if (!entry) usage.set(name, (entry = { battingPosition: null, legalBallsBowled: 0, stumpings: 0, catches: 0 }));
    return entry;
  };
  const battedInnings = new Set<string>();
  for (const innings of file.innings) {
    if (innings.super_over) continue;
    const firstInnings = !battedInnings.has(innings.team);
    battedInnings.add(innings.team);
    let position = 0;
    const arrive = (name: string) => {
      const entry = get(name);
      if (firstInnings && entry.battingPosition === null) entry.battingPosition = ++position;
    };
    for (const over of innings.overs) {
      for (const ball of over.deliveries) {
        arrive(ball.batter);
        arrive(ball.non_striker);
        const extras = ball.extras ?? {};
        if (!extras.wides && !extras.noballs) get(ball.bowler).legalBallsBowled += 1;
        for (const wicket of ball.wickets ?? []) {
          const fielder = wicket.fielders?.[0];
          if (!fielder?.name || fielder.substitute) continue;
          if (wicket.kind === 'stumped') get(fielder.name).stumpings += 1;
          if (wicket.kind === 'caught') get(fielder.name).catches += 1;
        }
      }
    }
  }
  return usage;
}

/** Overs each side bowled in the main innings (for a Test's share of the bowling). */
function sideOversOf(file: CricsheetMatch): Map<string, number> {
  const overs = new Map<string, number>();
  for (const innings of file.innings) {
    if (innings.super_over) continue;
    const bowlingSide = file.info.teams.find((team) => team !== innings.team);
    if (bowlingSide) overs.set(bowlingSide, (overs.get(bowlingSide) ?? 0) + innings.overs.length);
  }
  return overs;
}
