import type { MatchView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** One day of the last 30: what happened on it (money in rupees; settled contests only, private ones at the platform's share). */
export interface DashboardDay {
  day: string;
  users: number;
  deposits: number;
  entries: number;
  fees: number;
  prizes: number;
  platformShare: number;
}

/** A contest whose match starts today, and how full it is. */
export interface DashboardContest {
  id: number;
  name: string;
  matchId: number;
  match: { teamA: string; teamB: string; startTime: string };
  entries: number;
  spots: number | null;
}

export interface DashboardView {
  days: DashboardDay[];
  todaysContests: DashboardContest[];
  liveMatches: MatchView[];
}

export const fetchDashboard = () => api.get<DashboardView>('/api/admin/dashboard');
