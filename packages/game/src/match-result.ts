// A played match's result line, from its scored innings: "Mumbai Indians won by 5 wickets",
// "Chennai Super Kings won by 23 runs", "Match tied", "No result".

import type { MatchType } from './points-system.ts';

/** What the result needs of an innings (the scoring engine's `InningsSummary` has it). */
export interface ResultInnings {
  superOver: boolean;
  battingTeam: string;
  runs: number;
  wickets: number;
  /** What the side batting needed, as set or revised (rain); null for a first innings. */
  target: { runs: number } | null;
}

export const NO_RESULT = 'No result';
export const MATCH_TIED = 'Match tied';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const wicketsLeft = (innings: ResultInnings) => Math.max(0, 10 - innings.wickets);

/**
 * The result of a completed match, or null when nothing was scored. Limited overs: the side
 * batting second wins by the wickets it had left if it reached its target (as revised, when it
 * was), the side batting first by the runs it was short by otherwise, level is a tie (the super
 * over's winner said after it); one innings only is no result. A Test: the side batting last wins
 * by wickets when it passes the other's total, loses by runs when bowled out short, by an innings
 * when the side that batted twice stays behind; anything else unfinished is a draw.
 */
export function matchResult(matchType: MatchType, innings: readonly ResultInnings[]): string | null {
  const main = innings.filter((one) => !one.superOver);
  if (main.length === 0) return null;
  return matchType === 'TEST' ? testResult(main) : limitedOversResult(main, innings.filter((one) => one.superOver));
}

function limitedOversResult(main: readonly ResultInnings[], superOvers: readonly ResultInnings[]): string {
  if (main.length < 2) return NO_RESULT;
  const [first, chase] = [main[0]!, main[1]!];
  const target = chase.target?.runs ?? first.runs + 1;
  if (chase.runs >= target) return `${chase.battingTeam} won by ${plural(wicketsLeft(chase), 'wicket')}`;
  if (chase.runs < target - 1) return `${first.battingTeam} won by ${plural(target - 1 - chase.runs, 'run')}`;
  // The last super over played by both sides decides (one left unanswered does not).
  const pairs = Math.floor(superOvers.length / 2);
  const [a, b] = pairs > 0 ? superOvers.slice((pairs - 1) * 2, pairs * 2) : [];
  if (a && b && a.runs !== b.runs) return `${MATCH_TIED} (${(a.runs > b.runs ? a : b).battingTeam} won the Super Over)`;
  return MATCH_TIED;
}

function testResult(main: readonly ResultInnings[]): string {
  const totals = new Map<string, number>();
  for (const one of main) totals.set(one.battingTeam, (totals.get(one.battingTeam) ?? 0) + one.runs);
  const last = main.at(-1)!;
  const other = [...totals.keys()].find((team) => team !== last.battingTeam);
  if (!other) return NO_RESULT;
  const mine = totals.get(last.battingTeam)!;
  const theirs = totals.get(other)!;
  const inningsOf = (team: string) => main.filter((one) => one.battingTeam === team).length;
  if (main.length === 4 || (main.length === 3 && inningsOf(last.battingTeam) === 1)) {
    // The side batting last is chasing.
    if (mine > theirs) return `${last.battingTeam} won by ${plural(wicketsLeft(last), 'wicket')}`;
    if (last.wickets >= 10) return mine === theirs ? MATCH_TIED : `${other} won by ${plural(theirs - mine, 'run')}`;
    return 'Match drawn';
  }
  if (main.length === 3 && last.wickets >= 10 && mine < theirs) return `${other} won by an innings and ${plural(theirs - mine, 'run')}`;
  return 'Match drawn';
}
