import type { Key, ReactNode } from 'react';
import { StatusLine } from './StatusLine.tsx';
import styles from './CardList.module.css';

interface CardListProps<T> {
  /** A query's state: loading, failed, or its items. */
  query: { isPending: true; isError: false; error: null } | { isPending: false; isError: true; error: Error } | { isPending: false; isError: false; data: T[] };
  loading: string;
  /** What to say when loading failed, given the error. */
  error: (error: Error) => string;
  /** What to say, and offer, when there are no items. */
  empty: { text: string; action?: ReactNode };
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
}

/** A page's own list of cards (one to three a row), or the one line that stands in for it. */
export function CardList<T>({ query, loading, error, empty, keyOf, children }: CardListProps<T>) {
  if (query.isPending) return <StatusLine tone="loading">{loading}</StatusLine>;
  if (query.isError) return <StatusLine tone="error">{error(query.error)}</StatusLine>;
  if (query.data.length === 0) {
    return (
      <StatusLine tone="empty" action={empty.action}>
        {empty.text}
      </StatusLine>
    );
  }
  return (
    <ul className={styles.list}>
      {query.data.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
