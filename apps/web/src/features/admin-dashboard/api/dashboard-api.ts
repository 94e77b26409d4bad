import type { DashboardView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** A contest of a match starting today, and how full it is. */
export type DashboardContest = DashboardView['todaysContests'][number];

/** A match being played, who scores it, and its contests and entries. */
export type DashboardMatch = DashboardView['liveMatches'][number];

/** The last 30 days by day (in India), today's contests and the live matches. */
export const fetchDashboard = () => api.get<DashboardView>('/api/admin/dashboard');
