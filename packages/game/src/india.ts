// India as the money rules see it: its states and union territories (where a player lives
// decides whether they may play for money), and its calendar (IST, UTC+5:30 all year: India
// has no daylight saving), by which ages, months and financial years turn.

/** The 28 states and 8 union territories, as the profile's select lists them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** Where paid contests are not offered unless the deployment says otherwise (RESTRICTED_STATES). */
export const DEFAULT_RESTRICTED_STATES: readonly IndianState[] = ['Andhra Pradesh', 'Assam', 'Nagaland', 'Odisha', 'Sikkim', 'Telangana'];

const byLowerCase = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.toLowerCase(), state]));

/** The state or union territory a name means, whatever its case and spacing; undefined for anything else. */
export function findIndianState(name: string): IndianState | undefined {
  return byLowerCase.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** India Standard Time is UTC+5:30. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** A calendar date, as `YYYY-MM-DD` strings are read. */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

/** The date it is in India at an instant. */
export function indianDate(at: Date): CalendarDate {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant a date begins in India (midnight IST). */
export function startOfIndianDay(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - IST_OFFSET_MS);
}

/** `YYYY-MM-DD` as a date, or undefined unless it names a real day (2026-02-29 does not). */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

export function formatCalendarDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Whole years of age in India at an instant. A year is added on the birthday itself; someone
 * born on 29 February adds it on 1 March in other years (the later day: an age gate never opens
 * early). The join's SQL counts the same way (yyyymmdd of today minus that of the birth, / 10000).
 */
export function ageOn(dateOfBirth: CalendarDate, at: Date): number {
  const today = indianDate(at);
  const asNumber = (date: CalendarDate) => date.year * 10_000 + date.month * 100 + date.day;
  return Math.floor((asNumber(today) - asNumber(dateOfBirth)) / 10_000);
}

/** The Indian calendar month an instant falls in: from its first day's midnight IST to the next's. */
export function indianMonthOf(at: Date): { start: Date; end: Date } {
  const { year, month } = indianDate(at);
  return {
    start: startOfIndianDay({ year, month, day: 1 }),
    end: startOfIndianDay(month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 }),
  };
}

/** India's financial year of an instant: 1 April to 31 March (IST), named like `2026-27`. */
export function financialYearOf(at: Date): { label: string; start: Date; end: Date } {
  const { year, month } = indianDate(at);
  const first = month >= 4 ? year : year - 1;
  return {
    label: `${first}-${String((first + 1) % 100).padStart(2, '0')}`,
    start: startOfIndianDay({ year: first, month: 4, day: 1 }),
    end: startOfIndianDay({ year: first + 1, month: 4, day: 1 }),
  };
}
