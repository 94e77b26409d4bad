import { formatRupees } from '../../../lib/money.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDepositPages } from '../hooks/use-wallet.ts';
import { DEPOSIT_STATUS_WORDS } from '../money-labels.ts';
import styles from './MoneyList.module.css';

/** The player's deposits, newest first: each amount, when, and what became of it, in words. */
export function DepositList() {
  const pages = useDepositPages();
  if (pages.isPending) return <StatusLine tone="loading">Loading deposits...</StatusLine>;
  if (pages.isLoadingError) return <StatusLine tone="error">{errorMessage(pages.error, 'Failed to fetch deposits')}</StatusLine>;
  const deposits = pages.items;
  if (deposits.length === 0) return <StatusLine tone="empty">No deposits yet.</StatusLine>;
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {deposits.map((deposit) => {
          const words = DEPOSIT_STATUS_WORDS[deposit.status];
          return (
            <li key={deposit.id} className={styles.row}>
              <div className={styles.top}>
                <span className={styles.amount}>{formatRupees(deposit.amount)}</span>
                <Badge tone={words.tone}>{words.label}</Badge>
              </div>
              <p className={styles.meaning}>{words.meaning}</p>
              <p className={styles.when}>
                Payment {deposit.id} · <time dateTime={deposit.createdAt}>{formatDateTime(deposit.createdAt)}</time>
              </p>
              {deposit.status === 'CREATED' && deposit.checkoutUrl && (
                <ButtonLink to={deposit.checkoutUrl} size="sm" variant="secondary" className={styles.action}>
                  Finish paying
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
      <LoadMore list={pages} failed="Failed to fetch deposits" />
    </div>
  );
}
