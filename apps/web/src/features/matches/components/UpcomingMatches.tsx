import { Link } from 'react-router';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatStartTime, matchTitle, startsIn } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useUpcomingMatches } from '../hooks/use-matches.ts';
import styles from './UpcomingMatches.module.css';

/** The countdowns move on every half minute. */
const TICK_MS = 30_000;

interface UpcomingMatchesProps {
  /** How many of the soonest matches to show. */
  limit?: number;
}

/** Home's "Upcoming matches": the next few, with how long until each starts, each leading to its contests. */
export function UpcomingMatches({ limit = 4 }: UpcomingMatchesProps) {
  const matches = useUpcomingMatches();
  const now = useNow(TICK_MS);
  const shown = matches.data?.filter((match) => new Date(match.startTime).getTime() > now.getTime() - 60_000).slice(0, limit);

  return (
    <section className={styles.block} aria-labelledby="upcoming-matches-title">
      <header className={styles.head}>
        <h2 id="upcoming-matches-title" className={styles.title}>
          Upcoming matches
        </h2>
        <Link to="/matches" className={styles.all}>
          All matches <span aria-hidden="true">→</span>
        </Link>
      </header>
      {matches.isPending ? (
        <StatusLine tone="loading">Loading matches...</StatusLine>
      ) : matches.isError ? (
        <StatusLine tone="error">{`❌ ${errorMessage(matches.error, 'Failed to load matches')}`}</StatusLine>
      ) : !shown || shown.length === 0 ? (
        <StatusLine tone="empty">No upcoming matches right now. New fixtures appear here as soon as they are added.</StatusLine>
      ) : (
        <ul className={styles.list}>
          {shown.map((match) => (
            <li key={match.id}>
              <Link to={`/contests?matchId=${match.id}`} className={styles.card}>
                <span className={styles.top}>
                  <span className={styles.type}>{match.matchType}</span>
                  <span className={styles.countdown}>{startsIn(match.startTime, now)}</span>
                </span>
                <span className={styles.teams}>{matchTitle(match)}</span>
                <time className={styles.when} dateTime={match.startTime}>
                  {formatStartTime(match.startTime)}
                </time>
                {(match.event || match.venue) && <span className={styles.where}>{[match.event, match.venue].filter(Boolean).join(' · ')}</span>}
                <span className={styles.cta}>
                  See contests <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
