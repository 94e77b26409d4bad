import type { DeliveryBatchView, DeliveryInput, DeliveryPosition, MatchScorecardView, MatchScoreView, ScorecardPlayerView, StatLineInput } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** A match's score per innings, the last ball, and every player's line and points (public). */
export const fetchScorecard = (matchId: number) => api.get<MatchScorecardView>(`/api/matches/${matchId}/scorecard`);

/**
 * Deliveries of a live match posted by hand: stored by position, a resent one changing nothing; one
 * at a position that holds another ball is refused (409) unless sent as a `correction` of it.
 */
export const postDeliveries = (matchId: number, deliveries: readonly DeliveryInput[], { correction = false }: { correction?: boolean } = {}) =>
  api.post<DeliveryBatchView>(`/api/admin/matches/${matchId}/deliveries`, correction ? { deliveries, correction: true } : { deliveries });

/** Takes a delivery out of a live match; points are worked out again from the rest. */
export const deleteDelivery = (matchId: number, { innings, over, ball, superOver }: DeliveryPosition) =>
  api.delete<MatchScoreView>(`/api/admin/matches/${matchId}/deliveries/${innings}/${over}/${ball}?superOver=${superOver}`);

/** A player's stat line set by hand (or `{lines}`, one per innings): it replaces the feed's until removed. */
export const setScorecardLine = (matchId: number, playerId: number, line: StatLineInput | { lines: StatLineInput[] }) =>
  api.put<ScorecardPlayerView>(`/api/admin/matches/${matchId}/scorecard/${playerId}`, line);

/** Removes a player's line set by hand: their points come from the feed again. */
export const clearScorecardLine = (matchId: number, playerId: number) =>
  api.delete<ScorecardPlayerView>(`/api/admin/matches/${matchId}/scorecard/${playerId}`);
