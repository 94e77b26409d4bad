import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { matchScorecardView, type MatchScorecardView, type ScorecardPlayerView } from '@crease/game';
import { useToken } from '../../../lib/session.ts';
import { useLiveTopic } from '../../../lib/use-live-topic.ts';
import { fetchScorecard } from '../api/scoring-api.ts';

export const scorecardKeys = {
  all: ['scorecard'] as const,
  one: (matchId: number) => ['scorecard', matchId] as const,
};

export const scorecardTopic = (matchId: number) => `/topic/matches/${matchId}/scorecard`;

/** A pushed scorecard, or null when the body is not one. */
export function parseScorecard(body: string): MatchScorecardView | null {
  try {
    const parsed = matchScorecardView.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface LiveScorecard {
  scorecard: MatchScorecardView | null;
  /** Nothing to show yet: neither read nor pushed. */
  isPending: boolean;
  /** Reading it failed and nothing was pushed either. */
  error: Error | null;
  /** The live channel's refusal, if any ('WebSocket Error: ...'). */
  liveError: string | null;
  /** Goes up with every pushed change: for what should be read again after one. */
  revision: number;
}

/**
 * A match's scorecard: read once, then, while `follow` (the match is being played), replaced by
 * each version the live channel pushes after a delivery or an edit. Pushes go into the query
 * cache, so a change made here (an admin's edit) can show at once and the next push confirms it.
 */
export function useLiveScorecard(matchId: number | null, follow: boolean): LiveScorecard {
  const token = useToken();
  const queryClient = useQueryClient();
  const key = scorecardKeys.one(matchId ?? 0);
  const fetched = useQuery({ queryKey: key, queryFn: () => fetchScorecard(matchId!), enabled: matchId !== null });
  const live = useLiveTopic(token, follow && matchId !== null ? scorecardTopic(matchId) : null, parseScorecard);

  useEffect(() => {
    if (live.data && matchId !== null) queryClient.setQueryData(scorecardKeys.one(matchId), live.data);
  }, [live.data, matchId, queryClient]);

  const scorecard = fetched.data ?? live.data ?? null;
  return {
    scorecard,
    isPending: scorecard === null && fetched.isPending,
    error: scorecard === null ? fetched.error : null,
    liveError: live.error,
    revision: live.received,
  };
}

/** Puts a player's new row (after an edit) into the match's scorecard at once, before the push that follows. */
export function useReplaceScorecardPlayer(matchId: number) {
  const queryClient = useQueryClient();
  return (row: ScorecardPlayerView) =>
    queryClient.setQueryData<MatchScorecardView>(scorecardKeys.one(matchId), (scorecard) =>
      scorecard && { ...scorecard, players: scorecard.players.map((player) => (player.playerId === row.playerId ? row : player)) },
    );
}
