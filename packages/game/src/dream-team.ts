// The Dream Team of a played match: the eleven, Captain and Vice-Captain that the team rules
// allow with the most points. Pure: the server hands it the squad with each player's points.

import type { Multipliers } from './ranking.ts';
import { TEAM_RULES, type SquadPlayer } from './team-rules.ts';
import type { PlayerRole } from './catalogue.ts';

export interface ScoredSquadPlayer extends SquadPlayer {
  points: number;
}

export interface DreamTeam {
  playerIds: number[];
  captainId: number;
  viceCaptainId: number;
  /** The team's points: the eleven's, the Captain's counted 2x and the Vice-Captain's 1.5x. */
  totalPoints: number;
}

/** What a Dream Team is weighted with when the format says nothing else (Dream11's: 2x and 1.5x). */
export const DEFAULT_MULTIPLIERS: Multipliers = { captain: 2, viceCaptain: 1.5 };

/**
 * The best team the rules allow, or null when the squad cannot make one. Branch and bound over
 * the squad by points, best first: a set of eleven is worth its sum plus its best player once
 * more (Captain) and its second best half again (Vice-Captain), and no completion of a partial
 * team can beat taking the next best players left, which bounds each branch. Ties go to the team
 * found first (the higher-scoring players earlier, then the cheaper).
 */
export function dreamTeam(squad: readonly ScoredSquadPlayer[], multipliers: Multipliers = DEFAULT_MULTIPLIERS): DreamTeam | null {
  // Multipliers of at least 1: the best player is Captain, the second best Vice-Captain.
  const weigh = (sum: number, first: number, second: number) => sum + first * (multipliers.captain - 1) + second * (multipliers.viceCaptain - 1);
  const { size, maxCredits, maxFromOneSide, roles } = TEAM_RULES;
  const order = [...squad].sort((a, b) => b.points - a.points || a.credit - b.credit || a.id - b.id);
  const n = order.length;
  if (n < size) return null;
  const roleNames = Object.keys(roles) as PlayerRole[];
  // How many of each role are left from position i on, for the minimums.
  const roleLeft = roleNames.map((role) => {
    const left = new Array<number>(n + 1).fill(0);
    for (let i = n - 1; i >= 0; i -= 1) left[i] = left[i + 1]! + (order[i]!.role === role ? 1 : 0);
    return left;
  });
  const maxHalves = maxCredits * 2;
  const halvesOf = order.map((player) => Math.round(player.credit * 2));
  const roleIndex = order.map((player) => roleNames.indexOf(player.role));

  const picked: number[] = [];
  const byRole = roleNames.map(() => 0);
  const bySide = new Map<string, number>();
  let best: { picked: number[]; value: number } | null = null;

  /** The value of `picked` plus the next `slots` players from i: the most any completion can reach. */
  const bound = (i: number, sum: number): number => {
    let total = sum;
    let first = picked.length > 0 ? order[picked[0]!]!.points : undefined;
    let second = picked.length > 1 ? order[picked[1]!]!.points : undefined;
    for (let k = 0; k < size - picked.length; k += 1) {
      const points = order[i + k]!.points;
      total += points;
      if (first === undefined) first = points;
      else if (second === undefined) second = points;
    }
    return weigh(total, first ?? 0, second ?? 0);
  };

  const search = (i: number, sum: number, halves: number): void => {
    const slots = size - picked.length;
    if (slots === 0) {
      if (roleNames.some((role, r) => byRole[r]! < roles[role].min)) return;
      const value = weigh(sum, order[picked[0]!]!.points, order[picked[1]!]!.points);
      if (!best || value > best.value) best = { picked: [...picked], value };
      return;
    }
    if (n - i < slots) return;
    let needed = 0;
    for (let r = 0; r < roleNames.length; r += 1) {
      const missing = Math.max(0, roles[roleNames[r]!].min - byRole[r]!);
      if (missing > roleLeft[r]![i]!) return;
      needed += missing;
    }
    if (needed > slots) return;
    if (best && bound(i, sum) <= best.value) return;

    const player = order[i]!;
    const r = roleIndex[i]!;
    const side = bySide.get(player.team) ?? 0;
    if (halves + halvesOf[i]! <= maxHalves && byRole[r]! < roles[roleNames[r]!].max && side < maxFromOneSide) {
      picked.push(i);
      byRole[r]! += 1;
      bySide.set(player.team, side + 1);
      search(i + 1, sum + player.points, halves + halvesOf[i]!);
      picked.pop();
      byRole[r]! -= 1;
      bySide.set(player.team, side);
    }
    search(i + 1, sum, halves);
  };
  search(0, 0, 0);

  const found = best as { picked: number[]; value: number } | null;
  if (!found) return null;
  const players = found.picked.map((index) => order[index]!);
  return { playerIds: players.map((player) => player.id), captainId: players[0]!.id, viceCaptainId: players[1]!.id, totalPoints: found.value };
}
