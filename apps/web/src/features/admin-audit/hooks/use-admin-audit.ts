import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAccountView } from '@crease/game';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchAuditPage, auditPath, searchAccounts, type AuditFilters } from '../api/admin-audit-api.ts';

export const adminAuditKeys = {
  all: ['admin-audit'] as const,
  log: (filters: AuditFilters) => ['admin-audit', 'log', filters.userId, filters.kind] as const,
  search: (email: string) => ['admin-audit', 'search', email] as const,
  /** Accounts met so far (in a search, or an admin's change), by id: the log names only ids. */
  account: (id: number) => ['admin-audit', 'account', id] as const,
};

/** The log, newest first, narrowed by the filters, page after page by the list's Link header. */
export function useAuditLog(filters: AuditFilters) {
  return usePagedList(adminAuditKeys.log(filters), auditPath(filters), fetchAuditPage, { staleTime: 0 });
}

/** Keeps accounts seen, so that the log can name them instead of numbering them. */
export function useRememberAccounts() {
  const client = useQueryClient();
  return (accounts: readonly AdminAccountView[]) => {
    for (const account of accounts) client.setQueryData(adminAuditKeys.account(account.id), account);
  };
}

/**
 * Accounts whose e-mail starts with `email`, once asked (an empty search asks nothing); each one
 * found is remembered for the log's names.
 */
export function useAccountSearch(email: string) {
  const remember = useRememberAccounts();
  return useQuery({
    queryKey: adminAuditKeys.search(email),
    queryFn: async () => {
      const accounts = await searchAccounts(email);
      remember(accounts);
      return accounts;
    },
    enabled: email !== '',
    staleTime: 0,
  });
}

/**
 * An account met before, by id, or undefined. The API finds accounts by e-mail only: an account
 * not met yet is read when its e-mail is known (`email`, from the address), else it stays a number.
 */
export function useKnownAccount(id: number | null, email: string | null = null): AdminAccountView | undefined {
  const known = useQuery({ queryKey: adminAuditKeys.account(id ?? 0), queryFn: () => null as AdminAccountView | null, enabled: false });
  const search = useAccountSearch(known.data || id === null ? '' : (email ?? ''));
  return known.data ?? search.data?.find((account) => account.id === id);
}

/** The log and the accounts read again: after an admin's change, which the log records. */
export function useRefreshAudit() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminAuditKeys.all });
}
