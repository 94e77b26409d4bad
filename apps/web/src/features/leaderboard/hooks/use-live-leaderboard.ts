import { useMemo } from 'react';
import { useLiveTopic } from '../../../lib/use-live-topic.ts';
import { OVERALL_LEADERBOARD_TOPIC, parseLeaderboard, rankInOrder, type BoardRow } from '../leaderboard-entry.ts';

export interface LiveLeaderboard {
  /** Null until the first table arrives. */
  rows: BoardRow[] | null;
  error: string | null;
  /** The live match ranked, as the rows name it; null before a table with one. */
  match: { teamA: string; teamB: string } | null;
}

/** Follows the overall leaderboard; each pushed table replaces the whole list, ranked in the order received. */
export function useLiveLeaderboard(token: string | null): LiveLeaderboard {
  const { data, error } = useLiveTopic(token, OVERALL_LEADERBOARD_TOPIC, parseLeaderboard);
  const rows = useMemo(() => (data ? rankInOrder(data) : null), [data]);
  return { rows, error, match: data?.[0]?.match ?? null };
}
