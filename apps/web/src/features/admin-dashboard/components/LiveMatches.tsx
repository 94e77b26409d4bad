import { Badge } from '../../../components/ui/Badge.tsx';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { formatCount, formatStartTime, matchTitle } from '../../../lib/format.ts';
import type { DashboardMatch } from '../api/dashboard-api.ts';
import styles from './LiveMatches.module.css';

/** The matches being played now: who scores each, its contests and entries, and the way to its scoring. */
export function LiveMatches({ matches }: { matches: readonly DashboardMatch[] }) {
  return (
    <ul className={styles.list}>
      {matches.map((match) => (
        <li key={match.id} className={styles.match}>
          <div className={styles.text}>
            <span className={styles.title}>{matchTitle(match)}</span>
            <span className={styles.meta}>
              <Badge tone={match.scorer === 'MANUAL' ? 'gold' : 'green'}>{match.scorer === 'MANUAL' ? 'Scored by hand' : 'Scored by its feed'}</Badge>
              <span>
                {formatCount(match.contests, 'contest')} · {formatCount(match.entries, 'entry', { plural: 'entries' })} · started{' '}
                <time dateTime={match.startTime}>{formatStartTime(match.startTime)}</time>
              </span>
            </span>
          </div>
          <ButtonLink to={`/admin/matches/${match.id}/scoring`} size="sm" variant="secondary" aria-label={`Scoring: ${matchTitle(match)}`}>
            Scoring
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
