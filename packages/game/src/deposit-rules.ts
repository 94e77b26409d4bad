// Adding funds (PRODUCT.md, "Wallet and money"): ₹10 to ₹10,000 a deposit, and a monthly limit:
// the platform's ceiling (MONTHLY_DEPOSIT_LIMIT) or the player's own lower one. Lowering it
// takes effect at once; raising it only after a day, so a limit set in a calm moment holds
// through a heated one.

import { indianDate, indianMonthOf } from './india.ts';
import { formatRupees } from './money.ts';

export const DEPOSIT_MIN_RUPEES = 10;
export const DEPOSIT_MAX_RUPEES = 10_000;
export const DEFAULT_MONTHLY_DEPOSIT_LIMIT_RUPEES = 100_000;
/** What the Add Funds form offers to pick at a tap. */
export const QUICK_DEPOSIT_AMOUNTS_RUPEES = [100, 250, 500, 1000, 2000] as const;

export const DEPOSIT_LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;
/** How long a payment waits for the payer before it expires (and is never credited). */
export const DEPOSIT_ORDER_LIFETIME_MS = 30 * 60_000;

/** A player's own monthly limit as stored: the one in force, and a raise waiting for its time. */
export interface MonthlyLimitSetting {
  /** Null: no limit of their own (the platform's ceiling). */
  limitPaise: number | null;
  pendingPaise: number | null;
  pendingFrom: Date | null;
}

export const NO_OWN_LIMIT: MonthlyLimitSetting = { limitPaise: null, pendingPaise: null, pendingFrom: null };

/** The setting with a raise whose time has come taken in. */
function matured(setting: MonthlyLimitSetting, now: Date): MonthlyLimitSetting {
  if (setting.pendingPaise !== null && setting.pendingFrom !== null && setting.pendingFrom.getTime() <= now.getTime()) {
    return { limitPaise: setting.pendingPaise, pendingPaise: null, pendingFrom: null };
  }
  return setting;
}

/** The monthly limit in force now, in paise: never above the platform's ceiling. */
export function monthlyLimitAt(setting: MonthlyLimitSetting, ceilingPaise: number, now: Date): number {
  const { limitPaise } = matured(setting, now);
  return Math.min(ceilingPaise, limitPaise ?? ceilingPaise);
}

/** A raise still waiting now, if any. */
export function pendingRaiseAt(setting: MonthlyLimitSetting, now: Date): { amountPaise: number; from: Date } | null {
  const current = matured(setting, now);
  return current.pendingPaise !== null && current.pendingFrom !== null ? { amountPaise: current.pendingPaise, from: current.pendingFrom } : null;
}

/**
 * The setting after the player asks for a monthly limit of `requestedPaise` (at most the ceiling;
 * the caller refuses more): a limit at or below the one in force applies at once and drops any
 * waiting raise; a higher one waits a day (asking again starts the day again).
 */
export function changeMonthlyLimit(setting: MonthlyLimitSetting, requestedPaise: number, ceilingPaise: number, now: Date): MonthlyLimitSetting {
  const current = matured(setting, now);
  if (requestedPaise <= monthlyLimitAt(current, ceilingPaise, now)) return { limitPaise: requestedPaise, pendingPaise: null, pendingFrom: null };
  return { limitPaise: current.limitPaise, pendingPaise: requestedPaise, pendingFrom: new Date(now.getTime() + DEPOSIT_LIMIT_RAISE_DELAY_MS) };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Why a deposit of `amountPaise` would break the monthly limit, given what this Indian calendar
 * month already holds (captured deposits and payments still open); null when it fits.
 */
export function depositLimitProblem(amountPaise: number, usedThisMonthPaise: number, limitPaise: number, now: Date): string | null {
  if (usedThisMonthPaise + amountPaise <= limitPaise) return null;
  const next = indianDate(indianMonthOf(now).end);
  const reopens = `${next.day} ${MONTHS[next.month - 1]}`;
  const left = Math.max(0, limitPaise - usedThisMonthPaise);
  const limit = formatRupees(limitPaise / 100);
  if (left === 0) return `You have reached your monthly deposit limit of ${limit}; you can add funds again from ${reopens}. The limit is on your Profile page.`;
  return (
    `This deposit would take this month's deposits to ${formatRupees((usedThisMonthPaise + amountPaise) / 100)}, over your monthly limit of ${limit}. ` +
    `You can add up to ${formatRupees(left / 100)} more until ${reopens}. The limit is on your Profile page.`
  );
}
