import { useEffect, useState } from 'react';
import { subscribeToTopic } from '../../../lib/stomp-client.ts';
import { OVERALL_LEADERBOARD_TOPIC, parseLeaderboard, type LeaderboardEntry } from '../leaderboard-entry.ts';

export interface LiveLeaderboard {
  /** Null until the first table arrives. */
  entries: LeaderboardEntry[] | null;
  error: string | null;
}

/** Follows a leaderboard topic; each pushed table replaces the whole list. */
export function useLiveLeaderboard(token: string | null, topic: string = OVERALL_LEADERBOARD_TOPIC): LiveLeaderboard {
  const [state, setState] = useState<LiveLeaderboard>({ entries: null, error: null });

  useEffect(() => {
    if (!token) return;
    setState({ entries: null, error: null });
    return subscribeToTopic({
      topic,
      token,
      onMessage: (body) => {
        const entries = parseLeaderboard(body);
        if (entries) setState({ entries, error: null });
      },
      onError: (error) => setState((previous) => ({ ...previous, error })),
    });
  }, [token, topic]);

  return state;
}
