import type { ContestStatus } from '@crease/game';

/**
 * Where a contest leads: its team picker until it starts (the spec's card goes to
 * `/contests/{id}/players`), then the contest page with the score and the leaderboard.
 */
export function contestPath(contestId: number, status: ContestStatus): string {
  return status === 'LIVE' || status === 'COMPLETED' ? `/contests/${contestId}` : `/contests/${contestId}/players`;
}
