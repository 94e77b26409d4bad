import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchTransactions, fetchWallet } from '../api/wallet-api.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  latest: (count: number) => ['wallet', 'latest', count] as const,
  pages: (pageSize: number) => ['wallet', 'pages', pageSize] as const,
};

export function useWallet() {
  return useQuery({ queryKey: walletKeys.balance, queryFn: fetchWallet });
}

/** The newest `count` transactions. */
export function useLatestTransactions(count: number) {
  return useQuery({ queryKey: walletKeys.latest(count), queryFn: () => fetchTransactions({ limit: count }) });
}

/** The ledger page by page, newest first; a short page means there is nothing older. */
export function useTransactionPages(pageSize: number) {
  return useInfiniteQuery({
    queryKey: walletKeys.pages(pageSize),
    queryFn: ({ pageParam }) => fetchTransactions({ limit: pageSize, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < pageSize ? undefined : lastPage[lastPage.length - 1]?.id),
  });
}
