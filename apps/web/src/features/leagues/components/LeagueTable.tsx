import type { LeagueView, LeagueTableRowView } from '@crease/game';
import { formatStartTime, matchTitle } from '../../../lib/format.ts';
import { formatPoints, shortMatchLabel } from '../league-table.ts';
import styles from './LeagueTable.module.css';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

interface LeagueTableProps {
  matches: LeagueView['matches'];
  rows: readonly LeagueTableRowView[];
  /** The reader's user id, to mark their row. */
  meId: number | null;
}

/**
 * The league's table: rank, name and total, then a column per match of the series so far (its
 * short label, the sides in full for screen readers), sideways-scrollable on a phone with the
 * rank and name kept in view.
 */
export function LeagueTable({ matches, rows, meId }: LeagueTableProps) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="League table, scrollable">
      <table className={styles.table}>
        <caption className="visually-hidden">Each member’s points: the total, then each match</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rank}>
              Rank
            </th>
            <th scope="col" className={styles.name}>
              Name
            </th>
            <th scope="col" className={styles.number}>
              Total
            </th>
            {matches.map((match) => (
              <th key={match.id} scope="col" className={`${styles.number} ${styles.match}`} title={`${matchTitle(match)}, ${formatStartTime(match.startTime)}`}>
                <span aria-hidden="true">{shortMatchLabel(match)}</span>
                <span className="visually-hidden">{matchTitle(match)}</span>
                <span className={styles.date}>
                  {dayFormat.format(new Date(match.startTime))}
                  {match.state === 'LIVE' && <span className={styles.live}> · Live</span>}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mine = row.userId === meId;
            return (
              <tr key={row.userId} className={mine ? styles.mine : undefined}>
                <td className={styles.rank}>{row.rank}</td>
                <th scope="row" className={styles.name}>
                  {row.username}
                  {mine && <span className={styles.you}>You</span>}
                </th>
                <td className={`${styles.number} ${styles.total}`}>{formatPoints(row.totalPoints)}</td>
                {matches.map((match) => {
                  const cell = row.perMatch.find((one) => one.matchId === match.id);
                  return (
                    <td key={match.id} className={styles.number}>
                      {cell ? formatPoints(cell.points) : '–'}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
