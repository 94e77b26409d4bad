// The team rules (Dream11's current ones), as data and one pure function. The browser runs it
// for live hints while a team is picked; the server runs it as the authority.

import { PLAYER_ROLES, type PlayerRole } from './catalogue.ts';

export const TEAM_RULES = {
  size: 11,
  maxCredits: 100,
  maxFromOneSide: 10,
  roles: {
    Wicketkeeper: { min: 1, max: 8 },
    Batsman: { min: 1, max: 8 },
    Allrounder: { min: 1, max: 8 },
    Bowler: { min: 1, max: 8 },
  } satisfies Record<PlayerRole, { min: number; max: number }>,
} as const;

/** Plural names of the roles, for messages. */
const ROLE_PLURALS: Record<PlayerRole, [one: string, many: string]> = {
  Wicketkeeper: ['Wicketkeeper', 'Wicketkeepers'],
  Batsman: ['Batsman', 'Batsmen'],
  Allrounder: ['All-Rounder', 'All-Rounders'],
  Bowler: ['Bowler', 'Bowlers'],
};
const countOf = (count: number, role: PlayerRole) => `${count} ${ROLE_PLURALS[role][count === 1 ? 0 : 1]}`;

export interface SquadPlayer {
  id: number;
  name: string;
  team: string;
  role: PlayerRole;
  credit: number;
}

export interface TeamPick {
  playerIds: readonly number[];
  captainId: number | null | undefined;
  viceCaptainId: number | null | undefined;
}

export type TeamRule =
  | 'UNKNOWN_PLAYER'
  | 'DUPLICATE_PLAYER'
  | 'PLAYER_COUNT'
  | 'CAPTAIN'
  | 'VICE_CAPTAIN'
  | 'SAME_CAPTAIN'
  | 'CREDITS'
  | 'SIDE_LIMIT'
  | 'ROLE_MIN'
  | 'ROLE_MAX';

export interface TeamProblem {
  rule: TeamRule;
  message: string;
  /** The request field whose id is wrong (an unknown player, a Captain not picked); the API names it. */
  field?: 'playerIds' | 'captainId' | 'viceCaptainId';
}

export interface TeamSummary {
  players: SquadPlayer[];
  credits: number;
  bySide: Map<string, number>;
  byRole: Record<PlayerRole, number>;
}

/** The credits a team's players use, counted in the half credits they are set in (credits go in 0.5 steps). */
/**
 * A team's name: T1, T2, ... per user and match, in the order they were made (teams are never
 * deleted, so a name never moves to another team).
 */
export function teamName(ordinal: number): string {
  return `T${ordinal}`;
}

export function creditsUsed(players: readonly { credit: number }[]): number {
  return players.reduce((halves, player) => halves + Math.round(player.credit * 2), 0) / 2;
}

/** What a pick adds up to: its known players, credits used, players per side and per role. */
export function summarizeTeam(playerIds: readonly number[], squad: readonly SquadPlayer[]): TeamSummary {
  const byId = new Map(squad.map((player) => [player.id, player]));
  const players = [...new Set(playerIds)].flatMap((id) => byId.get(id) ?? []);
  const bySide = new Map<string, number>();
  const byRole = Object.fromEntries(PLAYER_ROLES.map((role) => [role, 0])) as Record<PlayerRole, number>;
  for (const player of players) {
    bySide.set(player.team, (bySide.get(player.team) ?? 0) + 1);
    byRole[player.role] += 1;
  }
  return { players, credits: creditsUsed(players), bySide, byRole };
}

/**
 * Every rule a team breaks, each with a message a player can act on; none for a valid team.
 * `complete: false` judges a team still being picked: only what adding players cannot mend
 * (too many from a side or of a role, credits over, a role that no longer fits).
 */
