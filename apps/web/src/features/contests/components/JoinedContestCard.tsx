import { type JoinedContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { FactCard } from '../../../components/ui/FactCard.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { contestPath } from '../contest-links.ts';
import { ENTRY_STATUS_TONE } from './entry-status.ts';
import styles from './JoinedContestCard.module.css';

/** What an entry has done once play starts: its rank and points, and after the results its prize. */
function standingFacts(entry: JoinedContestView) {
  if (entry.status !== 'LIVE' && entry.status !== 'COMPLETED') return [];
  const facts = [
    { term: 'Rank', value: entry.rank === null ? '–' : `#${entry.rank}` },
    { term: 'Points', value: entry.totalPoints },
  ];
  if (entry.prize !== null) facts.push({ term: 'Prize', value: entry.prize > 0 ? formatRupees(entry.prize) : 'None' });
  return facts;
}

/** One entry in My Joined Contests: the contest, its status, the team, the fee paid, and once it starts its rank, points and prize. */
export function JoinedContestCard({ entry, onSwap }: { entry: JoinedContestView; /** Offered until the deadline: put another team of the match in. */ onSwap?: (entry: JoinedContestView) => void }) {
  const started = entry.status === 'LIVE' || entry.status === 'COMPLETED';
  return (
    <FactCard
      title={entry.contestName}
      aside={<Badge tone={ENTRY_STATUS_TONE[entry.status]}>{entry.status}</Badge>}
      match={entry.match}
      facts={[
        { term: 'Contest ID', value: entry.contestId },
        { term: 'Team', value: entry.teamName },
        { term: 'Entry Fee', value: entry.entryFee === 0 ? 'Free' : formatRupees(entry.entryFee) },
        { term: 'Joined', value: <time dateTime={entry.joinedAt}>{formatDateTime(entry.joinedAt)}</time> },
        ...standingFacts(entry),
      ]}
      actions={
        <>
          {started && (
            <ButtonLink to={contestPath(entry.contestId, entry.status)} size="sm">
              {entry.status === 'LIVE' ? 'Watch live' : 'View results'}
            </ButtonLink>
          )}
          {/* Before the start a private contest's page lists who has joined, with its code to share; any other says when it opens. */}
          {entry.status === 'UPCOMING' && (
            <ButtonLink to={`/contests/${entry.contestId}`} size="sm" aria-label={`View contest: ${entry.contestName}`}>
              View contest
            </ButtonLink>
          )}
          <ButtonLink to={`/team/preview/${entry.matchId}?team=${entry.teamId}`} variant="secondary" size="sm">
            Preview Team
          </ButtonLink>
          {entry.status === 'UPCOMING' && onSwap && (
            <Button variant="secondary" size="sm" onClick={() => onSwap(entry)} aria-label={`Swap team: ${entry.contestName}`}>
              Swap team
            </Button>
          )}
        </>
      }
    >
      {entry.status === 'CANCELLED' && <p className={styles.refund}>This contest was cancelled and your entry fee was refunded to your wallet.</p>}
    </FactCard>
  );
}
