import { useMemo } from 'react';
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { api, type Page } from './api-client.ts';
import { formatCount } from './format.ts';

/** The largest page the server gives (`?limit=` at most 200): a whole list is read in as few as it can. */
export const LARGEST_PAGE = 200;

/** Reads one page of a list from its address, as the server wrote it. */
export type FetchPage<T> = (path: string) => Promise<Page<T>>;

const itemsOf = <T>(data: InfiniteData<Page<T>> | undefined): T[] => data?.pages.flatMap((page) => page.items) ?? [];

/**
 * An infinite query's options for a list paged by its `Link: rel="next"` header, from its first
 * page's address: each next page is the address the last one linked to, and none follows a page
 * that links nowhere.
 */
export function linkedPages<T>(queryKey: QueryKey, first: string, fetchPage: FetchPage<T>) {
  return {
    queryKey,
    queryFn: ({ pageParam }: { pageParam: string }) => fetchPage(pageParam),
    initialPageParam: first,
    getNextPageParam: (lastPage: Page<T>) => lastPage.next ?? undefined,
  };
}

export interface PagedListOptions<T> {
  enabled?: boolean;
  staleTime?: number;
  /** How soon to read every page loaded again, given the items they hold; false for not. */
  refetchInterval?: (items: T[]) => number | false;
}

/**
 * A list read a page at a time as the person asks for more (see LoadMore): the items of every
 * page loaded so far, in order, and how many the whole list holds when the server says
 * (`X-Total-Count`), beside the infinite query's own state.
 */
export function usePagedList<T>(queryKey: QueryKey, first: string, fetchPage: FetchPage<T>, { enabled, staleTime, refetchInterval }: PagedListOptions<T> = {}) {
  const query = useInfiniteQuery({
    ...linkedPages(queryKey, first, fetchPage),
    // An option given as undefined would override the client's defaults, so only those set are passed.
    ...(enabled === undefined ? {} : { enabled }),
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(refetchInterval === undefined ? {} : { refetchInterval: (current: { state: { data: InfiniteData<Page<T>> | undefined } }) => refetchInterval(itemsOf(current.state.data)) }),
  });
  const items = useMemo(() => itemsOf(query.data), [query.data]);
  return { ...query, items, total: query.data?.pages[0]?.total ?? null };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** `path` asking for the largest page, whatever else its query says. */
function withLargestPage(path: string): string {
  const [base = '', search = ''] = path.split('?', 2);
  const query = new URLSearchParams(search);
  query.set('limit', String(LARGEST_PAGE));
  return `${base}?${query.toString()}`;
}

/**
 * A whole list, for the few places that need all of it as data rather than a view to scroll (a
 * match's squad to pick from, the matches of a picker, whether the player is in a contest):
 * the largest pages, each next one as the last linked to, until a page links nowhere.
 */
export async function fetchAllPages<T>(path: string, fetchPage: FetchPage<T> = (next) => api.getPage<T>(next)): Promise<T[]> {
  const items: T[] = [];
  for (let next: string | null = withLargestPage(path); next !== null; ) {
    const page = await fetchPage(next);
    items.push(...page.items);
    next = page.next;
  }
  return items;
}

/**
 * How many a paged list holds, in words: the server's count when it gives one ('1,240 contests'),
 * otherwise those read so far, with a '+' while more pages follow ('50+ players').
 */
export function listCountText(list: { total: number | null; items: readonly unknown[]; hasNextPage: boolean }, noun: string, plural?: string): string {
  const options = plural === undefined ? {} : { plural };
  return list.total !== null ? formatCount(list.total, noun, options) : formatCount(list.items.length, noun, { ...options, more: list.hasNextPage });
}
