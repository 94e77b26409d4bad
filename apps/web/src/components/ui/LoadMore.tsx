import { useEffect, useRef } from 'react';
import { Button } from './Button.tsx';
import { StatusLine } from './StatusLine.tsx';
import styles from './LoadMore.module.css';

/** How far below the screen the end of a list may be when its next page is read. */
const AHEAD = '400px';

interface LoadMoreProps {
  /** A paged list's state (see usePagedList). */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown };
  /** What to say when the next page could not be read. */
  failed: string;
}

/**
 * The end of a paged list: the next page is read as the end scrolls near, and a Load more button
 * does the same for the keyboard, a screen reader, or a browser that cannot watch the scroll. The
 * button stays where it is while the page loads (focus is not lost), a polite line says so, and a
 * page that failed says so with the same button to try again. Nothing shows on the last page.
 */
export function LoadMore({ list, failed }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const end = useRef<HTMLDivElement>(null);
  // A failed page waits for the button rather than being asked for again on every scroll.
  const readsOnScroll = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const target = end.current;
    if (!readsOnScroll || !target || typeof IntersectionObserver === 'undefined') return;
    // Watched afresh after each page: an end still in sight after a short page reads the next at once.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    }, { rootMargin: `0px 0px ${AHEAD} 0px` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [readsOnScroll, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div className={styles.more}>
      <div ref={end} className={styles.end} aria-hidden="true" />
      {isFetchingNextPage && <StatusLine tone="loading">Loading more...</StatusLine>}
      {isFetchNextPageError && <StatusLine tone="error">{failed}</StatusLine>}
      <Button
        variant="secondary"
        aria-disabled={isFetchingNextPage || undefined}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage();
        }}
      >
        {isFetchNextPageError ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}
