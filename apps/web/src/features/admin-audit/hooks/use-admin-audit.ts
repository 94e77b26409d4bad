import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { auditPath, fetchAuditPage, fetchUser, searchUsers, type AuditFilters } from '../api/admin-audit-api.ts';

export const adminAuditKeys = {
  all: ['admin-audit'] as const,
  log: (filters: AuditFilters) => ['admin-audit', 'log', filters.userId, filters.kind] as const,
  user: (id: number) => ['admin-audit', 'user', id] as const,
  search: (email: string) => ['admin-audit', 'search', email] as const,
};

/** The log, newest first, narrowed by the filters, page after page by the list's Link header. */
export function useAuditLog(filters: AuditFilters) {
  return usePagedList(adminAuditKeys.log(filters), auditPath(filters), fetchAuditPage, { staleTime: 0 });
}

/** One account, for its name in the log and the player's card. */
export function useAdminUser(id: number | null) {
  return useQuery({ queryKey: adminAuditKeys.user(id ?? 0), queryFn: () => fetchUser(id!), enabled: id !== null, staleTime: 60_000 });
}

/** Accounts by e-mail, once an admin has asked (an empty search asks nothing). */
export function useUserSearch(email: string) {
  return useQuery({ queryKey: adminAuditKeys.search(email), queryFn: () => searchUsers(email), enabled: email !== '', staleTime: 0 });
}

/** The log and the accounts read again: after an admin's change, which the log records. */
export function useRefreshAudit() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminAuditKeys.all });
}
