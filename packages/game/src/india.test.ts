import { describe, expect, it } from 'vitest';
import { ageOn, financialYearOf, findIndianState, INDIAN_STATES, indianDate, indianMonthOf, parseCalendarDate, DEFAULT_RESTRICTED_STATES } from './india.ts';

const date = (text: string) => parseCalendarDate(text)!;

describe('the states and union territories', () => {
  it('lists 28 states and 8 union territories, the default restricted six among them', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    for (const state of DEFAULT_RESTRICTED_STATES) expect(INDIAN_STATES).toContain(state);
  });

  it.each([
    ['Telangana', 'Telangana'],
    ['  tamil   NADU ', 'Tamil Nadu'],
    ['delhi', 'Delhi'],
    ['Bombay', undefined],
    ['', undefined],
  ])('reads %j as %j', (name, state) => {
    expect(findIndianState(name)).toBe(state);
  });
});

describe('dates', () => {
  it.each([
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2026-02-29', undefined],
    ['2026-13-01', undefined],
    ['2026-4-1', undefined],
    ['01-04-2026', undefined],
  ])('reads %s', (text, parsed) => {
    expect(parseCalendarDate(text)).toEqual(parsed);
  });

  it('turns the Indian date at 18:30 UTC, midnight IST', () => {
    expect(indianDate(new Date('2026-03-31T18:29:59.999Z'))).toEqual({ year: 2026, month: 3, day: 31 });
    expect(indianDate(new Date('2026-03-31T18:30:00.000Z'))).toEqual({ year: 2026, month: 4, day: 1 });
  });
});

describe('age', () => {
  it.each([
    ['the day before the 18th birthday, late evening in India', '2008-06-15', '2026-06-14T18:29:59Z', 17],
    ['the 18th birthday, at midnight in India', '2008-06-15', '2026-06-14T18:30:00Z', 18],
    ['the 18th birthday, still the 14th in UTC', '2008-06-15', '2026-06-14T20:00:00Z', 18],
    ['born on 29 February: still 17 on 28 February', '2008-02-29', '2026-02-28T12:00:00Z', 17],
    ['born on 29 February: 18 on 1 March', '2008-02-29', '2026-02-28T18:30:00Z', 18],
    ['born on 29 February: 18 on 1 March of a common year too', '2004-02-29', '2022-02-28T18:30:00Z', 18],
    ['born on 29 February: 20 on 29 February of a leap year', '2004-02-29', '2024-02-28T18:30:00Z', 20],
    ['born on 31 December, a year on', '2000-12-31', '2001-12-30T18:30:00Z', 1],
    ['born today', '2026-01-01', '2026-01-01T06:00:00Z', 0],
  ])('%s', (_, born, at, age) => {
    expect(ageOn(date(born), new Date(at))).toBe(age);
  });
});

describe('the Indian month', () => {
  it('runs from midnight IST on the 1st to midnight IST on the next 1st, December into January', () => {
    expect(indianMonthOf(new Date('2026-08-15T10:00:00Z'))).toEqual({
      start: new Date('2026-07-31T18:30:00Z'),
      end: new Date('2026-08-31T18:30:00Z'),
    });
    expect(indianMonthOf(new Date('2026-12-31T19:00:00Z'))).toEqual({
      start: new Date('2026-12-31T18:30:00Z'),
      end: new Date('2027-01-31T18:30:00Z'),
    });
  });
});

describe('the financial year', () => {
  it.each([
    ['1 April, the first minute in India', '2026-03-31T18:30:00Z', '2026-27'],
    ['31 March, the last minute in India', '2026-03-31T18:29:59Z', '2025-26'],
    ['a day in January', '2027-01-20T00:00:00Z', '2026-27'],
    ['the turn of the century', '2099-12-31T00:00:00Z', '2099-00'],
  ])('%s is in %s', (_, at, label) => {
    expect(financialYearOf(new Date(at)).label).toBe(label);
  });

  it('starts and ends at midnight IST on 1 April', () => {
    expect(financialYearOf(new Date('2026-09-01T00:00:00Z'))).toEqual({
      label: '2026-27',
      start: new Date('2026-03-31T18:30:00Z'),
      end: new Date('2027-03-31T18:30:00Z'),
    });
  });
});
