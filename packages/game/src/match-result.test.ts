import { describe, expect, it } from 'vitest';
import { crowdPercent, mayShowCrowd } from './catalogue.ts';
import { matchResult, type ResultInnings } from './match-result.ts';

const innings = (battingTeam: string, runs: number, wickets: number, target: number | null = null, superOver = false): ResultInnings => ({
  battingTeam,
  runs,
  wickets,
  superOver,
  target: target === null ? null : { runs: target },
});

describe('the result line', () => {
  it.each([
    ['the chase reached with 5 wickets left', [innings('Chennai Super Kings', 180, 6), innings('Mumbai Indians', 181, 5, 181)], 'Mumbai Indians won by 5 wickets'],
    ['the chase reached with 1 wicket left', [innings('A', 150, 10), innings('B', 151, 9, 151)], 'B won by 1 wicket'],
    ['the chase 23 short', [innings('Chennai Super Kings', 200, 4), innings('Mumbai Indians', 177, 8, 201)], 'Chennai Super Kings won by 23 runs'],
    ['the chase 2 short', [innings('A', 150, 10), innings('B', 148, 10, 151)], 'A won by 2 runs'],
    ['the chase one run short, all out', [innings('A', 150, 10), innings('B', 149, 10, 151)], 'A won by 1 run'],
    ['level', [innings('Sri Lanka', 230, 8), innings('India', 230, 10, 231)], 'Match tied'],
    ['a target revised by rain, reached', [innings('A', 250, 6), innings('B', 180, 3, 175)], 'B won by 7 wickets'],
    ['a target revised by rain, missed', [innings('A', 250, 6), innings('B', 160, 5, 175)], 'A won by 14 runs'],
    ['one innings only', [innings('A', 90, 2)], 'No result'],
  ])('%s', (_case, played, expected) => {
    expect(matchResult('T20', played)).toBe(expected);
  });

  it('names the winner of the super over after a tie, and the first super over played by both sides counts only when it was not level', () => {
    const tied = [innings('Delhi Capitals', 188, 5), innings('Rajasthan Royals', 188, 4, 189)];
    expect(matchResult('T20', [...tied, innings('Rajasthan Royals', 11, 2, null, true), innings('Delhi Capitals', 13, 0, 12, true)])).toBe(
      'Match tied (Delhi Capitals won the Super Over)',
    );
    expect(matchResult('T20', [...tied, innings('A', 8, 1, null, true), innings('B', 8, 1, 9, true), innings('B', 10, 0, null, true), innings('Delhi Capitals', 6, 2, 11, true)])).toBe(
      'Match tied (B won the Super Over)',
    );
    expect(matchResult('T20', [...tied, innings('Rajasthan Royals', 11, 2, null, true)])).toBe('Match tied');
  });

  it('is null when nothing was scored', () => {
    expect(matchResult('ODI', [])).toBeNull();
  });

  it('reads a Test from both sides\' totals', () => {
    expect(matchResult('TEST', [innings('A', 300, 10), innings('B', 250, 10), innings('A', 200, 10), innings('B', 251, 4, 251)])).toBe('B won by 6 wickets');
    expect(matchResult('TEST', [innings('A', 300, 10), innings('B', 250, 10), innings('A', 200, 10), innings('B', 200, 10, 251)])).toBe('A won by 50 runs');
    expect(matchResult('TEST', [innings('A', 500, 7), innings('B', 150, 10), innings('B', 200, 10)])).toBe('A won by an innings and 150 runs');
    expect(matchResult('TEST', [innings('A', 300, 10), innings('B', 250, 10), innings('A', 200, 10), innings('B', 100, 5, 251)])).toBe('Match drawn');
  });
});

describe("the crowd's percentages", () => {
  it.each([
    [2, 3, 66.7],
    [1, 3, 33.3],
    [1, 8, 12.5],
    [50, 50, 100],
    [0, 50, 0],
    [1, 1_000_000, 0.0],
    [1, 16, 6.3],
  ])('%i of %i teams is %d%%', (count, teams, percent) => {
    expect(crowdPercent(count, teams)).toBe(percent);
  });

  it('are shown before the deadline from 50 entered teams, and always after it', () => {
    expect(mayShowCrowd(49, true)).toBe(false);
    expect(mayShowCrowd(50, true)).toBe(true);
    expect(mayShowCrowd(0, false)).toBe(true);
  });
});
