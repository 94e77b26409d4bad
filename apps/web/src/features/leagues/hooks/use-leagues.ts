import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeagueTableRowView, LeagueView } from '@crease/game';
import { useToken } from '../../../lib/session.ts';
import { useLiveTopic } from '../../../lib/use-live-topic.ts';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchLeague, fetchMyLeaguePage, MY_LEAGUES_PATH } from '../api/leagues-api.ts';
import { leagueTopic, parseLeagueTable } from '../league-table.ts';

export const leagueKeys = {
  all: ['leagues'] as const,
  mine: ['leagues', 'mine'] as const,
  one: (id: number) => ['leagues', 'one', id] as const,
};

/** The player's leagues, newest first, a page at a time. */
export function useMyLeagues() {
  return usePagedList(leagueKeys.mine, MY_LEAGUES_PATH, fetchMyLeaguePage);
}

export function useLeague(id: number | null) {
  return useQuery({ queryKey: leagueKeys.one(id ?? 0), queryFn: () => fetchLeague(id!), enabled: id !== null });
}

/**
 * A league's table, live: read with the league, then each push of its topic replaces it. A
 * pushed row counting a match the league's columns do not have yet (one has just started) reads
 * the league again, for that match's column.
 */
export function useLiveLeagueTable(league: LeagueView | undefined): { rows: LeagueTableRowView[] | null; error: string | null } {
  const queryClient = useQueryClient();
  const live = useLiveTopic(useToken(), league ? leagueTopic(league.id) : null, parseLeagueTable);
  const rows = live.data ?? league?.table ?? null;
  const known = useMemo(() => new Set(league?.matches.map((match) => match.id)), [league]);
  const unknown = [...new Set(live.data?.flatMap((row) => row.perMatch.map((cell) => cell.matchId)).filter((id) => !known.has(id)))].sort().join(',');
  // Each new match asked for once: the league's answer and its table come from one reckoning.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!unknown || !league || asked.current.has(unknown)) return;
    asked.current.add(unknown);
    void queryClient.invalidateQueries({ queryKey: leagueKeys.one(league.id) });
  }, [unknown, league, queryClient]);
  return { rows, error: live.error };
}
