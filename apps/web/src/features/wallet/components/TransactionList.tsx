import type { TransactionView } from '@crease/game';
import { formatDateTime } from '../../../lib/format.ts';
import { signedRupees, TRANSACTION_LABELS } from '../transaction-labels.ts';
import styles from './TransactionList.module.css';

/** Ledger rows: type, what it was for, when (local time) and the amount, credits in green. */
export function TransactionList({ transactions }: { transactions: readonly TransactionView[] }) {
  return (
    <ul className={styles.list}>
      {transactions.map((transaction) => (
        <li key={transaction.id} className={styles.row}>
          <span className={styles.what}>
            <span className={styles.type}>{TRANSACTION_LABELS[transaction.type] ?? transaction.type}</span>
            {transaction.description && <span className={styles.description}>{transaction.description}</span>}
            <time className={styles.when} dateTime={transaction.timestamp}>
              {formatDateTime(transaction.timestamp)}
            </time>
          </span>
          <span className={`${styles.amount} ${transaction.amount < 0 ? styles.debit : styles.credit}`}>{signedRupees(transaction.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
