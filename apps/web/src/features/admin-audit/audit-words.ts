import type { SessionEndReason } from '@crease/game';
import { deviceName } from '../../lib/user-agent.ts';

/** The log in words an admin reads: each kind, and each entry's details as "what: before → after". */

export const KIND_WORDS: Record<string, string> = {
  'sign_in.new_device': 'Signed in from a new device',
  'session.ended': 'Session ended',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'email.changed': 'E-mail changed',
  'kyc.changed': 'KYC changed',
  'profile.date_of_birth_changed': 'Date of birth changed',
  'profile.state_changed': 'State changed',
  'withdrawal.paid': 'Withdrawal paid',
  'withdrawal.rejected': 'Withdrawal rejected',
  'match.completed': 'Match completed',
  'match.abandoned': 'Match abandoned',
  'lineups.announced': 'Line-ups announced',
  'delivery.removed': 'Delivery taken out',
  'scorecard.changed': 'Scorecard line changed',
  'contest.cancelled': 'Contest cancelled',
  'role.changed': 'Role changed',
};

/** What a kind's plain `before → after` is a change of. */
const CHANGE_LABELS: Record<string, string> = {
  'email.changed': 'E-mail',
  'profile.date_of_birth_changed': 'Date of birth',
  'profile.state_changed': 'State',
  'withdrawal.paid': 'Status',
  'withdrawal.rejected': 'Status',
  'match.completed': 'State',
  'match.abandoned': 'State',
  'role.changed': 'Role',
};

const SESSION_ENDS: Record<SessionEndReason, string> = {
  LOGOUT: 'Logged out on the device',
  SIGNED_OUT: 'Signed out from another device',
  PASSWORD_CHANGED: 'The password was changed',
  PASSWORD_RESET: 'The password was reset',
};

/** Fields whose name reads better said otherwise. */
const LABELS: Record<string, string> = { how: 'How', sessionsEnded: 'Other sessions ended', signedInFrom: 'Signed in from', userAgent: 'Device', method: 'Signed in with' };

/** Fields whose value reads better said otherwise: a device by its browser and system, how a session ended. */
const VALUES: Record<string, (value: unknown) => string | null> = {
  userAgent: (value) => (typeof value === 'string' ? deviceName(value) : null),
  how: (value) => SESSION_ENDS[value as SessionEndReason] ?? null,
};

/** Short words written in capitals wherever they appear in a field's name. */
const ACRONYMS: Record<string, string> = { ip: 'IP', upi: 'UPI', ifsc: 'IFSC', pan: 'PAN', id: 'ID', kyc: 'KYC', tds: 'TDS', xi: 'XI', url: 'URL' };

/** A name as code writes it ('dateOfBirth', 'user_agent', 'kyc.changed') in words: 'Date of birth'. */
export function humanize(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What happened, in words: 'KYC changed'; a kind this screen does not know yet is still readable. */
export function kindInWords(kind: string): string {
  return KIND_WORDS[kind] ?? humanize(kind);
}

/** A value of the details as a person reads it: 'none' for nothing, 'yes'/'no', lists joined. */
export function valueInWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueInWords).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${humanize(key)}: ${valueInWords(inner)}`)
      .join(', ');
  }
  return String(value);
}

export interface DetailLine {
  label: string;
  /** Before a change; absent for a plain fact (a reason, an amount). */
  before?: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{before, after}` or `{from, to}`: a change of one thing, as its two sides. */
function changeOf(value: unknown): [unknown, unknown] | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 2 && 'before' in value && 'after' in value) return [value.before, value.after];
  if (keys.length === 2 && 'from' in value && 'to' in value) return [value.from, value.to];
  return null;
}

/** One field's value in words, by what the field is. */
const fieldValue = (key: string, value: unknown) => VALUES[key]?.(value) ?? valueInWords(value);

/**
 * An entry's details as lines: a change as "label: before → after" (one line per field that
 * changed when both sides are records, e.g. a KYC's payout), anything else as "label: value".
 */
export function detailLines(details: unknown, kind = ''): DetailLine[] {
  if (details === null || details === undefined) return [];
  if (!isRecord(details)) return [{ label: 'Details', after: valueInWords(details) }];
  const lines: DetailLine[] = [];
  if ('before' in details || 'after' in details) {
    const { before, after } = details;
    if (isRecord(before) || isRecord(after)) {
      const was = isRecord(before) ? before : {};
      const now = isRecord(after) ? after : {};
      for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
        if (valueInWords(was[key]) === valueInWords(now[key])) continue;
        lines.push({ label: humanize(key), before: fieldValue(key, was[key]), after: fieldValue(key, now[key]) });
      }
    } else {
      lines.push({ label: CHANGE_LABELS[kind] ?? 'Change', before: valueInWords(before), after: valueInWords(after) });
    }
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'before' || key === 'after') continue;
    const change = changeOf(value);
    lines.push(change ? { label: humanize(key), before: fieldValue(key, change[0]), after: fieldValue(key, change[1]) } : { label: humanize(key), after: fieldValue(key, value) });
  }
  return lines;
}
