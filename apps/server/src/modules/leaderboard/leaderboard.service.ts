import type { Db } from '../../db/client.ts';
import type { LiveHub } from '../live/live-hub.ts';

export interface OverallRow {
  username: string;
  totalPoints: number;
}

export const OVERALL_TOPIC = '/topic/leaderboard';
export const OVERALL_SIZE = 100;

/**
 * The overall table: the top 100 users by their total points over all entries in live and
 * completed contests. Entries and points arrive with contests and scoring; until a contest
 * has entries, nobody has points and the table is empty, which is what subscribers see.
 */
export class LeaderboardService {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
  ) {
    hub.addTopic({ pattern: /^\/topic\/leaderboard$/, load: () => this.overall() });
  }

  async overall(): Promise<OverallRow[]> {
    void this.db;
    return [];
  }

  /** Called when points change: every subscriber gets the new table (throttled by the hub). */
  overallChanged(): Promise<void> {
    return this.hub.refresh(OVERALL_TOPIC);
  }
}
