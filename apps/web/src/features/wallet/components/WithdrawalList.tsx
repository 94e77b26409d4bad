import { formatRupees } from '../../../lib/money.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useWithdrawalPages } from '../hooks/use-wallet.ts';
import { WITHDRAWAL_STATUS_WORDS } from '../money-labels.ts';
import styles from './MoneyList.module.css';

/** The player's withdrawal requests, newest first: amount, TDS, what they receive, where, and what became of it. */
export function WithdrawalList() {
  const pages = useWithdrawalPages();
  if (pages.isPending) return <StatusLine tone="loading">Loading withdrawals...</StatusLine>;
  if (pages.isLoadingError) return <StatusLine tone="error">{errorMessage(pages.error, 'Failed to fetch withdrawals')}</StatusLine>;
  const withdrawals = pages.items;
  if (withdrawals.length === 0) return <StatusLine tone="empty">No withdrawals yet.</StatusLine>;
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {withdrawals.map((withdrawal) => {
          const words = WITHDRAWAL_STATUS_WORDS[withdrawal.status];
          return (
            <li key={withdrawal.id} className={styles.row} aria-label={`Withdrawal of ${formatRupees(withdrawal.amount)}: ${words.label}`}>
              <div className={styles.top}>
                <span className={styles.amount}>{formatRupees(withdrawal.amount)}</span>
                <Badge tone={words.tone}>{words.label}</Badge>
              </div>
              <dl className={styles.figures}>
                <div>
                  <dt>TDS</dt>
                  <dd>{formatRupees(withdrawal.tds)}</dd>
                </div>
                <div>
                  <dt>You receive</dt>
                  <dd>{formatRupees(withdrawal.net)}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>To</dt>
                  <dd>{withdrawal.payout}</dd>
                </div>
              </dl>
              <p className={styles.meaning}>
                {withdrawal.status === 'REJECTED' && withdrawal.reason ? `${words.meaning} Reason: ${withdrawal.reason}` : words.meaning}
              </p>
              <p className={styles.when}>
                Requested <time dateTime={withdrawal.requestedAt}>{formatDateTime(withdrawal.requestedAt)}</time>
                {withdrawal.decidedAt && (
                  <>
                    {' · '}
                    {withdrawal.status === 'PAID' ? 'Paid' : 'Rejected'} <time dateTime={withdrawal.decidedAt}>{formatDateTime(withdrawal.decidedAt)}</time>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
      <LoadMore list={pages} failed="Failed to fetch withdrawals" />
    </div>
  );
}
