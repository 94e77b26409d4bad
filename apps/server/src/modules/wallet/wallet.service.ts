import type { TransactionType, TransactionView, WalletView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { presentTransaction, presentWallet } from './wallet.presenter.ts';
import {
  changeWallet,
  creditWinningsInBulk,
  findWallet,
  insertTransaction,
  listTransactions,
  openWallet,
  openWallets,
  type Parts,
  type WinningCredit,
} from './wallet.queries.ts';

export type { WinningCredit };

const ZERO: Parts = { bonus: 0, deposit: 0, winnings: 0 };

export interface LedgerNote {
  reference: string;
  description: string;
}

/**
 * The wallet: three parts of a balance, changed only together with a ledger row, inside the
 * caller's transaction. Never below zero (the parts are checked by the database too).
 *
 * One writer outside this module: the join's database function (entries/join-contest.sql)
 * takes an entry fee itself, for speed. It writes `wallets` (the fee off the parts in the order
 * of `splitFee`, or an empty row for an account made before wallets existed) and
 * `wallet_transactions` (the ENTRY_FEE row with the same parts), in the join's transaction;
 * join-contest.test.ts holds it to `splitFee`.
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly welcomeBonusPaise: number,
  ) {}

  /** Opens a new account's wallet with the welcome bonus, in the transaction that creates it. */
  async open(tx: Db, userId: number): Promise<void> {
    await openWallet(tx, userId);
    if (this.welcomeBonusPaise > 0) {
      await this.credit(tx, userId, 'BONUS', { ...ZERO, bonus: this.welcomeBonusPaise }, { reference: 'welcome', description: 'Welcome bonus' });
    }
  }

  /** Puts money back, or in, to the given parts, with its ledger row. */
  async credit(tx: Db, userId: number, type: TransactionType, parts: Parts, note: LedgerNote): Promise<void> {
    if (parts.bonus + parts.deposit + parts.winnings === 0) return;
    await changeWallet(tx, userId, parts);
    await insertTransaction(tx, { userId, type, parts, ...note });
  }

  /**
   * Pays prizes into the winnings part (withdrawable), a WINNING ledger row each, inside the
   * caller's transaction: two statements for a whole batch. A reference is paid once: a second
   * WINNING row with it fails the transaction (a unique index).
   */
  async creditWinnings(tx: Db, credits: readonly WinningCredit[]): Promise<void> {
    const payable = credits.filter((credit) => credit.amountPaise > 0);
    await openWallets(tx, [...new Set(payable.map((credit) => credit.userId))]);
    await creditWinningsInBulk(tx, payable);
  }

  async balance(userId: number): Promise<WalletView> {
    return presentWallet(await findWallet(this.db, userId));
  }

  async transactions(userId: number, page: { limit: number; before?: number | undefined }): Promise<TransactionView[]> {
    return (await listTransactions(this.db, userId, page)).map(presentTransaction);
  }
}
