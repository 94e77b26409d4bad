import type { TransactionType, TransactionView, WalletView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { presentTransaction, presentWallet } from './wallet.presenter.ts';
import {
  changeWallet,
  creditWinningsToWallets,
  findWallet,
  insertTransaction,
  ledgerTotals,
  listTransactions,
  lockWallet,
  openWallet,
  insertWinningRows,
  prizesByEntry,
  type Parts,
  type WinningCredit,
} from './wallet.queries.ts';

export type { Parts, WinningCredit };

const ZERO: Parts = { bonus: 0, deposit: 0, winnings: 0 };

export interface LedgerNote {
  reference: string;
  description: string;
}

export interface WalletDeps {
  db: Db;
  welcomeBonusPaise: number;
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
  constructor(private readonly deps: WalletDeps) {}

  /** Opens a new account's wallet with the welcome bonus, in the transaction that creates it. */
  async open(tx: Db, userId: number): Promise<void> {
    await openWallet(tx, userId);
    if (this.deps.welcomeBonusPaise > 0) {
      await this.credit(tx, userId, 'BONUS', { ...ZERO, bonus: this.deps.welcomeBonusPaise }, { reference: 'welcome', description: 'Welcome bonus' });
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
    await creditWinningsToWallets(tx, payable);
    await insertWinningRows(tx, payable);
  }

  /** Takes money out of the given parts (amounts positive), with its ledger row (negative). Never below zero. */
  async debit(tx: Db, userId: number, type: TransactionType, parts: Parts, note: LedgerNote): Promise<void> {
    await this.credit(tx, userId, type, { bonus: -parts.bonus, deposit: -parts.deposit, winnings: -parts.winnings }, note);
  }

  /**
   * Locks a user's wallet in the caller's transaction and answers its parts: what follows (a
   * withdrawal from winnings) sees every change before it and none during it.
   */
  async lock(tx: Db, userId: number): Promise<Parts> {
    const row = await lockWallet(tx, userId);
    return { bonus: row.bonusPaise, deposit: row.depositPaise, winnings: row.winningsPaise };
  }

  /** The whole ledger by type and every wallet's parts summed, for the admins' view of the money. */
  totals(): ReturnType<typeof ledgerTotals> {
    return ledgerTotals(this.deps.db);
  }

  /** Prizes credited, by the entry that won them (settlement's WINNING rows, referenced `entry:<id>:prize`). */
  prizesByEntry(): Promise<Map<number, number>> {
    return prizesByEntry(this.deps.db);
  }

  /** A user's parts as they stand (not locked: what a join would take them from, for its preview). */
  async parts(db: Db, userId: number): Promise<Parts> {
    const row = await findWallet(db, userId);
    return row ? { bonus: row.bonusPaise, deposit: row.depositPaise, winnings: row.winningsPaise } : { ...ZERO };
  }

  async balance(userId: number): Promise<WalletView> {
    return presentWallet(await findWallet(this.deps.db, userId));
  }

  async transactions(userId: number, page: { limit: number; before?: number | undefined }): Promise<TransactionView[]> {
    return (await listTransactions(this.deps.db, userId, page)).map(presentTransaction);
  }
}
