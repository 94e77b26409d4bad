import { describe, expect, it } from 'vitest';
import { emptyStatLine, sumStatLines } from './stat-line.ts';

describe('a match line from innings lines', () => {
  it('adds up every count and keeps the latest dismissal', () => {
    const batting = { ...emptyStatLine(), runs: 0, balls: 2, dismissal: 'lbw' as const, catches: 1 };
    const bowling = { ...emptyStatLine(), ballsBowled: 24, maidens: 1, runsConceded: 18, wickets: { ...emptyStatLine().wickets, bowled: 2, caught: 1 }, catches: 2 };
    const again = { ...emptyStatLine(), runs: 57, balls: 40, fours: 6, sixes: 1, dismissal: 'caught' as const };
    expect(sumStatLines([batting, bowling, again])).toEqual({
      ...emptyStatLine(),
      runs: 57,
      balls: 42,
      fours: 6,
      sixes: 1,
      dismissal: 'caught',
      ballsBowled: 24,
      maidens: 1,
      runsConceded: 18,
      wickets: { ...emptyStatLine().wickets, bowled: 2, caught: 1 },
      catches: 3,
    });
  });

  it('is an empty line for no innings, and not out when no innings ended in a dismissal', () => {
    expect(sumStatLines([])).toEqual(emptyStatLine());
    expect(sumStatLines([{ ...emptyStatLine(), runs: 12 }]).dismissal).toBeNull();
  });
});
