import { emptyStatLine } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { statLineParts } from './stat-line-text.ts';

describe("a player's match in words", () => {
  it('says nothing for a player who has done nothing yet', () => {
    expect(statLineParts(emptyStatLine())).toEqual([]);
  });

  it('writes batting as runs (balls), boundaries and how the innings ended', () => {
    expect(statLineParts({ ...emptyStatLine(), runs: 45, balls: 30, fours: 4, sixes: 1 })).toEqual([{ label: 'Batting', text: '45 (30), 4 fours, 1 six, not out' }]);
    expect(statLineParts({ ...emptyStatLine(), runs: 0, balls: 1, dismissal: 'lbw' })).toEqual([{ label: 'Batting', text: '0 (1), lbw' }]);
  });

  it('writes bowling as overs-maidens-runs-wickets, part overs as cricket does', () => {
    const line = { ...emptyStatLine(), ballsBowled: 22, maidens: 1, runsConceded: 28, wickets: { ...emptyStatLine().wickets, caught: 1, bowled: 1 } };
    expect(statLineParts(line)).toEqual([{ label: 'Bowling', text: '3.4-1-28-2' }]);
  });

  it('lists fielding that counts', () => {
    expect(statLineParts({ ...emptyStatLine(), catches: 1, stumpings: 2, runOutsShared: 1 })).toEqual([{ label: 'Fielding', text: '1 catch, 2 stumpings, 1 shared run out' }]);
  });
});
