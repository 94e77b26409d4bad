import { emptyStatLine, statLineInputSchema } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { draftOf, statLineInputOf, statLineProblem } from './stat-line-draft.ts';

const line = {
  ...emptyStatLine(),
  runs: 45,
  balls: 30,
  fours: 4,
  sixes: 1,
  dismissal: 'caught' as const,
  ballsBowled: 22,
  maidens: 1,
  runsConceded: 28,
  dotBalls: 9,
  wides: 2,
  wickets: { ...emptyStatLine().wickets, lbw: 1, caught: 1 },
  catches: 2,
};

describe('the scorecard editor\'s line', () => {
  it('round-trips a line: overs as people write them, the counts it does not offer kept', () => {
    const draft = draftOf(line);
    expect(draft.overs).toBe('3.4');
    expect(draft.dismissal).toBe('caught');
    const parsed = statLineInputSchema.parse(statLineInputOf(draft));
    expect(parsed).toEqual(line);
  });

  it('reads a blank box as 0 and not out as null', () => {
    const draft = { ...draftOf(emptyStatLine()), runs: '', dismissal: '' as const };
    expect(statLineInputOf(draft)).toMatchObject({ runs: 0, dismissal: null });
  });

  it("says what is wrong in the server's words", () => {
    expect(statLineProblem({ ...draftOf(line), overs: '3.7' })).toBe('overs must be overs and balls, like 3.4 (0 to 5 balls after the point).');
    expect(statLineProblem({ ...draftOf(line), runs: '10' })).toBe('runs must be at least what the fours and sixes make.');
    expect(statLineProblem({ ...draftOf(line), balls: 'x' })).toBe('balls must be a whole number 0 or more.');
    expect(statLineProblem(draftOf(line))).toBeNull();
  });
});
