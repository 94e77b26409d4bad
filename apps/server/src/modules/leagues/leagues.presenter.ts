import { matchStateAt, type LeagueSummaryView, type LeagueTableRowView, type LeagueView } from '@crease/game';
import type { MatchRow } from '../matches/matches.service.ts';
import type { LeagueRow } from './leagues.queries.ts';

export function presentLeagueSummary(league: LeagueRow, members: number): LeagueSummaryView {
  return { id: league.id, name: league.name, competition: league.competition, inviteCode: league.inviteCode, members };
}

/** A league with the matches its table counts (their state at `now`) and the table. */
export function presentLeague(league: LeagueRow, matches: readonly MatchRow[], table: LeagueTableRowView[], now: Date): LeagueView {
  return {
    ...presentLeagueSummary(league, table.length),
    creatorId: league.creatorId,
    matches: matches.map((match) => ({
      id: match.id,
      teamA: match.teamA,
      teamB: match.teamB,
      startTime: match.startTime.toISOString(),
      state: matchStateAt(match.state, match.startTime, now),
    })),
    table,
  };
}
