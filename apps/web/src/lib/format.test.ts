import { describe, expect, it } from 'vitest';
import { formatCount, isoToLocalInput, localInputToIso, startsIn } from './format.ts';

describe('startsIn', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it.each([
    ['2026-11-24T10:00:00Z', 'Starts in 3 days'],
    ['2026-11-22T11:00:00Z', 'Starts in 1 day'],
    ['2026-11-21T15:20:30Z', 'Starts in 5 h 20 min'],
    ['2026-11-21T12:00:00Z', 'Starts in 2 h'],
    ['2026-11-21T10:12:00Z', 'Starts in 12 min'],
    ['2026-11-21T10:00:30Z', 'Starting now'],
    ['2026-11-21T09:00:00Z', 'Started'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => {
    expect(startsIn(iso, now)).toBe(expected);
  });
});

describe('date-time input values', () => {
  it('go to UTC and back in local time', () => {
    const iso = localInputToIso('2030-01-15T19:30');
    expect(iso).toBe(new Date(2030, 0, 15, 19, 30).toISOString());
    expect(isoToLocalInput(iso)).toBe('2030-01-15T19:30');
  });

  it('give nothing for nothing', () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('soon')).toBe('');
    expect(isoToLocalInput('soon')).toBe('');
  });
});

describe('formatCount', () => {
  it.each([
    [0, {}, '0 contests'],
    [1, {}, '1 contest'],
    [2, {}, '2 contests'],
    [1240, {}, '1,240 contests'],
    [124000, {}, '1,24,000 contests'],
    [1, { more: true }, '1+ contests'],
    [50, { more: true }, '50+ contests'],
  ] as const)('%i %o → %s', (count, options, text) => {
    expect(formatCount(count, 'contest', options)).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(formatCount(3, 'match', { plural: 'matches' })).toBe('3 matches');
  });
});
