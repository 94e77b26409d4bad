import { describe, expect, it } from 'vitest';
import { changeMonthlyLimit, depositLimitProblem, monthlyLimitAt, NO_OWN_LIMIT, pendingRaiseAt, type MonthlyLimitSetting } from './deposit-rules.ts';

const NOW = new Date('2026-08-10T06:00:00Z');
const DAY = 24 * 3_600_000;
const CEILING = 10_000_000; // ₹1,00,000
const at = (ms: number) => new Date(NOW.getTime() + ms);
const own = (limitPaise: number | null, pending?: [number, Date]): MonthlyLimitSetting => ({
  limitPaise,
  pendingPaise: pending?.[0] ?? null,
  pendingFrom: pending?.[1] ?? null,
});

describe('the monthly limit in force', () => {
  it.each<[string, MonthlyLimitSetting, Date, number]>([
    ['no limit of their own: the ceiling', NO_OWN_LIMIT, NOW, CEILING],
    ['their own, lower', own(500_000), NOW, 500_000],
    ['their own above a ceiling lowered since: the ceiling', own(20_000_000), NOW, CEILING],
    ['a raise a millisecond before its time', own(500_000, [800_000, at(1)]), NOW, 500_000],
    ['a raise at its time', own(500_000, [800_000, NOW]), NOW, 800_000],
  ])('%s', (_, setting, now, limit) => {
    expect(monthlyLimitAt(setting, CEILING, now)).toBe(limit);
  });
});

describe('changing the monthly limit', () => {
  it.each<[string, MonthlyLimitSetting, number, MonthlyLimitSetting]>([
    ['lowering applies at once', NO_OWN_LIMIT, 500_000, own(500_000)],
    ['the same limit again changes nothing', own(500_000), 500_000, own(500_000)],
    ['raising waits 24 hours', own(500_000), 800_000, own(500_000, [800_000, at(DAY)])],
    ['raising to the ceiling waits too', own(500_000), CEILING, own(500_000, [CEILING, at(DAY)])],
    ['lowering drops a raise that was waiting', own(500_000, [800_000, at(DAY / 2)]), 300_000, own(300_000)],
    ['asking for another raise starts the 24 hours again', own(500_000, [800_000, at(DAY / 2)]), 900_000, own(500_000, [900_000, at(DAY)])],
    ['a raise whose time has come is the limit to change from', own(500_000, [800_000, at(-1)]), 700_000, own(700_000)],
  ])('%s', (_, setting, requested, next) => {
    expect(changeMonthlyLimit(setting, requested, CEILING, NOW)).toEqual(next);
  });

  it('shows a waiting raise until its time, then none', () => {
    const setting = changeMonthlyLimit(own(500_000), 800_000, CEILING, NOW);
    expect(pendingRaiseAt(setting, NOW)).toEqual({ amountPaise: 800_000, from: at(DAY) });
    expect(monthlyLimitAt(setting, CEILING, at(DAY - 1))).toBe(500_000);
    expect(pendingRaiseAt(setting, at(DAY))).toBeNull();
    expect(monthlyLimitAt(setting, CEILING, at(DAY))).toBe(800_000);
  });
});

describe('a deposit against the monthly limit', () => {
  it.each<[string, number, number, number, string | null]>([
    ['well within', 100_000, 0, 500_000, null],
    ['up to the limit exactly', 100_000, 400_000, 500_000, null],
    [
      'a paisa over',
      100_001,
      400_000,
      500_000,
      "This deposit would take this month's deposits to ₹5,000.01, over your monthly limit of ₹5,000.00. You can add up to ₹1,000.00 more until 1 September. The limit is on your Profile page.",
    ],
    [
      'at the limit already',
      1_000,
      500_000,
      500_000,
      'You have reached your monthly deposit limit of ₹5,000.00; you can add funds again from 1 September. The limit is on your Profile page.',
    ],
    [
      'over a limit lowered below what the month holds',
      1_000,
      600_000,
      500_000,
      'You have reached your monthly deposit limit of ₹5,000.00; you can add funds again from 1 September. The limit is on your Profile page.',
    ],
  ])('%s', (_, amount, used, limit, problem) => {
    expect(depositLimitProblem(amount, used, limit, NOW)).toBe(problem);
  });

  it('names the next month by the Indian calendar', () => {
    const lastEvening = new Date('2026-12-31T18:29:00Z'); // 23:59 on 31 December in India
    expect(depositLimitProblem(1_000, 500_000, 500_000, lastEvening)).toContain('from 1 January');
  });
});
