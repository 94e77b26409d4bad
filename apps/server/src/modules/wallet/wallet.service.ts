import { splitFee, toRupees, type TransactionType, type TransactionView, type WalletView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { changeWallet, findWallet, insertTransaction, listTransactions, openWallet, type Parts, type WalletRow } from './wallet.queries.ts';

const ZERO: Parts = { bonus: 0, deposit: 0, winnings: 0 };
const negate = (parts: Parts): Parts => ({ bonus: -parts.bonus, deposit: -parts.deposit, winnings: -parts.winnings });
const totalOf = (wallet: Pick<WalletRow, 'bonusPaise' | 'depositPaise' | 'winningsPaise'>) =>
  wallet.bonusPaise + wallet.depositPaise + wallet.winningsPaise;

export interface LedgerNote {
  reference: string;
  description: string;
}

/**
 * The wallet: three parts of a balance, changed only together with a ledger row, inside the
 * caller's transaction. Never below zero (the parts are checked by the database too).
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

  /**
   * Locks a user's wallet until the transaction ends: a user's money moves one request at a
   * time, so the same rupee is never spent twice.
   */
  async lock(tx: Db, userId: number): Promise<WalletRow> {
    const wallet = await findWallet(tx, userId, { lock: true });
    if (wallet) return wallet;
    await openWallet(tx, userId);
    return (await findWallet(tx, userId, { lock: true }))!;
  }

  /** Takes a fee from a locked wallet: bonus first, then deposits, then winnings. */
  async payFee(tx: Db, wallet: WalletRow, feePaise: number, note: LedgerNote): Promise<{ parts: Parts; balancePaise: number }> {
    const parts = splitFee(feePaise, { bonus: wallet.bonusPaise, deposit: wallet.depositPaise, winnings: wallet.winningsPaise });
    if (!parts) {
      throw conflict(
        `Your balance of ₹${toRupees(totalOf(wallet)).toFixed(2)} is less than the entry fee of ₹${toRupees(feePaise).toFixed(2)}. Add funds on the Wallet page.`,
        'INSUFFICIENT_BALANCE',
      );
    }
    if (feePaise === 0) return { parts, balancePaise: totalOf(wallet) };
    const after = await changeWallet(tx, wallet.userId, negate(parts));
    await insertTransaction(tx, { userId: wallet.userId, type: 'ENTRY_FEE', parts: negate(parts), ...note });
    return { parts, balancePaise: totalOf(after) };
  }

  /** Puts money back, or in, to the given parts, with its ledger row. */
  async credit(tx: Db, userId: number, type: TransactionType, parts: Parts, note: LedgerNote): Promise<void> {
    if (parts.bonus + parts.deposit + parts.winnings === 0) return;
    await openWallet(tx, userId);
    await changeWallet(tx, userId, parts);
    await insertTransaction(tx, { userId, type, parts, ...note });
  }

  async balance(userId: number, db: Db = this.db): Promise<WalletView> {
    const wallet = (await findWallet(db, userId)) ?? { bonusPaise: 0, depositPaise: 0, winningsPaise: 0 };
    return {
      balance: toRupees(totalOf(wallet)),
      bonus: toRupees(wallet.bonusPaise),
      deposit: toRupees(wallet.depositPaise),
      winnings: toRupees(wallet.winningsPaise),
    };
  }

  async transactions(userId: number, page: { limit: number; before?: number | undefined }): Promise<TransactionView[]> {
    return (await listTransactions(this.db, userId, page)).map((row) => ({
      id: row.id,
      type: row.type,
      amount: toRupees(row.amountPaise),
      timestamp: row.createdAt.toISOString(),
      description: row.description,
    }));
  }
}
