import type { TransactionView, WalletView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export const fetchWallet = () => api.get<WalletView>('/api/wallet/balance');

/** A page of the ledger, newest first: `limit` rows older than the transaction `before`, when given. */
export function fetchTransactions({ limit, before }: { limit: number; before?: number }) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) query.set('before', String(before));
  return api.get<TransactionView[]>(`/api/wallet/transactions?${query.toString()}`);
}
