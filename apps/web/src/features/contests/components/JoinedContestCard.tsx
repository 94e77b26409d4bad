import { formatRupees, type JoinedContestView } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { FactCard } from '../../../components/ui/FactCard.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ENTRY_STATUS_TONE } from './entry-status.ts';
import styles from './JoinedContestCard.module.css';

/** One entry in My Joined Contests: the contest, its status, the team and the fee paid. */
export function JoinedContestCard({ entry }: { entry: JoinedContestView }) {
  return (
    <FactCard
      title={entry.contestName}
      aside={<Badge tone={ENTRY_STATUS_TONE[entry.status]}>{entry.status}</Badge>}
      match={entry.match}
      facts={[
        { term: 'Contest ID', value: entry.contestId },
        { term: 'Team', value: `#${entry.teamId}` },
        { term: 'Entry Fee', value: entry.entryFee === 0 ? 'Free' : formatRupees(entry.entryFee) },
        { term: 'Joined', value: <time dateTime={entry.joinedAt}>{formatDateTime(entry.joinedAt)}</time> },
      ]}
      actions={
        <ButtonLink to={`/team/preview/${entry.matchId}?team=${entry.teamId}`} variant="secondary" size="sm">
          Preview Team
        </ButtonLink>
      }
    >
      {entry.status === 'CANCELLED' && <p className={styles.refund}>This contest was cancelled and your entry fee was refunded to your wallet.</p>}
    </FactCard>
  );
}
