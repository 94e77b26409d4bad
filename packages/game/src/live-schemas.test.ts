// The scorecard editor's body: one line for the match, or one per innings, with every refusal
// naming its field as the server reports it.

import { describe, expect, it } from 'vitest';
import { describeIssues } from './auth-schemas.ts';
import { scorecardLinesInputSchema } from './live-schemas.ts';
import { emptyStatLine } from './scoring/stat-line.ts';

function messageFor(body: unknown): string {
  const result = scorecardLinesInputSchema.safeParse(body);
  return result.success ? 'ok' : describeIssues(result.error.issues);
}

describe('a stat line set by hand', () => {
  it('reads one line as the whole match, overs as people write them', () => {
    expect(scorecardLinesInputSchema.parse({ runs: 45, balls: 30, fours: 4, sixes: 2, dismissal: 'caught', overs: 3.4 })).toEqual([
      { ...emptyStatLine(), runs: 45, balls: 30, fours: 4, sixes: 2, dismissal: 'caught', ballsBowled: 22 },
    ]);
  });

  it('reads {lines} as one line per innings, in order', () => {
    const lines = scorecardLinesInputSchema.parse({ lines: [{ runs: 0, balls: 3, dismissal: 'bowled' }, { runs: 104, balls: 160, fours: 12 }] });
    expect(lines.map((line) => [line.runs, line.dismissal])).toEqual([
      [0, 'bowled'],
      [104, null],
    ]);
  });

  it.each<[string, unknown, string]>([
    ['a negative count', { runs: -1 }, 'runs must be a whole number 0 or more.'],
    ['overs with seven balls', { overs: 3.7 }, 'overs must be overs and balls, like 3.4 (0 to 5 balls after the point).'],
    ['more boundaries than runs', { runs: 3, balls: 2, fours: 1 }, 'runs must be at least what the fours and sixes make.'],
    ['a bad line among several', { lines: [{ runs: 4, balls: 2 }, { runs: 'ten' }] }, 'lines[1].runs must be a whole number 0 or more.'],
    ['no lines', { lines: [] }, 'lines must hold at least one stat line.'],
    ['five lines', { lines: [{}, {}, {}, {}, {}] }, "lines can hold at most 4 stat lines (a Test's four innings)."],
    ['lines that are not a list', { lines: 'all' }, 'lines must be a list of stat lines, one per innings.'],
    ['a list for a body', [{ runs: 4 }], 'The value must be a stat line object.'],
  ])('refuses %s, naming the field', (_what, body, message) => {
    expect(messageFor(body)).toBe(message);
  });
});
