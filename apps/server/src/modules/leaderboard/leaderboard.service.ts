import type { LiveHub, TopicDefinition } from '../live/live-hub.ts';

export interface OverallRow {
  username: string;
  totalPoints: number;
}

export const OVERALL_TOPIC = '/topic/leaderboard';

/**
 * The overall table (`/topic/leaderboard`): the top 100 users by their total points over all
 * entries in live and completed contests. Nothing scores points yet (live scoring is the next
 * milestone), so the table is empty; the query over scored entries replaces `overall()` then,
 * and scoring calls `overallChanged()`.
 */
export class LeaderboardService {
  constructor(private readonly hub: LiveHub) {}

  /** The topics the live channel serves from here (app.ts adds them to the hub). */
  topics(): TopicDefinition[] {
    return [{ pattern: /^\/topic\/leaderboard$/, load: () => this.overall() }];
  }

  async overall(): Promise<OverallRow[]> {
    return [];
  }

  /** Every subscriber gets the new table (throttled by the hub). */
  overallChanged(): Promise<void> {
    return this.hub.refresh(OVERALL_TOPIC);
  }
}
