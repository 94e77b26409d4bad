import type { AdminAccountView, AdminDateOfBirthInput, AuditEventView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/**
 * The admins' view of the audit log and of accounts. Every path these screens call is here, so
 * a change on the server's side is one change on ours.
 */

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

export const fetchAuditPage = (path: string) => api.getPage<AuditEventView>(path);

/** How many accounts a search shows: enough to choose from, few enough to read. */
export const SEARCH_LIMIT = 10;

/** Accounts whose e-mail starts with `email`, newest first (the first page). */
export const searchAccounts = async (email: string) =>
  (await api.getPage<AdminAccountView>(`/api/admin/users?${new URLSearchParams({ email, limit: String(SEARCH_LIMIT) }).toString()}`)).items;

/** Corrects a player's date of birth, with the reason recorded in the log; answers the account as it now is. */
export const correctDateOfBirth = (id: number, input: AdminDateOfBirthInput) => api.put<AdminAccountView>(`/api/admin/users/${id}/date-of-birth`, input);
