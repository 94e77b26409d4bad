import { Link } from 'react-router';
import { type ContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { formatStartTime } from '../../../lib/format.ts';
import { contestPath } from '../contest-links.ts';
import { spotsLine } from './spots.ts';
import surface from '../../../components/ui/Card.module.css';
import styles from './ContestCard.module.css';

interface ContestCardProps {
  contest: ContestView;
  /** Paid contests cannot be joined on this deployment now (paid play is off): the card says so. */
  paidClosed?: boolean;
}

/** A contest in the Contests list; the whole card leads to its players, or once it has started to the contest page. */
export function ContestCard({ contest, paidClosed = false }: ContestCardProps) {
  const unavailable = paidClosed && contest.entryFee > 0 && contest.status === 'UPCOMING';
  const { match } = contest;
  const fill = contest.spots ? Math.min(100, (contest.entries / contest.spots) * 100) : null;
  return (
    <Link to={contestPath(contest.id, contest.status)} className={`${surface.card} ${surface.link} ${styles.card}`}>
      <span className={styles.top}>
        <span className={surface.title}>{contest.name}</span>
        <span className={styles.status}>Status: {contest.status}</span>
      </span>
      <span className={styles.match}>{match ? `Match: ${match.teamA} vs ${match.teamB}` : 'Match not assigned'}</span>
      {match && (
        <time className={styles.when} dateTime={match.startTime}>
          {match.matchType} · {formatStartTime(match.startTime)}
        </time>
      )}
      <span className={styles.money}>
        <span className={styles.pool}>Prize Pool: {formatRupees(contest.prizePool)}</span>
        <span className={unavailable ? `${styles.fee} ${styles.closedFee}` : styles.fee}>Entry Fee: {formatRupees(contest.entryFee)}</span>
      </span>
      <span className={styles.spots}>
        {fill !== null && (
          <span className={styles.bar} aria-hidden="true">
            <span style={{ width: `${fill}%` }} />
          </span>
        )}
        <span className={styles.spotsText}>{spotsLine(contest)}</span>
      </span>
      {unavailable && <span className={styles.unavailable}>Unavailable: paid contests are off</span>}
    </Link>
  );
}
