import { useQuery } from '@tanstack/react-query';
import type { JoinedContestView } from '@crease/game';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchEntriesInContest, fetchEntriesInMatch, fetchJoinedContestPage, fetchJoinPreview, JOINED_CONTESTS_PATH } from '../api/entries-api.ts';

/** Everything read of the user's entries lives under `entries`, so a join or a finished match reads it all again. */
export const entryKeys = {
  all: ['entries'] as const,
  list: ['entries', 'list'] as const,
  inContest: (contestId: number) => ['entries', 'contest', contestId] as const,
  inMatch: (matchId: number) => ['entries', 'match', matchId] as const,
  preview: (contestId: number) => ['entries', 'preview', contestId] as const,
};

/** How often the entries are read again while one of them is live: their ranks and points move. */
export const LIVE_ENTRIES_REFRESH_MS = 15_000;

const whileLive = (entries: readonly JoinedContestView[] | undefined) => (entries?.some((entry) => entry.status === 'LIVE') ? LIVE_ENTRIES_REFRESH_MS : false);

/** The contests the signed-in user has joined, newest first, a page at a time; read again every few seconds while any is live. */
export function useJoinedContests() {
  return usePagedList(entryKeys.list, JOINED_CONTESTS_PATH, fetchJoinedContestPage, { refetchInterval: whileLive });
}

/** The user's entries in one contest, for 'have I entered it' and 'with which teams'; none asked before `contestId` is known. */
export function useEntriesInContest(contestId: number | null) {
  return useQuery({
    queryKey: entryKeys.inContest(contestId ?? 0),
    queryFn: () => fetchEntriesInContest(contestId!),
    enabled: contestId !== null && Number.isInteger(contestId) && contestId > 0,
    refetchInterval: (query) => whileLive(query.state.data),
  });
}

/** The user's entries in a contest that still stand (not cancelled): whether, and with which teams, they have entered it. */
export const liveEntriesIn = (contestId: number, entries: readonly JoinedContestView[] | undefined) =>
  entries?.filter((entry) => entry.contestId === contestId && entry.status !== 'CANCELLED') ?? [];

/** The user's entries in one match's contests; none asked before `matchId` is known. */
export function useEntriesInMatch(matchId: number | null) {
  return useQuery({ queryKey: entryKeys.inMatch(matchId ?? 0), queryFn: () => fetchEntriesInMatch(matchId!), enabled: matchId !== null });
}

/** The join sheet's figures for a contest, read fresh each time the sheet opens. */
export function useJoinPreview(contestId: number | null) {
  return useQuery({ queryKey: entryKeys.preview(contestId ?? 0), queryFn: () => fetchJoinPreview(contestId!), enabled: contestId !== null, staleTime: 0, gcTime: 0 });
}
