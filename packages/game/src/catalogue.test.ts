import { describe, expect, it } from 'vitest';
import {
  contestStatusAt,
  defaultPrizes,
  hasSpotLeft,
  mayEnterAnotherTeam,
  isBeforeDeadline,
  matchStateAt,
  paidRanks,
  prizeTableProblems,
  prizeTableTotalPaise,
  type ContestClock,
  type MatchState,
} from './catalogue.ts';
import { formatRupees, formatRupeesShort, hasWholePaise, toPaise, toRupees } from './money.ts';

const start = new Date('2026-12-01T14:00:00Z');
const before = new Date('2026-12-01T13:59:59.999Z');
const after = new Date('2026-12-01T14:00:00Z');

describe('the match clock', () => {
  it.each<[MatchState, Date, MatchState]>([
    ['SCHEDULED', before, 'SCHEDULED'],
    ['SCHEDULED', after, 'LIVE'],
    ['LIVE', before, 'LIVE'],
    ['COMPLETED', after, 'COMPLETED'],
    ['ABANDONED', before, 'ABANDONED'],
  ])('a %s match read at %s is %s', (stored, now, expected) => {
    expect(matchStateAt(stored, start, now)).toBe(expected);
  });

  it('closes teams and entries exactly at the start time', () => {
    expect(isBeforeDeadline('SCHEDULED', start, before)).toBe(true);
    expect(isBeforeDeadline('SCHEDULED', start, after)).toBe(false);
    expect(isBeforeDeadline('ABANDONED', start, before)).toBe(false);
  });
});

describe('a contest follows its match', () => {
  const contest = (overrides: Partial<ContestClock> = {}): ContestClock => ({ status: 'UPCOMING', flexible: false, spots: 10, entries: 3, ...overrides });

  it.each<[string, ContestClock, MatchState, Date, string]>([
    ['upcoming before the deadline', contest(), 'SCHEDULED', before, 'UPCOMING'],
    ['live from the deadline', contest(), 'SCHEDULED', after, 'LIVE'],
    ['a guaranteed contest runs however few join', contest({ entries: 1 }), 'SCHEDULED', after, 'LIVE'],
    ['a flexible contest short of its spots is cancelled', contest({ flexible: true, entries: 9 }), 'SCHEDULED', after, 'CANCELLED'],
    ['a flexible contest that filled runs', contest({ flexible: true, entries: 10 }), 'SCHEDULED', after, 'LIVE'],
    ['a flexible contest is open until the deadline', contest({ flexible: true, entries: 0 }), 'SCHEDULED', before, 'UPCOMING'],
    ['completed with its match', contest({ status: 'LIVE' }), 'COMPLETED', after, 'COMPLETED'],
    ['cancelled when the match is abandoned', contest(), 'ABANDONED', before, 'CANCELLED'],
    ['a cancelled contest stays cancelled', contest({ status: 'CANCELLED' }), 'SCHEDULED', before, 'CANCELLED'],
    ['a completed contest stays completed', contest({ status: 'COMPLETED' }), 'ABANDONED', after, 'COMPLETED'],
  ])('%s', (_, clock, matchState, now, expected) => {
    expect(contestStatusAt(clock, { state: matchState, startTime: start }, now)).toBe(expected);
  });
});

describe('room in a contest', () => {
  it.each<[number, number | null, boolean]>([
    [0, 2, true],
    [1, 2, true],
    [2, 2, false],
    [3, 2, false],
    [1_000_000, null, true],
  ])('%i entries of %s spots: room for one more is %s', (entries, spots, room) => {
    expect(hasSpotLeft(entries, spots)).toBe(room);
  });

  it.each<[number, number, boolean]>([
    [0, 1, true],
    [1, 1, false],
    [2, 3, true],
    [3, 3, false],
  ])('holding %i of at most %i teams, another may enter: %s', (held, most, may) => {
    expect(mayEnterAnotherTeam(held, most)).toBe(may);
  });
});

describe('prize tables', () => {
  const table = [
    { fromRank: 1, toRank: 1, amount: 100 },
    { fromRank: 2, toRank: 5, amount: 12.5 },
  ];

  it('adds up what each rank of each range pays, in paise', () => {
    expect(prizeTableTotalPaise(table)).toBe(15_000);
    expect(prizeTableTotalPaise([{ fromRank: 1, toRank: 3, amount: 0.1 }])).toBe(30);
    expect(paidRanks(table)).toBe(5);
    expect(paidRanks([])).toBe(0);
  });

  it('accepts a table that pays the whole pool to the last spot', () => {
    expect(prizeTableProblems(table, 150, 5)).toEqual([]);
    expect(prizeTableProblems(table, 150, null)).toEqual([]);
  });

  it('names each problem with the row it is in', () => {
    expect(prizeTableProblems([{ fromRank: 1, toRank: 1, amount: 10 }, { fromRank: 1, toRank: 2, amount: 10 }], 100, null)).toEqual([
      { row: 1, message: 'Prize row 2: rank 1 is already paid by an earlier row; list ranks in order without overlap.' },
    ]);
    expect(prizeTableProblems([{ fromRank: 4, toRank: 2, amount: 10 }], 100, null)).toEqual([
      { row: 0, message: 'Prize row 1: the last rank (2) comes before the first (4).' },
    ]);
    expect(prizeTableProblems(table, 149.99, 4)).toEqual([
      { row: 'total', message: 'The prizes add up to ₹150, more than the prize pool of ₹149.99.' },
      { row: 'spots', message: 'The prizes pay down to rank 5, but the contest has only 4 spots.' },
    ]);
  });

  it('gives the whole pool to rank 1 by default, and nothing from an empty pool', () => {
    expect(defaultPrizes(500)).toEqual([{ fromRank: 1, toRank: 1, amount: 500 }]);
    expect(defaultPrizes(0)).toEqual([]);
  });
});

describe('money', () => {
  it('converts rupees to whole paise and back without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
  });

  it('knows a fraction of a paisa', () => {
    expect(hasWholePaise(0.1 + 0.2)).toBe(true);
    expect(hasWholePaise(10.005)).toBe(false);
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000.00');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupeesShort(600000)).toBe('₹6,00,000');
    expect(formatRupeesShort(49.5)).toBe('₹49.50');
  });
});
