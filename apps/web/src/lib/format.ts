/**
 * Initials for an avatar: the first letter of each of the first two words, upper-case
 * ('virat kohli' → 'VK', 'Sachin' → 'S').
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

const startTimeFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A match's start in the reader's own time zone: 'Sat, 21 Nov 2026, 7:30 pm'. */
export function formatStartTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : startTimeFormat.format(date);
}

/** '{teamA} vs {teamB}', as every list of matches shows a match. */
export function matchTitle(match: { teamA: string; teamB: string }): string {
  return `${match.teamA} vs ${match.teamB}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until a start, in the words a fixture list uses: 'Starts in 3 days',
 * 'Starts in 5 h 20 min', 'Starts in 12 min', then 'Starting now' and 'Started'.
 */
export function startsIn(iso: string, now: Date = new Date()): string {
  const left = new Date(iso).getTime() - now.getTime();
  if (Number.isNaN(left)) return '';
  if (left <= -MINUTE) return 'Started';
  if (left < MINUTE) return 'Starting now';
  if (left < HOUR) return `Starts in ${Math.floor(left / MINUTE)} min`;
  if (left < DAY) {
    const hours = Math.floor(left / HOUR);
    const minutes = Math.floor((left % HOUR) / MINUTE);
    return minutes ? `Starts in ${hours} h ${minutes} min` : `Starts in ${hours} h`;
  }
  const days = Math.floor(left / DAY);
  return `Starts in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * A date-time input's value ('2026-11-24T19:30', local time) as the API wants it: ISO 8601 in
 * UTC. Empty or unreadable input gives ''.
 */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A moment as a date-time input's value, in local time ('2026-11-24T19:30'). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in the reader's own time zone: '21 Nov 2026, 7:30 pm'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

const countFormat = new Intl.NumberFormat('en-IN');

/**
 * How many of something, grouped as India writes numbers: '1 contest', '1,240 contests',
 * '1,24,000 contests'. With `more`, the list goes on past what was counted: '50+ players'.
 */
export function formatCount(count: number, noun: string, { plural = `${noun}s`, more = false }: { plural?: string; more?: boolean } = {}): string {
  return `${countFormat.format(count)}${more ? '+' : ''} ${count === 1 && !more ? noun : plural}`;
}
