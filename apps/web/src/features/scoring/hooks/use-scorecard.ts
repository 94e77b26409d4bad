import { useQuery } from '@tanstack/react-query';
import { matchScorecardView, type MatchScorecardView } from '@crease/game';
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
 * each version the live channel pushes after a delivery or an edit.
 */
export function useLiveScorecard(matchId: number | null, follow: boolean): LiveScorecard {
  const token = useToken();
  const fetched = useQuery({ queryKey: scorecardKeys.one(matchId ?? 0), queryFn: () => fetchScorecard(matchId!), enabled: matchId !== null });
  const live = useLiveTopic(token, follow && matchId !== null ? scorecardTopic(matchId) : null, parseScorecard);
  const scorecard = live.data ?? fetched.data ?? null;
  return {
    scorecard,
    isPending: scorecard === null && fetched.isPending,
    error: scorecard === null ? fetched.error : null,
    liveError: live.error,
    revision: live.received,
  };
}
