import type { DepositLimitsView, DepositView, TransactionView, WalletView, WithdrawalPreviewView, WithdrawalView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export const fetchWallet = () => api.get<WalletView>('/api/wallet/balance');

/** A page of the ledger, newest first: `limit` rows older than the transaction `before`, when given. */
export function fetchTransactions({ limit, before }: { limit: number; before?: number }) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) query.set('before', String(before));
  return api.get<TransactionView[]>(`/api/wallet/transactions?${query.toString()}`);
}

/** A page of the ledger from its address (the first, or the one the page before linked to). */
export const fetchTransactionPage = (path: string) => api.getPage<TransactionView>(path);

// ---------------------------------------------------------------------------------------------
// Adding funds

/**
 * Starts a payment of `amount` rupees. The key makes a retry safe: the same key again answers
 * the same payment, so a request that timed out can be sent again without paying twice.
 */
export const createDeposit = (amount: number, idempotencyKey: string) =>
  api.post<DepositView>('/api/wallet/deposits', { amount }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** A page of the player's deposits, newest first; `path` is the next page's address from the last answer. */
export const fetchDepositPage = (path: string) => api.getPage<DepositView>(path);

/** One of the player's deposits: the page of one below the next id, as the list is paged by id. */
export async function fetchDeposit(id: number): Promise<DepositView | null> {
  const [deposit] = await api.get<DepositView[]>(`/api/wallet/deposits?limit=1&before=${id + 1}`);
  return deposit?.id === id ? deposit : null;
}

export const fetchDepositLimits = () => api.get<DepositLimitsView>('/api/wallet/deposits/limits');

// ---------------------------------------------------------------------------------------------
// Withdrawals

export const previewWithdrawal = (amount: number) => api.get<WithdrawalPreviewView>(`/api/wallet/withdrawals/preview?amount=${encodeURIComponent(amount)}`);

export const requestWithdrawal = (amount: number) => api.post<WithdrawalView>('/api/wallet/withdrawals', { amount });

export const fetchWithdrawalPage = (path: string) => api.getPage<WithdrawalView>(path);
