// Points of a stat line, rule by rule and band by band, in each format (POINTS.md).

import { describe, expect, it } from 'vitest';
import type { PlayerRole } from '../catalogue.ts';
import type { MatchType } from '../points-system.ts';
import type { WicketKind } from './deliveries.ts';
import { POINTS_SOURCE_LABELS, POINTS_SOURCES, pointsForStatLine, pointsForStatLines, type PointsSource } from './fantasy-points.ts';
import { emptyStatLine, type StatLine } from './stat-line.ts';

type LinePatch = Partial<Omit<StatLine, 'wickets'>> & { wickets?: Partial<StatLine['wickets']> };
const line = (patch: LinePatch = {}): StatLine => ({ ...emptyStatLine(), ...patch, wickets: { ...emptyStatLine().wickets, ...patch.wickets } });

const from = (source: PointsSource, statLine: StatLine, format: MatchType, role: PlayerRole = 'Allrounder') =>
  pointsForStatLine(statLine, { role, playing: true }, format).breakdown[source];

describe('economy rate bands (unrounded; between bands 0)', () => {
  // 1200 legal balls are 200 overs, so economy x is x * 200 runs: any value to 1/200 exactly.
  const economy = (value: number) => line({ ballsBowled: 1200, runsConceded: Math.round(value * 200) });

  it.each([
    [4.995, 6],
    [5, 4],
    [5.99, 4],
    [5.995, 0],
    [6, 2],
    [7, 2],
    [7.005, 0],
    [9.995, 0],
    [10, -2],
    [11, -2],
    [11.005, 0],
    [11.01, -4],
    [12, -4],
    [12.005, -6],
  ])('T20 economy %f: %i', (value, points) => {
    expect(from('economy', economy(value), 'T20')).toBe(points);
  });

  it.each([
    [2.495, 6],
    [2.5, 4],
    [3.49, 4],
    [3.495, 0],
    [3.5, 2],
    [4.5, 2],
    [4.505, 0],
    [6.995, 0],
    [7, -2],
    [8, -2],
    [8.005, 0],
    [8.01, -4],
    [9, -4],
    [9.005, -6],
  ])('ODI economy %f: %i', (value, points) => {
    expect(from('economy', economy(value), 'ODI')).toBe(points);
  });

  it('scores no economy in a Test, however cheap', () => {
    expect(from('economy', economy(1), 'TEST')).toBe(0);
  });

  it.each([
    ['T20', 11, 0],
    ['T20', 12, 6],
    ['ODI', 29, 0],
    ['ODI', 30, 6],
  ] as const)('%s: %i legal balls without a run scores %i (2 overs in T20, 5 in ODI at least)', (format, balls, points) => {
    expect(from('economy', line({ ballsBowled: balls }), format)).toBe(points);
  });

  it('applies to a batter who bowled too, whatever the role', () => {
    expect(from('economy', line({ ballsBowled: 12, runsConceded: 30 }), 'T20', 'Batsman')).toBe(-6);
  });
});

describe('strike rate bands (unrounded; between bands 0; not for Bowlers)', () => {
  // 20000 balls: strike rate x is x * 200 runs.
  const strikeRate = (value: number) => line({ balls: 20000, runs: Math.round(value * 200) });

  it.each([
    [170.005, 6],
    [170, 4],
    [150.01, 4],
    [150.005, 0],
    [150, 2],
    [130, 2],
    [129.995, 0],
    [70.005, 0],
    [70, -2],
    [60, -2],
    [59.995, 0],
    [59.99, -4],
    [50, -4],
    [49.995, -6],
    [0, -6],
  ])('T20 strike rate %f: %i', (value, points) => {
    expect(from('strikeRate', strikeRate(value), 'T20')).toBe(points);
  });

  it.each([
    [140.005, 6],
    [140, 4],
    [120.01, 4],
    [120.005, 0],
    [120, 2],
    [100, 2],
    [99.995, 0],
    [50.005, 0],
    [50, -2],
    [40, -2],
    [39.995, 0],
    [39.99, -4],
    [30, -4],
    [29.995, -6],
  ])('ODI strike rate %f: %i', (value, points) => {
    expect(from('strikeRate', strikeRate(value), 'ODI')).toBe(points);
  });

  it.each([
    ['T20', 9, 0],
    ['T20', 10, -6],
    ['ODI', 19, 0],
    ['ODI', 20, -6],
  ] as const)('%s: %i balls faced for no run scores %i (10 balls in T20, 20 in ODI at least)', (format, balls, points) => {
    expect(from('strikeRate', line({ balls }), format)).toBe(points);
  });

  it.each(['Batsman', 'Wicketkeeper', 'Allrounder', 'Bowler'] as const)('T20, %s, 2 off 12 balls', (role) => {
    expect(from('strikeRate', line({ runs: 2, balls: 12 }), 'T20', role)).toBe(role === 'Bowler' ? 0 : -6);
  });

  it('scores no strike rate in a Test', () => {
    expect(from('strikeRate', line({ runs: 200, balls: 50 }), 'TEST')).toBe(0);
  });
});

