import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LeaderboardRowView } from '@crease/game';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';
import { useLiveTopic } from '../../../lib/use-live-topic.ts';
import { fetchComparison, fetchEntryTeam, fetchLeaderboardPage, leaderboardPath } from '../api/leaderboard-api.ts';
import { parseContestLeaderboard } from '../contest-table.ts';
import { boardRowsOf, contestLeaderboardTopic, TOPIC_TABLE_ROWS, type BoardRow } from '../leaderboard-entry.ts';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  more: (contestId: number) => ['leaderboard', contestId, 'more'] as const,
  entry: (contestId: number, entryId: number, revision: number) => ['leaderboard', contestId, 'entry', entryId, revision] as const,
  compare: (contestId: number, a: number, b: number, revision: number) => ['leaderboard', contestId, 'compare', a, b, revision] as const,
};

export interface ContestLeaderboard {
  /** The table, best first: the live top rows, then any rows 'Show more' read. Null until the first push. */
  rows: BoardRow[] | null;
  /** The caller's own entries, best first, however far down. */
  own: BoardRow[];
  error: string | null;
  /** Pushes taken so far: goes up with every change to the table. */
  received: number;
  more: {
    /** Whether there may be rows after those shown. */
    available: boolean;
    loading: boolean;
    error: string | null;
    load: () => void;
  };
}

/** Each entry once, where it first appears: a row can move between the live top and a page read a moment apart. */
const byEntry = (rows: readonly LeaderboardRowView[]) => {
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (seen.has(row.entryId)) return false;
    seen.add(row.entryId);
    return true;
  });
};

/**
 * A contest's table, live: the topic pushes the top rows and the caller's own rows below them
 * after every change. 'Show more' reads the rest a page at a time through the API, following
 * each page's Link to the next (the first page is the one the topic already shows), and reads
 * those pages again after each push, one read at a time. `ownEntryIds` marks the caller's rows
 * among the top (a pushed frame is shared by every subscriber, so it cannot mark them).
 */
export function useContestLeaderboard(contestId: number, ownEntryIds: ReadonlySet<number>): ContestLeaderboard {
  const live = useLiveTopic(useToken(), contestLeaderboardTopic(contestId), parseContestLeaderboard);
  const [showingMore, setShowingMore] = useState(false);
  const pages = useInfiniteQuery({
    queryKey: leaderboardKeys.more(contestId),
    queryFn: ({ pageParam }) => fetchLeaderboardPage(pageParam),
    initialPageParam: leaderboardPath(contestId, TOPIC_TABLE_ROWS),
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: showingMore,
  });
  const { fetchNextPage, refetch, hasNextPage, isFetching, isFetchingNextPage } = pages;
  const pagesRead = pages.data?.pages.length ?? 0;

  // The first page is the table's top, which the topic shows: once it is read, go on to the next.
  useEffect(() => {
    if (showingMore && pagesRead === 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [showingMore, pagesRead, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Rows further down move too: read them again after a change, unless a read is under way.
  useEffect(() => {
    if (pagesRead > 1 && !isFetching) void refetch({ cancelRefetch: false });
    // Only a new push should start a read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.received]);

  const { rows, own } = useMemo(() => {
    if (!live.data) return { rows: null, own: [] };
    const top = live.data.slice(0, TOPIC_TABLE_ROWS);
    const below = live.data.slice(TOPIC_TABLE_ROWS);
    const further = pages.data?.pages.slice(1).flatMap((page) => page.items) ?? [];
    const table = boardRowsOf(byEntry([...top, ...further]), ownEntryIds);
    const ownRows = boardRowsOf(byEntry([...top, ...below]), ownEntryIds).filter((row) => row.mine);
    return { rows: table, own: ownRows };
  }, [live.data, pages.data, ownEntryIds]);

  const full = (live.data?.length ?? 0) >= TOPIC_TABLE_ROWS;
  return {
    rows,
    own,
    error: live.error,
    received: live.received,
    more: {
      available: showingMore ? (pages.isPending || hasNextPage) : full,
      loading: showingMore && (pages.isPending || isFetchingNextPage),
      error: pages.isError || pages.isFetchNextPageError ? errorMessage(pages.error, 'Failed to load more of the leaderboard.') : null,
      load: () => {
        if (!showingMore) setShowingMore(true);
        else void fetchNextPage();
      },
    },
  };
}

/**
 * An entry's team with its players' points, read again whenever `revision` moves (a change to
 * the match's scoring), showing the last one read meanwhile.
 */
export function useEntryTeam(contestId: number, entryId: number | null, revision: number) {
  return useQuery({
    queryKey: leaderboardKeys.entry(contestId, entryId ?? 0, revision),
    queryFn: () => fetchEntryTeam(contestId, entryId!),
    enabled: entryId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Two entries compared, read again whenever `revision` moves (a change to the match's scoring): live, as the table is. */
export function useComparison(contestId: number, a: number | null, b: number | null, revision: number) {
  return useQuery({
    queryKey: leaderboardKeys.compare(contestId, a ?? 0, b ?? 0, revision),
    queryFn: () => fetchComparison(contestId, a!, b!),
    enabled: a !== null && b !== null,
    placeholderData: keepPreviousData,
  });
}
