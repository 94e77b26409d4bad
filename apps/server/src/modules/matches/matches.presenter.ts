import { matchStateAt, type MatchSummaryView, type MatchView } from '@crease/game';
import type { MatchRow } from './matches.queries.ts';

/** A match as a team, an entry and (with its state) a contest carry it. */
export function presentMatchSummary(row: MatchRow): MatchSummaryView {
  return {
    id: row.id,
    teamA: row.teamA,
    teamB: row.teamB,
    startTime: row.startTime.toISOString(),
    matchType: row.matchType,
  };
}

export function presentMatch(row: MatchRow, now: Date): MatchView {
  return {
    ...presentMatchSummary(row),
    state: matchStateAt(row.state, row.startTime, now),
    venue: row.venue,
    event: row.event,
    competition: row.competition,
    lineupsAnnouncedAt: row.lineupsAnnouncedAt?.toISOString() ?? null,
    result: row.result,
  };
}
