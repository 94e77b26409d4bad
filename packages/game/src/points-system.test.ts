import { describe, expect, it } from 'vitest';
import { describeBand, MATCH_TYPES, POINTS_SYSTEM, pointsForRate, signedPoints } from './points-system.ts';

const { T20, ODI, TEST } = POINTS_SYSTEM.formats;

describe('rate bands (compared unrounded; between bands scores 0)', () => {
  it.each([
    [4.99, 6],
    [5, 4],
    [5.99, 4],
    [5.995, 0],
    [6, 2],
    [7, 2],
    [7.01, 0],
    [9.99, 0],
    [10, -2],
    [11, -2],
    [11.005, 0],
    [11.01, -4],
    [12, -4],
    [12.01, -6],
  ])('T20 economy %f scores %i', (economy, points) => {
    expect(pointsForRate(economy, T20.economy!.bands)).toBe(points);
  });

  it.each([
    [170.01, 6],
    [170, 4],
    [150.01, 4],
    [150.005, 0],
    [150, 2],
    [130, 2],
    [129.99, 0],
    [70, -2],
    [60, -2],
    [59.995, 0],
    [59.99, -4],
    [50, -4],
    [49.99, -6],
  ])('T20 strike rate %f scores %i', (strikeRate, points) => {
    expect(pointsForRate(strikeRate, T20.strikeRate!.bands)).toBe(points);
  });

  it.each([
    [2.49, 6],
    [2.5, 4],
    [3.49, 4],
    [3.5, 2],
    [4.5, 2],
    [4.51, 0],
    [7, -2],
    [8, -2],
    [8.01, -4],
    [9, -4],
    [9.01, -6],
  ])('ODI economy %f scores %i', (economy, points) => {
    expect(pointsForRate(economy, ODI.economy!.bands)).toBe(points);
  });

  it.each([
    [140.01, 6],
    [140, 4],
    [120.01, 4],
    [120, 2],
    [100, 2],
    [50, -2],
    [40, -2],
    [39.99, -4],
    [30, -4],
    [29.99, -6],
  ])('ODI strike rate %f scores %i', (strikeRate, points) => {
    expect(pointsForRate(strikeRate, ODI.strikeRate!.bands)).toBe(points);
  });
});

describe('the classic-2020 tables', () => {
  it('has a table for every match type, and none of economy or strike rate in TEST', () => {
    expect(Object.keys(POINTS_SYSTEM.formats).sort()).toEqual([...MATCH_TYPES].sort());
    expect(TEST.economy).toBeNull();
    expect(TEST.strikeRate).toBeNull();
    expect(POINTS_SYSTEM.version).toBe('classic-2020');
  });

  it.each([
    ['T20', 25, -2, 12, 4],
    ['ODI', 25, -3, 4, 4],
    ['TEST', 16, -4, 0, 0],
  ] as const)('%s: wicket %i, duck %i, maiden %i, three-catch bonus %i', (format, wicket, duck, maiden, threeCatches) => {
    const table = POINTS_SYSTEM.formats[format];
    expect([table.wicket, table.duck, table.maiden, table.threeCatchBonus]).toEqual([wicket, duck, maiden, threeCatches]);
    expect([table.captainMultiplier, table.viceCaptainMultiplier]).toEqual([2, 1.5]);
  });

  it('keeps milestones and hauls in rising order, so the highest reached is the last that matches', () => {
    for (const format of MATCH_TYPES) {
      const { runMilestones, wicketHauls } = POINTS_SYSTEM.formats[format];
      for (const list of [runMilestones, wicketHauls]) {
        expect(list.map((t) => t.at)).toEqual([...list.map((t) => t.at)].sort((a, b) => a - b));
      }
    }
  });
});

describe('labels', () => {
  it('writes bands and points as people read them', () => {
    expect(T20.economy!.bands.map(describeBand)).toEqual(['below 5', '5 to 5.99', '6 to 7', '10 to 11', '11.01 to 12', 'above 12']);
    expect([signedPoints(4), signedPoints(-2), signedPoints(0)]).toEqual(['+4', '-2', '0']);
  });
});
