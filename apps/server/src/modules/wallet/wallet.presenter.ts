import { toRupees, type TransactionView, type WalletView } from '@crease/game';
import type { TransactionRow, WalletRow } from './wallet.queries.ts';

type Balance = Pick<WalletRow, 'bonusPaise' | 'depositPaise' | 'winningsPaise'>;

/** The balance and its parts in rupees; an account with no wallet row yet has nothing. */
export function presentWallet(wallet: Balance | undefined): WalletView {
  const { bonusPaise, depositPaise, winningsPaise } = wallet ?? { bonusPaise: 0, depositPaise: 0, winningsPaise: 0 };
  return {
    balance: toRupees(bonusPaise + depositPaise + winningsPaise),
    bonus: toRupees(bonusPaise),
    deposit: toRupees(depositPaise),
    winnings: toRupees(winningsPaise),
  };
}

/** A ledger row in rupees, debits negative. */
export function presentTransaction(row: TransactionRow): TransactionView {
  return {
    id: row.id,
    type: row.type,
    amount: toRupees(row.amountPaise),
    timestamp: row.createdAt.toISOString(),
    description: row.description,
  };
}
