import { oversText, wicketsTaken, type StatLine } from '@crease/game';

export interface StatLinePart {
  label: 'Batting' | 'Bowling' | 'Fielding';
  text: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A player's match in the words of a scorecard: 'Batting 45 (30), 4 fours, 2 sixes, not out',
 * 'Bowling 4-0-28-2' (overs, maidens, runs, wickets), 'Fielding 2 catches'. Only what they did.
 */
export function statLineParts(line: StatLine): StatLinePart[] {
  const parts: StatLinePart[] = [];
  if (line.balls > 0 || line.runs > 0 || line.dismissal !== null) {
    const bits = [`${line.runs} (${line.balls})`];
    if (line.fours > 0) bits.push(count(line.fours, 'four', 'fours'));
    if (line.sixes > 0) bits.push(count(line.sixes, 'six', 'sixes'));
    bits.push(line.dismissal === null ? 'not out' : line.dismissal);
    parts.push({ label: 'Batting', text: bits.join(', ') });
  }
  if (line.ballsBowled > 0) {
    parts.push({ label: 'Bowling', text: `${oversText(line.ballsBowled)}-${line.maidens}-${line.runsConceded}-${wicketsTaken(line)}` });
  }
  const fielding = [
    line.catches > 0 && count(line.catches, 'catch', 'catches'),
    line.stumpings > 0 && count(line.stumpings, 'stumping', 'stumpings'),
    line.runOutsDirect > 0 && count(line.runOutsDirect, 'direct run out', 'direct run outs'),
    line.runOutsShared > 0 && count(line.runOutsShared, 'shared run out', 'shared run outs'),
  ].filter((bit): bit is string => typeof bit === 'string');
  if (fielding.length > 0) parts.push({ label: 'Fielding', text: fielding.join(', ') });
  return parts;
}
