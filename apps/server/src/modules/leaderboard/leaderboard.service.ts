import type { LiveHub } from '../live/live-hub.ts';

export interface OverallRow {
  username: string;
  totalPoints: number;
}

export const OVERALL_TOPIC = '/topic/leaderboard';

/**
 * The overall table (`/topic/leaderboard`): the top 100 users by their total points over all
 * entries in live and completed contests. Contests, entries and scoring are not part of the
 * product yet, so nobody has points and the table is empty; the query over entries replaces
 * `overall()` when they arrive, and scoring calls `overallChanged()`.
 */
export class LeaderboardService {
  constructor(private readonly hub: LiveHub) {
    hub.addTopic({ pattern: /^\/topic\/leaderboard$/, load: () => this.overall() });
  }

  async overall(): Promise<OverallRow[]> {
    return [];
  }

  /** Every subscriber gets the new table (throttled by the hub). */
  overallChanged(): Promise<void> {
    return this.hub.refresh(OVERALL_TOPIC);
  }
}
