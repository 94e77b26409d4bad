import { useState } from 'react';
import { isBeforeDeadline, paidRanks, type ContestStatus, type ContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { cancelContest } from '../api/contests-api.ts';
import { entriesOfSpots } from './spots.ts';
import styles from './AdminContestList.module.css';

const STATUS_TONE: Record<ContestStatus, BadgeTone> = { UPCOMING: 'navy', LIVE: 'green', COMPLETED: 'gray', CANCELLED: 'red' };

export const CANCEL_CONSEQUENCE = 'Every entry is refunded to the wallet it came from. This cannot be undone.';

/** What happened to the prizes: paid, due when the match completes, or refunded. */
function prizeState(contest: ContestView): { tone: BadgeTone; text: string } {
  if (contest.status === 'CANCELLED') return { tone: 'red', text: 'Entries refunded' };
  if (contest.resultDistributed) return { tone: 'gold', text: 'Prizes distributed' };
  if (contest.status === 'COMPLETED') return { tone: 'gold', text: 'Prizes being distributed' };
  return { tone: 'gray', text: 'Prizes not distributed yet' };
}

function paidRanksText(contest: ContestView): string {
  const last = paidRanks(contest.prizes);
  if (last === 0) return 'No prizes';
  return last === 1 ? 'Pays rank 1' : `Pays ranks 1–${last.toLocaleString('en-IN')}`;
}

interface AdminContestListProps {
  contests: readonly ContestView[];
  /** After a cancellation, so the page reloads. */
  onChanged: () => void;
  now?: Date;
}

/** One match's contests for the admin: entries against spots, status, prizes, Edit and Cancel. */
export function AdminContestList({ contests, onChanged, now = new Date() }: AdminContestListProps) {
  const [cancelling, setCancelling] = useState<ContestView | null>(null);

  const cancel = async (contest: ContestView) => {
    await cancelContest(contest.id);
    toast.success(`${contest.name} cancelled; its entries are refunded.`);
    onChanged();
  };

  return (
    <ul className={styles.list}>
      {contests.map((contest) => {
        const prizes = prizeState(contest);
        const editable = contest.status === 'UPCOMING' && isBeforeDeadline(contest.match.state, new Date(contest.match.startTime), now);
        const cancellable = contest.status === 'UPCOMING' || contest.status === 'LIVE';
        return (
          <li key={contest.id} className={styles.contest} aria-label={contest.name}>
            <div className={styles.head}>
              <h4 className={styles.name}>{contest.name}</h4>
              <Badge tone={STATUS_TONE[contest.status]}>{contest.status}</Badge>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Entries / spots</dt>
                <dd className="tabular">{entriesOfSpots(contest)}</dd>
              </div>
              <div>
                <dt>Entry fee</dt>
                <dd className="tabular">{formatRupees(contest.entryFee)}</dd>
              </div>
              <div>
                <dt>Prize pool</dt>
                <dd className="tabular">{formatRupees(contest.prizePool)}</dd>
              </div>
              <div>
                <dt>Teams per user</dt>
                <dd className="tabular">{contest.maxTeamsPerUser}</dd>
              </div>
            </dl>
            <p className={styles.tags}>
              <Badge tone={prizes.tone}>{prizes.text}</Badge>
              <Badge tone="gray">{contest.flexible ? 'Flexible' : 'Guaranteed'}</Badge>
              <span className={styles.paid}>
                {paidRanksText(contest)}
              </span>
            </p>
            {(editable || cancellable || contest.status === 'UPCOMING' || contest.status === 'LIVE') && (
              <div className={styles.actions}>
                {(contest.status === 'UPCOMING' || contest.status === 'LIVE') && (
                  <ButtonLink to={`/admin/matches/${contest.matchId}/lineups`} variant="secondary" size="sm" aria-label={`Line-ups of ${contest.name}`}>
                    Line-ups
                  </ButtonLink>
                )}
                {editable && (
                  <ButtonLink to={`/admin/contests/${contest.id}/edit`} variant="secondary" size="sm" aria-label={`Edit ${contest.name}`}>
                    Edit
                  </ButtonLink>
                )}
                {cancellable && (
                  <Button variant="danger" size="sm" onClick={() => setCancelling(contest)} aria-label={`Cancel ${contest.name}`}>
                    Cancel
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
      {cancelling && (
        <ConfirmDialog
          title={`Cancel ${cancelling.name}?`}
          subtitle={`${cancelling.entries.toLocaleString('en-IN')} ${cancelling.entries === 1 ? 'entry' : 'entries'} to refund`}
          confirmLabel="Cancel the contest"
          busyLabel="Cancelling..."
          failed="Failed to cancel contest"
          onConfirm={() => cancel(cancelling)}
          onClose={() => setCancelling(null)}
        >
          <p>{CANCEL_CONSEQUENCE}</p>
        </ConfirmDialog>
      )}
    </ul>
  );
}
