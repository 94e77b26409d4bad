import { useId } from 'react';
import type { LeaderboardRowView } from '@crease/game';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { initialsOf } from '../../../lib/format.ts';
import styles from './EntrantList.module.css';

interface EntrantListProps {
  /** The entries as they joined: loading, failed (the message), or the rows. */
  entrants: { loading: true } | { error: string } | { rows: readonly LeaderboardRowView[] };
  spots: number | null;
}

/** Who has joined a private contest before its start, in the order they joined. */
export function EntrantList({ entrants, spots }: EntrantListProps) {
  const titleId = useId();
  const rows = 'rows' in entrants ? entrants.rows : null;
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Who has joined
        </h2>
        {rows && <p className={styles.count}>{spots === null ? `${rows.length} joined` : `${rows.length} of ${spots} spots taken`}</p>}
      </header>
      {'loading' in entrants ? (
        <StatusLine tone="loading">Loading entries...</StatusLine>
      ) : 'error' in entrants ? (
        <StatusLine tone="error">{entrants.error}</StatusLine>
      ) : (
        <ol className={styles.list}>
          {entrants.rows.map((row) => (
            <li key={row.entryId} className={row.mine ? styles.mine : undefined}>
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(row.username)}
              </span>
              <span className={styles.name}>{row.username}</span>
              {row.mine && <span className={styles.you}>You</span>}
            </li>
          ))}
        </ol>
      )}
      {rows !== null && rows.length < 2 && <p className={styles.note}>It runs once a friend joins: with fewer than 2 teams at the start it is cancelled and every fee refunded.</p>}
    </section>
  );
}