describe('runs, boundaries and milestones (the highest milestone only)', () => {
  it.each([
    ['T20', 29, 0],
    ['T20', 30, 4],
    ['T20', 49, 4],
    ['T20', 50, 8],
    ['T20', 99, 8],
    ['T20', 100, 16],
    ['T20', 150, 16],
    ['ODI', 30, 0],
    ['ODI', 49, 0],
    ['ODI', 50, 4],
    ['ODI', 99, 4],
    ['ODI', 100, 8],
    ['TEST', 49, 0],
    ['TEST', 50, 4],
    ['TEST', 100, 8],
  ] as const)('%s: %i runs is a milestone of %i', (format, runs, points) => {
    expect(from('runMilestone', line({ runs, balls: runs }), format)).toBe(points);
  });

  it.each(['T20', 'ODI', 'TEST'] as const)('%s: a run each, +1 a four, +2 a six on top', (format) => {
    const points = pointsForStatLine(line({ runs: 23, balls: 15, fours: 2, sixes: 1 }), { role: 'Batsman', playing: false }, format);
    expect([points.breakdown.runs, points.breakdown.boundaries, points.breakdown.sixes]).toEqual([23, 2, 2]);
  });
});

describe('ducks (out for 0; not a Bowler; retired hurt and retired not out are not out)', () => {
  it.each([
    ['T20', -2],
    ['ODI', -3],
    ['TEST', -4],
  ] as const)('%s: %i', (format, points) => {
    expect(from('duck', line({ dismissal: 'caught', balls: 3 }), format, 'Batsman')).toBe(points);
  });

  it.each([
    ['Batsman', -2],
    ['Wicketkeeper', -2],
    ['Allrounder', -2],
    ['Bowler', 0],
  ] as const)('a %s out for 0 in a T20: %i', (role, points) => {
    expect(from('duck', line({ dismissal: 'bowled', balls: 1 }), 'T20', role)).toBe(points);
  });

  it.each([
    ['run out', 0, -2],
    ['retired out', 1, -2],
    ['timed out', 0, -2],
    ['retired hurt', 4, 0],
    ['retired not out', 2, 0],
  ] as const)('%s for 0 off %i balls: %i', (dismissal, balls, points) => {
    expect(from('duck', line({ dismissal: dismissal as WicketKind, balls }), 'T20', 'Batsman')).toBe(points);
  });

  it('is no duck when not out, or out with a run', () => {
    expect(from('duck', line({ balls: 5 }), 'T20', 'Batsman')).toBe(0);
    expect(from('duck', line({ runs: 1, balls: 5, dismissal: 'lbw' }), 'T20', 'Batsman')).toBe(0);
  });
});

describe('wickets, bonuses, hauls and maidens', () => {
  it.each([
    ['T20', 25, 12],
    ['ODI', 25, 4],
    ['TEST', 16, 0],
  ] as const)('%s: a wicket %i, a maiden %i', (format, wicket, maiden) => {
    const points = pointsForStatLine(line({ ballsBowled: 6, maidens: 1, wickets: { caught: 1 } }), { role: 'Bowler', playing: false }, format);
    expect([points.breakdown.wickets, points.breakdown.maidens]).toEqual([wicket, maiden]);
  });

  it('gives the bowled-or-LBW bonus for those two kinds only', () => {
    const all = line({ wickets: { bowled: 1, lbw: 1, caught: 1, caughtAndBowled: 1, stumped: 1, hitWicket: 1 }, catches: 1 });
    const points = pointsForStatLine(all, { role: 'Bowler', playing: false }, 'T20');
    expect(points.breakdown).toMatchObject({ wickets: 150, bowledOrLbw: 16, wicketHaul: 16, catches: 8 });
  });

  it.each([
    ['T20', 2, 0],
    ['T20', 3, 4],
    ['T20', 4, 8],
    ['T20', 5, 16],
    ['T20', 7, 16],
    ['ODI', 3, 0],
    ['ODI', 4, 4],
    ['ODI', 5, 8],
    ['ODI', 6, 8],
    ['TEST', 3, 0],
    ['TEST', 4, 4],
    ['TEST', 5, 8],
  ] as const)('%s: %i wickets is a haul of %i', (format, wickets, points) => {
    expect(from('wicketHaul', line({ wickets: { caught: wickets } }), format)).toBe(points);
  });
});

