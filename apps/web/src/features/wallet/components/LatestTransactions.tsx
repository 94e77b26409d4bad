import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { useLatestTransactions } from '../hooks/use-wallet.ts';
import { TransactionList } from './TransactionList.tsx';

/** The newest few transactions (the profile's 'Last Transactions'). */
export function LatestTransactions({ count }: { count: number }) {
  const latest = useLatestTransactions(count);
  if (latest.isPending) return <StatusLine tone="loading">Loading transactions...</StatusLine>;
  // The spec only logs this failure; a line saying so is kinder than an empty list.
  if (latest.isError) return <StatusLine tone="error">Failed to fetch transactions</StatusLine>;
  if (latest.data.length === 0) return <StatusLine tone="empty">No transactions found.</StatusLine>;
  return <TransactionList transactions={latest.data.slice(0, count)} />;
}