export function teamProblems(pick: TeamPick, squad: readonly SquadPlayer[], options: { complete?: boolean } = {}): TeamProblem[] {
  const complete = options.complete ?? true;
  const problems: TeamProblem[] = [];
  const known = new Set(squad.map((player) => player.id));
  const summary = summarizeTeam(pick.playerIds, squad);
  const { size, maxCredits, maxFromOneSide, roles } = TEAM_RULES;

  const unknown = pick.playerIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    problems.push({
      rule: 'UNKNOWN_PLAYER',
      field: 'playerIds',
      message: `Player ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in this match's squads.`,
    });
  }
  const seen = new Set<number>();
  const repeated = new Set(pick.playerIds.filter((id) => seen.size === seen.add(id).size));
  if (repeated.size > 0) {
    const names = summary.players.filter((player) => repeated.has(player.id)).map((player) => player.name);
    problems.push({ rule: 'DUPLICATE_PLAYER', message: `A player can be picked only once: ${(names.length ? names : [...repeated]).join(', ')} picked twice.` });
  }
  const count = seen.size;
  if (count > size || (complete && count !== size)) {
    problems.push({ rule: 'PLAYER_COUNT', message: `A team has exactly ${size} players; this one has ${count}.` });
  }

  if (complete || pick.captainId != null || pick.viceCaptainId != null) {
    const picked = new Set(pick.playerIds);
    if (pick.captainId == null) {
      if (complete) problems.push({ rule: 'CAPTAIN', message: 'Choose a Captain.' });
    } else if (!picked.has(pick.captainId)) {
      problems.push({ rule: 'CAPTAIN', field: 'captainId', message: 'The Captain must be one of your players.' });
    }
    if (pick.viceCaptainId == null) {
      if (complete) problems.push({ rule: 'VICE_CAPTAIN', message: 'Choose a Vice-Captain.' });
    } else if (!picked.has(pick.viceCaptainId)) {
      problems.push({ rule: 'VICE_CAPTAIN', field: 'viceCaptainId', message: 'The Vice-Captain must be one of your players.' });
    }
    if (pick.captainId != null && pick.captainId === pick.viceCaptainId) {
      problems.push({ rule: 'SAME_CAPTAIN', message: 'The Captain and the Vice-Captain must be different players.' });
    }
  }

  if (summary.credits > maxCredits) {
    problems.push({ rule: 'CREDITS', message: `Team uses ${summary.credits} credits; the most is ${maxCredits}.` });
  }
  for (const [side, players] of summary.bySide) {
    if (players > maxFromOneSide) {
      problems.push({ rule: 'SIDE_LIMIT', message: `Team has ${players} players from ${side}; the most is ${maxFromOneSide}.` });
    }
  }

  const slotsLeft = Math.max(0, size - count);
  const roleOrder = Object.keys(roles) as PlayerRole[];
  const missing = roleOrder.map((role) => Math.max(0, roles[role].min - summary.byRole[role]));
  const missingInAll = missing.reduce((sum, value) => sum + value, 0);
  roleOrder.forEach((role, index) => {
    const have = summary.byRole[role];
    if (have > roles[role].max) {
      problems.push({ rule: 'ROLE_MAX', message: `Team has ${countOf(have, role)}; the most is ${roles[role].max}.` });
    } else if (missing[index]! > 0 && (complete || missingInAll > slotsLeft)) {
      problems.push({ rule: 'ROLE_MIN', message: `Pick at least ${countOf(roles[role].min, role)}.` });
    }
  });
  return problems;
}

/**
 * The problems as one answer of the API: a sentence each, those about an id led by the field it
 * came in (`playerIds: Player 7 is not in this match's squads.`). The picker shows the messages
 * alone, beside the players they are about.
 */
export function describeTeamProblems(problems: readonly TeamProblem[]): string {
  return problems.map((problem) => (problem.field ? `${problem.field}: ${problem.message}` : problem.message)).join(' ');
}

/** True when a team breaks no rule. */
export function isValidTeam(pick: TeamPick, squad: readonly SquadPlayer[]): boolean {
  return teamProblems(pick, squad).length === 0;
}

/**
 * A valid team from a squad, or null if the squad cannot make one: one player of each role,
 * then the cheapest others that keep every rule; Captain and Vice-Captain the two dearest.
 * `variant` picks other players, for a second or third team.
 */
export function suggestTeam(squad: readonly SquadPlayer[], variant = 0): TeamPick | null {
  const byPrice = [...squad].sort((a, b) => a.credit - b.credit || a.id - b.id);
  const rotated = byPrice.length ? [...byPrice.slice(variant % byPrice.length), ...byPrice.slice(0, variant % byPrice.length)] : [];
  const picked: SquadPlayer[] = [];
  const fits = (player: SquadPlayer) =>
    !picked.includes(player) &&
    teamProblems({ playerIds: [...picked, player].map((p) => p.id), captainId: null, viceCaptainId: null }, squad, { complete: false }).length === 0;
  for (const role of Object.keys(TEAM_RULES.roles) as PlayerRole[]) {
    const first = rotated.find((player) => player.role === role && fits(player));
    if (first) picked.push(first);
  }
  for (const player of rotated) {
    if (picked.length === TEAM_RULES.size) break;
    if (fits(player)) picked.push(player);
  }
  const [captain, vice] = [...picked].sort((a, b) => b.credit - a.credit || a.id - b.id);
  const pick = { playerIds: picked.map((player) => player.id), captainId: captain?.id, viceCaptainId: vice?.id };
  return isValidTeam(pick, squad) ? pick : null;
}
