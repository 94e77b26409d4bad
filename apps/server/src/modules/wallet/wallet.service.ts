import { toRupees, type TransactionType, type TransactionView, type WalletView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { changeWallet, findWallet, insertTransaction, listTransactions, openWallet, type Parts, type WalletRow } from './wallet.queries.ts';

const ZERO: Parts = { bonus: 0, deposit: 0, winnings: 0 };
const totalOf = (wallet: Pick<WalletRow, 'bonusPaise' | 'depositPaise' | 'winningsPaise'>) =>
  wallet.bonusPaise + wallet.depositPaise + wallet.winningsPaise;

export interface LedgerNote {
  reference: string;
  description: string;
}

/**
 * The wallet: three parts of a balance, changed only together with a ledger row, inside the
 * caller's transaction. Never below zero (the parts are checked by the database too). Entry
 * fees are taken by the join's database function (migration 0003), in the order of `splitFee`.
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

  async balance(userId: number): Promise<WalletView> {
    const wallet = (await findWallet(this.db, userId)) ?? { bonusPaise: 0, depositPaise: 0, winningsPaise: 0 };
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
