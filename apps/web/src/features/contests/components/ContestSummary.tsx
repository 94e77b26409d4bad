import { paidRanks, type ContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { MatchTypeTag } from '../../../components/ui/MatchTypeTag.tsx';
import { formatStartTime, matchTitle } from '../../../lib/format.ts';
import { ENTRY_STATUS_TONE } from './entry-status.ts';
import styles from './ContestSummary.module.css';

function prizesText(contest: ContestView): string {
  const last = paidRanks(contest.prizes);
  if (last === 0) return 'No prizes';
  return last === 1 ? 'Rank 1 wins' : `Ranks 1–${last.toLocaleString('en-IN')} win`;
}

/** A contest being played or played: its match, status, prize pool, fee and entries. */
export function ContestSummary({ contest }: { contest: ContestView }) {
  const { match } = contest;
  return (
    <section className={styles.summary} aria-label="Contest">
      <p className={styles.match}>
        <Badge tone={ENTRY_STATUS_TONE[contest.status]}>{contest.status}</Badge>
        <span className={styles.teams}>{matchTitle(match)}</span>
        <MatchTypeTag type={match.matchType} />
      </p>
      <time className={styles.when} dateTime={match.startTime}>
        {formatStartTime(match.startTime)}
      </time>
      <dl className={styles.facts}>
        <div>
          <dt>Prize Pool</dt>
          <dd className={styles.pool}>{formatRupees(contest.prizePool)}</dd>
        </div>
        <div>
          <dt>Entry Fee</dt>
          <dd>{contest.entryFee === 0 ? 'Free' : formatRupees(contest.entryFee)}</dd>
        </div>
        <div>
          <dt>Entries</dt>
          <dd>{contest.entries.toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Prizes</dt>
          <dd>{prizesText(contest)}</dd>
        </div>
      </dl>
    </section>
  );
}
