import { type ContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { formatStartTime, matchTitle, startsIn } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { spotsLine } from './spots.ts';
import surface from '../../../components/ui/Card.module.css';
import styles from './ContestHeader.module.css';

/** The contest a team is being picked for: its name, match, start countdown, fee and pool. */
export function ContestHeader({ contest }: { contest: ContestView }) {
  const now = useNow(30_000);
  const { match } = contest;
  return (
    <section className={styles.header} aria-label="Contest">
      <div className={styles.top}>
        <p className={surface.title}>{contest.name}</p>
        <span className={styles.countdown}>{startsIn(match.startTime, now)}</span>
      </div>
      <p className={styles.match}>
        <span className={styles.type}>{match.matchType}</span> {matchTitle(match)}
      </p>
      <time className={styles.when} dateTime={match.startTime}>
        {formatStartTime(match.startTime)}
      </time>
      <dl className={styles.money}>
        <div>
          <dt>Entry Fee</dt>
          <dd>{contest.entryFee === 0 ? 'Free' : formatRupees(contest.entryFee)}</dd>
        </div>
        <div>
          <dt>Prize Pool</dt>
          <dd>{formatRupees(contest.prizePool)}</dd>
        </div>
        <div className={styles.spots}>
          <dt>Spots</dt>
          <dd>{spotsLine(contest)}</dd>
        </div>
      </dl>
    </section>
  );
}
