import type { Key, ReactNode } from 'react';
import { listCountText, type PagedList } from '../../lib/paged-list.ts';
import { LoadMore } from './LoadMore.tsx';
import { StatusLine } from './StatusLine.tsx';
import styles from './CardList.module.css';

interface CardListProps<T> {
  /** A paged list's state: loading, failed, or its items so far (see usePagedList). */
  list: PagedList<T>;
  loading: string;
  /** What to say when loading failed, given the error: the first page, or a further one. */
  error: (error: Error) => string;
  /** What to say, and offer, when there are no items. */
  empty: { text: string; action?: ReactNode };
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
  /** Say how many there are above the cards, in these words: 'contest joined' → '12 contests joined'. */
  count?: { noun: string; plural: string };
}

/** A page's own list of cards (one to three a row), more as it scrolls, or the one line that stands in for it. */
export function CardList<T>({ list, loading, error, empty, keyOf, children, count }: CardListProps<T>) {
  if (list.isPending) return <StatusLine tone="loading">{loading}</StatusLine>;
  // A further page that failed keeps the cards read so far, and says so below them.
  if (list.isLoadingError) return <StatusLine tone="error">{error(list.error)}</StatusLine>;
  if (list.items.length === 0) {
    return (
      <StatusLine tone="empty" action={empty.action}>
        {empty.text}
      </StatusLine>
    );
  }
  return (
    <>
      {count && <p className={styles.count}>{listCountText(list, count.noun, count.plural)}</p>}
      <ul className={styles.list}>
        {list.items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
      <LoadMore list={list} failed={list.error ? error(list.error) : ''} />
    </>
  );
}