describe('fielding', () => {
  it.each([
    ['T20', 2, 16, 0],
    ['T20', 3, 24, 4],
    ['T20', 5, 40, 4],
    ['ODI', 3, 24, 4],
    ['TEST', 3, 24, 0],
  ] as const)('%s: %i catches score %i, and the three-catch bonus %i once', (format, catches, points, bonus) => {
    const { breakdown } = pointsForStatLine(line({ catches }), { role: 'Wicketkeeper', playing: false }, format);
    expect([breakdown.catches, breakdown.threeCatchBonus]).toEqual([points, bonus]);
  });

  it.each(['T20', 'ODI', 'TEST'] as const)('%s: a stumping +12, a direct run out +12, a shared one +6', (format) => {
    const { breakdown } = pointsForStatLine(line({ stumpings: 1, runOutsDirect: 1, runOutsShared: 2 }), { role: 'Wicketkeeper', playing: false }, format);
    expect([breakdown.stumpings, breakdown.runOutsDirect, breakdown.runOutsShared]).toEqual([12, 12, 12]);
  });
});

describe('the announced-XI bonus', () => {
  it.each([
    [true, 4],
    [false, 0],
  ])('playing %s: %i, with nothing else done', (playing, points) => {
    expect(pointsForStatLine(emptyStatLine(), { role: 'Batsman', playing }, 'T20').total).toBe(points);
  });
});

describe('one all-round stat line in each format', () => {
  // 55 off 40 (5 fours, 2 sixes); 4-1-30-4 (2 bowled, 2 caught); 1 catch; an Allrounder in the XI.
  const allRound = line({
    runs: 55,
    balls: 40,
    fours: 5,
    sixes: 2,
    dismissal: 'caught',
    ballsBowled: 24,
    maidens: 1,
    runsConceded: 30,
    wickets: { bowled: 2, caught: 2 },
    catches: 1,
  });

  it.each([
    // 4 + 55 + 5 + 4 + 8 (50) + 2 (SR 137.5) + 100 + 16 + 8 (4 wickets) + 12 (maiden) + 0 (econ 7.5) + 8 = 222
    ['T20', 222],
    // 4 + 55 + 5 + 4 + 4 (50) + 4 (SR 137.5) + 100 + 16 + 4 (4 wickets) + 4 (maiden) + 0 (4 overs < 5) + 8 = 208
    ['ODI', 208],
    // 4 + 55 + 5 + 4 + 4 (50) + 64 (4 x 16) + 16 + 4 (4 wickets) + 8 = 164 (no maiden, economy or strike rate points)
    ['TEST', 164],
  ] as const)('%s: %i', (format, total) => {
    const points = pointsForStatLine(allRound, { role: 'Allrounder', playing: true }, format);
    expect(points.total).toBe(total);
    expect(POINTS_SOURCES.reduce((sum, source) => sum + points.breakdown[source], 0)).toBe(total);
  });
});

describe('a Test scored per innings', () => {
  const player = { role: 'Batsman', playing: true } as const;

  it('counts a milestone in each innings, not on the match total (60 and 45: one fifty)', () => {
    const points = pointsForStatLines([line({ runs: 60, balls: 100 }), line({ runs: 45, balls: 80 })], player, 'TEST');
    expect(points.breakdown.runMilestone).toBe(4);
    expect(points.breakdown.runs).toBe(105);
  });

  it('counts a duck in the innings it happened (30, then 0: -4)', () => {
    const points = pointsForStatLines([line({ runs: 30, balls: 50, dismissal: 'bowled' }), line({ balls: 2, dismissal: 'lbw' })], player, 'TEST');
    expect(points.breakdown.duck).toBe(-4);
  });

  it('counts a haul per innings (3 and 3 wickets: no haul), while the wickets add up', () => {
    const points = pointsForStatLines([line({ wickets: { caught: 3 } }), line({ wickets: { caught: 3 } })], { role: 'Bowler', playing: true }, 'TEST');
    expect([points.breakdown.wickets, points.breakdown.wicketHaul]).toEqual([96, 0]);
  });

  it('gives the three-catch bonus on the match, once (2 + 2 catches in an ODI of two lines)', () => {
    const points = pointsForStatLines([line({ catches: 2 }), line({ catches: 2 })], player, 'ODI');
    expect([points.breakdown.catches, points.breakdown.threeCatchBonus]).toEqual([32, 4]);
  });
});

describe('breakdown labels', () => {
  it('has a player-facing label for every source of points', () => {
    expect(Object.keys(POINTS_SOURCE_LABELS).sort()).toEqual([...POINTS_SOURCES].sort());
    expect(POINTS_SOURCE_LABELS.playingXI).toBe('In the announced playing XI');
  });
});
