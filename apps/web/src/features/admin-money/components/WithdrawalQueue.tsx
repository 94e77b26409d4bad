import { useState } from 'react';
import { type AdminWithdrawalView, type WithdrawalStatus } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminWithdrawals } from '../hooks/use-admin-money.ts';
import { PayWithdrawalDialog, RejectWithdrawalDialog } from './WithdrawalDecisions.tsx';
import styles from './WithdrawalQueue.module.css';

const TONE: Record<WithdrawalStatus, BadgeTone> = { REQUESTED: 'gold', PAID: 'green', REJECTED: 'red' };
const EMPTY: Record<WithdrawalStatus, string> = {
  REQUESTED: 'No withdrawals are waiting to be paid.',
  PAID: 'No withdrawals have been paid yet.',
  REJECTED: 'No withdrawals have been rejected.',
};

type Decision = { kind: 'pay' | 'reject'; withdrawal: AdminWithdrawalView } | null;

/** The withdrawals of one status, newest first: who, how much, the TDS, what they receive, where; pay or reject the requested ones. */
export function WithdrawalQueue({ status }: { status: WithdrawalStatus }) {
  const pages = useAdminWithdrawals(status);
  const [decision, setDecision] = useState<Decision>(null);

  if (pages.isPending) return <StatusLine tone="loading">Loading withdrawals...</StatusLine>;
  if (pages.isLoadingError) return <StatusLine tone="error">{`❌ ${errorMessage(pages.error, 'Failed to load withdrawals')}`}</StatusLine>;
  const withdrawals = pages.items;
  if (withdrawals.length === 0) return <StatusLine tone="empty">{EMPTY[status]}</StatusLine>;

  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {withdrawals.map((withdrawal) => (
          <li key={withdrawal.id} className={styles.card} aria-label={`Withdrawal ${withdrawal.id}: ${withdrawal.user.name}, ${formatRupees(withdrawal.amount)}`}>
            <div className={styles.head}>
              <div className={styles.who}>
                <p className={styles.name}>{withdrawal.user.name}</p>
                <p className={styles.email}>{withdrawal.user.email}</p>
              </div>
              <Badge tone={TONE[withdrawal.status]}>{withdrawal.status}</Badge>
            </div>
            <dl className={styles.figures}>
              <div>
                <dt>Amount</dt>
                <dd>{formatRupees(withdrawal.amount)}</dd>
              </div>
              <div>
                <dt>TDS</dt>
                <dd>{formatRupees(withdrawal.tds)}</dd>
              </div>
              <div>
                <dt>To pay</dt>
                <dd className={styles.net}>{formatRupees(withdrawal.net)}</dd>
              </div>
              <div className={styles.wide}>
                <dt>To</dt>
                <dd>{withdrawal.payout}</dd>
              </div>
            </dl>
            {withdrawal.reason && <p className={styles.reason}>Reason: {withdrawal.reason}</p>}
            <p className={styles.when}>
              #{withdrawal.id} · FY {withdrawal.financialYear} · requested <time dateTime={withdrawal.requestedAt}>{formatDateTime(withdrawal.requestedAt)}</time>
              {withdrawal.decidedAt && (
                <>
                  {' · '}
                  {withdrawal.status.toLowerCase()} <time dateTime={withdrawal.decidedAt}>{formatDateTime(withdrawal.decidedAt)}</time>
                </>
              )}
            </p>
            {withdrawal.status === 'REQUESTED' && (
              <div className={styles.actions}>
                <Button size="sm" onClick={() => setDecision({ kind: 'pay', withdrawal })} aria-label={`Pay withdrawal #${withdrawal.id} to ${withdrawal.user.name}`}>
                  Pay
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDecision({ kind: 'reject', withdrawal })} aria-label={`Reject withdrawal #${withdrawal.id} of ${withdrawal.user.name}`}>
                  Reject
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <LoadMore list={pages} failed="Failed to load withdrawals" />
      {decision?.kind === 'pay' && <PayWithdrawalDialog withdrawal={decision.withdrawal} onClose={() => setDecision(null)} />}
      {decision?.kind === 'reject' && <RejectWithdrawalDialog withdrawal={decision.withdrawal} onClose={() => setDecision(null)} />}
    </div>
  );
}
