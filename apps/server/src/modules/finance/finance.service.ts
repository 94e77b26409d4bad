import type { ContestMoneyView, MoneyOverviewView } from '@crease/game';
import type { ContestCatalogue } from '../contests/contests.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service.ts';
import { presentContestMoney, presentMoneyOverview } from './finance.presenter.ts';

export interface FinanceDeps {
  wallet: WalletService;
  payments: PaymentsService;
  withdrawals: WithdrawalsService;
  entries: EntriesService;
  contests: ContestCatalogue;
}

/**
 * The admins' view of the money, from the modules that hold it: deposits (payments), the
 * ledger and balances (wallet), withdrawals and TDS, and each contest's fees and prizes.
 */
export class FinanceService {
  constructor(private readonly deps: FinanceDeps) {}

  async overview(): Promise<MoneyOverviewView> {
    const { wallet, payments, withdrawals } = this.deps;
    const [ledger, deposits, requests] = await Promise.all([wallet.totals(), payments.totals(), withdrawals.totals()]);
    const of = (type: string) => ledger.byType.get(type) ?? 0;
    const status = (name: 'REQUESTED' | 'PAID' | 'REJECTED') => requests.get(name) ?? { amountPaise: 0, tdsPaise: 0 };
    return presentMoneyOverview({
      depositsInPaise: deposits.capturedPaise,
      bonusesPaise: of('BONUS') + of('REFERRAL_BONUS'),
      entryFeesPaise: -(of('ENTRY_FEE') + of('REFUND')),
      prizesPaise: of('WINNING'),
      withdrawals: { REQUESTED: status('REQUESTED'), PAID: status('PAID'), REJECTED: status('REJECTED') },
      balances: ledger.balances,
    });
  }

  /** Per contest with entries, newest first: fees in, prizes out, and the platform's share (fees less prizes). */
  async contests(page: { limit: number; before?: number | undefined }): Promise<ContestMoneyView[]> {
    const { entries, wallet, contests } = this.deps;
    const fees = await entries.feesByContest(page);
    const onPage = new Set(fees.map((row) => row.contestId));
    const prizesByEntry = await wallet.prizesByEntry();
    const contestOf = await entries.contestsOfEntries([...prizesByEntry.keys()]);
    const prizes = new Map<number, number>();
    for (const [entryId, paise] of prizesByEntry) {
      const contestId = contestOf.get(entryId);
      if (contestId !== undefined && onPage.has(contestId)) prizes.set(contestId, (prizes.get(contestId) ?? 0) + paise);
    }
    const views = new Map((await contests.views([...onPage])).map((view) => [view.id, view]));
    return fees.map((row) => presentContestMoney(views.get(row.contestId)!, { entries: row.entries, feesPaise: row.feesPaise, prizesPaise: prizes.get(row.contestId) ?? 0 }));
  }
}
