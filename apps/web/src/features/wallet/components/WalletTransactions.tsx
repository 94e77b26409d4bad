import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { useTransactionPages } from '../hooks/use-wallet.ts';
import { TransactionList } from './TransactionList.tsx';
import styles from './WalletTransactions.module.css';

const PAGE_SIZE = 20;

/** The whole ledger, newest first, a page at a time. */
export function WalletTransactions() {
  const pages = useTransactionPages(PAGE_SIZE);
  if (pages.isPending) return <StatusLine tone="loading">Loading transactions...</StatusLine>;
  if (pages.isLoadingError) return <StatusLine tone="error">Failed to fetch transactions</StatusLine>;
  const transactions = pages.items;
  if (transactions.length === 0) return <StatusLine tone="empty">No transactions found.</StatusLine>;
  return (
    <div className={styles.wrap}>
      <TransactionList transactions={transactions} />
      <LoadMore list={pages} failed="Failed to fetch transactions" />
    </div>
  );
}
