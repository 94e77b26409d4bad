import { formatRupees, type JoinedContestView } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { formatDateTime, formatStartTime, matchTitle } from '../../../lib/format.ts';
import { ENTRY_STATUS_TONE } from './entry-status.ts';
import styles from './JoinedContestCard.module.css';

/** One entry in My Joined Contests: the contest, its status, the team and the fee paid. */
export function JoinedContestCard({ entry }: { entry: JoinedContestView }) {
  return (
    <article className={styles.card} aria-label={entry.contestName}>
      <header className={styles.top}>
        <h2 className={styles.name}>{entry.contestName}</h2>
        <Badge tone={ENTRY_STATUS_TONE[entry.status]}>{entry.status}</Badge>
      </header>
      <p className={styles.match}>
        {matchTitle(entry.match)} <span className={styles.type}>{entry.match.matchType}</span>
      </p>
      <time className={styles.when} dateTime={entry.match.startTime}>
        {formatStartTime(entry.match.startTime)}
      </time>
      <dl className={styles.facts}>
        <div>
          <dt>Contest ID</dt>
          <dd>{entry.contestId}</dd>
        </div>
        <div>
          <dt>Team</dt>
          <dd>#{entry.teamId}</dd>
        </div>
        <div>
          <dt>Entry Fee</dt>
          <dd>{entry.entryFee === 0 ? 'Free' : formatRupees(entry.entryFee)}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>
            <time dateTime={entry.joinedAt}>{formatDateTime(entry.joinedAt)}</time>
          </dd>
        </div>
      </dl>
      {entry.status === 'CANCELLED' && <p className={styles.refund}>This contest was cancelled and your entry fee was refunded to your wallet.</p>}
      <ButtonLink to={`/team/preview/${entry.matchId}?team=${entry.teamId}`} variant="secondary" size="sm" className={styles.preview}>
        Preview Team
      </ButtonLink>
    </article>
  );
}
