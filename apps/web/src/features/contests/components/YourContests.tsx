import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { formatStartTime, matchTitle, startsIn } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useJoinedContests } from '../hooks/use-entries.ts';
import { ENTRY_STATUS_TONE } from './entry-status.ts';
import styles from './YourContests.module.css';

/** Home's "Your contests": the joined contests still to play or being played, soonest first. */
export function YourContests({ limit = 4 }: { limit?: number }) {
  const entries = useJoinedContests();
  const now = useNow(30_000);
  const shown = entries.data
    ?.filter((entry) => entry.status === 'UPCOMING' || entry.status === 'LIVE')
    .sort((a, b) => a.match.startTime.localeCompare(b.match.startTime))
    .slice(0, limit);

  return (
    <section className={styles.block} aria-labelledby="your-contests-title">
      <header className={styles.head}>
        <h2 id="your-contests-title" className={styles.title}>
          Your contests
        </h2>
        <Link to="/my-joined-contests" className={styles.all}>
          All my contests <span aria-hidden="true">→</span>
        </Link>
      </header>
      {entries.isPending ? (
        <StatusLine tone="loading">Loading your contests...</StatusLine>
      ) : entries.isError ? (
        <StatusLine tone="error">Unable to load your contests</StatusLine>
      ) : !shown || shown.length === 0 ? (
        <StatusLine tone="empty" action={<Link to="/contests">View Available Contests</Link>}>
          {entries.data.length === 0 ? 'No contests joined yet.' : 'None of your contests is upcoming or live.'}
        </StatusLine>
      ) : (
        <ul className={styles.list}>
          {shown.map((entry) => (
            <li key={entry.entryId}>
              <Link to={`/team/preview/${entry.matchId}?team=${entry.teamId}`} className={styles.card}>
                <span className={styles.top}>
                  <Badge tone={ENTRY_STATUS_TONE[entry.status]}>{entry.status}</Badge>
                  <span className={styles.countdown}>{entry.status === 'LIVE' ? 'In play' : startsIn(entry.match.startTime, now)}</span>
                </span>
                <span className={styles.name}>{entry.contestName}</span>
                <span className={styles.match}>{matchTitle(entry.match)}</span>
                <time className={styles.when} dateTime={entry.match.startTime}>
                  {formatStartTime(entry.match.startTime)}
                </time>
                <span className={styles.cta}>
                  Team #{entry.teamId} · Preview <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
