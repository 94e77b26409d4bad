import type { MatchView } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { formatStartTime, matchTitle } from '../../../lib/format.ts';
import styles from './LiveMatches.module.css';

/** The matches being played now, who scores each, and the way to its scoring. */
export function LiveMatches({ matches }: { matches: readonly MatchView[] }) {
  return (
    <ul className={styles.list}>
      {matches.map((match) => (
        <li key={match.id} className={styles.match}>
          <div className={styles.text}>
            <span className={styles.title}>{matchTitle(match)}</span>
            <span className={styles.meta}>
              <Badge tone={match.scorer === 'MANUAL' ? 'gold' : 'green'}>{match.scorer === 'MANUAL' ? 'Scored by hand' : 'Scored by its feed'}</Badge>
              <span>
                {match.matchType} · started <time dateTime={match.startTime}>{formatStartTime(match.startTime)}</time>
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
