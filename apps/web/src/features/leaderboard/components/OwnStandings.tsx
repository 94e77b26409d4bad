import { useId } from 'react';
import { formatRupees } from '../../../lib/money.ts';
import type { BoardRow } from '../leaderboard-entry.ts';
import styles from './OwnStandings.module.css';

interface OwnStandingsProps {
  /** The caller's own rows, best first; null while the table has not arrived. */
  rows: readonly BoardRow[] | null;
  /** Teams of theirs in the contest, by entry, for naming each row. */
  /** The entry's team as the player knows it: its name (T1, T2, ...). */
  teamOf: (entryId: number) => string | undefined;
  onSelect: (row: BoardRow) => void;
}

/**
 * The caller's own entries, pinned above the table wherever they are in it: rank, points and,
 * once the results are fixed, what each won.
 */
export function OwnStandings({ rows, teamOf, onSelect }: OwnStandingsProps) {
  const titleId = useId();
  if (rows === null) return null;
  const won = rows.reduce((sum, row) => sum + (row.prize ?? 0), 0);
  return (
    <section className={styles.own} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Your entries
      </h2>
      {won > 0 && <p className={styles.won}>You won {formatRupees(won)}</p>}
      {rows.length === 0 ? (
        <p className={styles.none}>You have no team in this contest.</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => {
            const team = row.entryId === undefined ? undefined : teamOf(row.entryId);
            return (
              <li key={row.key}>
                <button type="button" className={styles.row} onClick={() => onSelect(row)}>
                  <span className={styles.rank}>#{row.rank}</span>
                  <span className={styles.team}>{team ?? 'Your team'}</span>
                  <span className={styles.points}>{row.totalPoints} pts</span>
                  {row.prize ? <span className={styles.prize}>Won {formatRupees(row.prize)}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
