import { formatStartTime } from '../../../lib/format.ts';
import type { DashboardContest } from '../api/dashboard-api.ts';
import styles from './FillRates.module.css';

/** How full a contest is, in words: '80 of 100 spots (80%)', or for unlimited spots '12 entries, no limit'. */
export function fillText({ entries, spots, fillRate }: Pick<DashboardContest, 'entries' | 'spots' | 'fillRate'>): string {
  if (spots === null || fillRate === null) return `${entries.toLocaleString('en-IN')} ${entries === 1 ? 'entry' : 'entries'}, no limit`;
  return `${entries.toLocaleString('en-IN')} of ${spots.toLocaleString('en-IN')} spots (${Math.floor(fillRate * 100)}%)`;
}

/** Today's contests, fullest first, each with a bar of its entries against its spots (the words say the same). */
export function FillRates({ contests }: { contests: readonly DashboardContest[] }) {
  const sorted = [...contests].sort((a, b) => (b.fillRate ?? -1) - (a.fillRate ?? -1) || b.entries - a.entries);
  return (
    <ul className={styles.list}>
      {sorted.map((contest) => {
        const percent = contest.fillRate === null ? null : Math.min(100, contest.fillRate * 100);
        return (
          <li key={contest.contestId} className={styles.contest}>
            <div className={styles.head}>
              <span className={styles.name}>{contest.name}</span>
              <span className={styles.fill}>{fillText(contest)}</span>
            </div>
            <p className={styles.match}>
              {contest.match} · <time dateTime={contest.startTime}>{formatStartTime(contest.startTime)}</time>
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
