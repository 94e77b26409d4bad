import { formatStartTime, matchTitle } from '../../../lib/format.ts';
import type { DashboardContest } from '../api/dashboard-api.ts';
import styles from './FillRates.module.css';

/** How full a contest is, in words: '80 of 100 spots (80%)', or for unlimited spots '12 entries, no limit'. */
export function fillText({ entries, spots }: { entries: number; spots: number | null }): string {
  if (spots === null) return `${entries.toLocaleString('en-IN')} ${entries === 1 ? 'entry' : 'entries'}, no limit`;
  return `${entries.toLocaleString('en-IN')} of ${spots.toLocaleString('en-IN')} spots (${Math.floor((entries / spots) * 100)}%)`;
}

/** Today's contests, fullest first, each with a bar of its entries against its spots. */
export function FillRates({ contests }: { contests: readonly DashboardContest[] }) {
  const share = (contest: DashboardContest) => (contest.spots === null ? -1 : contest.entries / contest.spots);
  const sorted = [...contests].sort((a, b) => share(b) - share(a) || b.entries - a.entries);
  return (
    <ul className={styles.list}>
      {sorted.map((contest) => {
        const percent = contest.spots === null ? null : Math.min(100, (contest.entries / contest.spots) * 100);
        return (
          <li key={contest.id} className={styles.contest}>
            <div className={styles.head}>
              <span className={styles.name}>{contest.name}</span>
              <span className={styles.fill}>{fillText(contest)}</span>
            </div>
            <p className={styles.match}>
              {matchTitle(contest.match)} · <time dateTime={contest.match.startTime}>{formatStartTime(contest.match.startTime)}</time>
            </p>
            {percent !== null && (
              <div className={styles.bar} aria-hidden="true">
                <span className={percent >= 100 ? styles.full : styles.filled} style={{ width: `${percent}%` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
