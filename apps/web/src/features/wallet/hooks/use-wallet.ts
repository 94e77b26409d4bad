import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../lib/paged-list.ts';
import { fetchDeposit, fetchDepositLimits, fetchDepositPage, fetchTransactionPage, fetchTransactions, fetchWallet, fetchWithdrawalPage } from '../api/wallet-api.ts';

/** Everything the wallet reads lives under `wallet`, so one invalidation reads it all again. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  latest: (count: number) => ['wallet', 'latest', count] as const,
  pages: (pageSize: number) => ['wallet', 'pages', pageSize] as const,
  deposits: ['wallet', 'deposits'] as const,
  deposit: (id: number) => ['wallet', 'deposit', id] as const,
  depositLimits: ['wallet', 'deposit-limits'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
};

export function useWallet() {
  return useQuery({ queryKey: walletKeys.balance, queryFn: fetchWallet });
}

/** The wallet and everything shown from it read again: after money has moved. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: walletKeys.all }), [client]);
}

/** The newest `count` transactions. */
export function useLatestTransactions(count: number) {
  return useQuery({ queryKey: walletKeys.latest(count), queryFn: () => fetchTransactions({ limit: count }) });
}

/** The ledger page by page, newest first, each next page the one the last linked to. */
export function useTransactionPages(pageSize: number) {
  return usePagedList(walletKeys.pages(pageSize), `/api/wallet/transactions?limit=${pageSize}`, fetchTransactionPage);
}

export const LIST_PAGE_SIZE = 10;

/** The player's deposits, newest first, a page at a time. */
export function useDepositPages() {
  return usePagedList(walletKeys.deposits, `/api/wallet/deposits?limit=${LIST_PAGE_SIZE}`, fetchDepositPage);
}

/** The player's withdrawal requests, newest first, a page at a time. */
export function useWithdrawalPages() {
  return usePagedList(walletKeys.withdrawals, `/api/wallet/withdrawals?limit=${LIST_PAGE_SIZE}`, fetchWithdrawalPage);
}

/** The Add Funds form's limits: per deposit, and what is left of this month's. Read fresh each time the form opens. */
export function useDepositLimits() {
  return useQuery({ queryKey: walletKeys.depositLimits, queryFn: fetchDepositLimits, staleTime: 0 });
}

/** How often, and how many times, a payment still open is asked about after the payer comes back. */
export const OUTCOME_POLL_MS = 1_000;
export const OUTCOME_POLLS = 10;

/**
 * A deposit the payer has just come back from paying: asked about again every second while
 * it is still open (the gateway's word may come a moment after the payer), a few times only.
 */
export function useDepositOutcome(id: number) {
  return useQuery({
    queryKey: walletKeys.deposit(id),
    queryFn: () => fetchDeposit(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'CREATED' && query.state.dataUpdateCount < OUTCOME_POLLS ? OUTCOME_POLL_MS : false),
  });
}
