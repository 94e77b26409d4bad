import type { Role } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/**
 * The admins' view of the audit log and of one account. Every path these screens call is here,
 * so a change on the server's side is one change on ours.
 */

/** What the log records, as the API names it. */
export const AUDIT_KINDS = [
  'session.ended',
  'password.changed',
  'password.reset',
  'kyc.changed',
  'profile.date_of_birth_changed',
  'profile.state_changed',
  'withdrawal.paid',
  'withdrawal.rejected',
  'match.completed',
  'match.abandoned',
  'delivery.removed',
  'scorecard.changed',
  'contest.cancelled',
  'role.changed',
] as const;

/** One line of the log: who did what to whose account, from where, and what it was before and after. */
export interface AuditEntryView {
  id: number;
  at: string;
  /** Who acted; null when Crease itself did (a scheduled job). */
  actorId: number | null;
  kind: string;
  /** Whose account it concerns; null for what concerns none (a match completed). */
  subjectUserId: number | null;
  ip: string | null;
  details: unknown;
}

/** An account as an admin looks it up. */
export interface AdminUserView {
  id: number;
  name: string;
  email: string;
  role: Role;
  dateOfBirth: string | null;
  state: string | null;
}

export interface AuditFilters {
  userId: number | null;
  kind: string | null;
}

export const AUDIT_PAGE_SIZE = 25;

/** The log's first page, newest first, narrowed to a player and a kind when given. */
export function auditPath({ userId, kind }: AuditFilters): string {
  const query = new URLSearchParams();
  if (userId !== null) query.set('userId', String(userId));
  if (kind !== null) query.set('kind', kind);
  query.set('limit', String(AUDIT_PAGE_SIZE));
  return `/api/admin/audit?${query.toString()}`;
}

export const fetchAuditPage = (path: string) => api.getPage<AuditEntryView>(path);

/** Accounts whose e-mail contains `email`, the closest first. */
export const searchUsers = (email: string) => api.get<AdminUserView[]>(`/api/admin/users?${new URLSearchParams({ email, limit: '10' }).toString()}`);

export const fetchUser = (id: number) => api.get<AdminUserView>(`/api/admin/users/${id}`);

/** Corrects a player's date of birth, with the reason recorded in the log. */
export const changeDateOfBirth = (id: number, input: { dateOfBirth: string; reason: string }) => api.put<AdminUserView>(`/api/admin/users/${id}/date-of-birth`, input);
