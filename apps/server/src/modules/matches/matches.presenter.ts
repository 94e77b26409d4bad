import { matchStateAt, type MatchView } from '@crease/game';
import type { MatchRow } from './matches.queries.ts';

export function presentMatch(row: MatchRow, now: Date): MatchView {
  return {
    id: row.id,
    teamA: row.teamA,
    teamB: row.teamB,
    startTime: row.startTime.toISOString(),
    matchType: row.matchType,
    state: matchStateAt(row.state, row.startTime, now),
    venue: row.venue,
    event: row.event,
  };
}
