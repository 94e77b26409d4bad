import { useQuery } from '@tanstack/react-query';
import { fetchDashboard } from '../api/dashboard-api.ts';

/** The admins' dashboard, read again every minute while open: today's contests fill and matches go live. */
export function useDashboard() {
  return useQuery({ queryKey: ['admin-dashboard'], queryFn: fetchDashboard, staleTime: 0, refetchInterval: 60_000 });
}
