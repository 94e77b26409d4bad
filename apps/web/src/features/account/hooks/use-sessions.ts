import { useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchSessionPage, SESSIONS_FIRST_PAGE } from '../api/account-api.ts';

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

/** Where the account is signed in, this device among them, a page at a time. */
export function useSessions() {
  return usePagedList(accountKeys.sessions, SESSIONS_FIRST_PAGE, fetchSessionPage, { staleTime: 0 });
}

/** The list read again: after a device is signed out, or the password changed. */
export function useRefreshSessions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountKeys.sessions });
}
