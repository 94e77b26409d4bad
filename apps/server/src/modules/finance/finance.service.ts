import { toRupees, type ContestMoneyView, type MoneyOverviewView } from '@crease/game';
import type { ContestsService } from '../contests/contests.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service.ts';

/**
 * The admins' view of the money, from the modules that hold it: deposits (payments), the
 * ledger and balances (wallet), withdrawals and TDS, and each contest's fees and prizes.
 */
export class FinanceService {
  constructor(
    private readonly services: {
      wallet: WalletService;
      payments: PaymentsService;
      withdrawals: WithdrawalsService;
      entries: EntriesService;
      contests: ContestsService;
    },
  ) {}

  async overview(): Promise<MoneyOverviewView> {
    const { wallet, payments, withdrawals } = this.services;
    const [ledger, deposits, requests] = await Promise.all([wallet.totals(), payments.totals(), withdrawals.totals()]);
    const of = (type: string) => ledger.byType.get(type) ?? 0;
    const entryFees = -(of('ENTRY_FEE') + of('REFUND'));
    const prizes = of('WINNING');
    const status = (name: 'REQUESTED' | 'PAID' | 'REJECTED') => requests.get(name) ?? { amountPaise: 0, tdsPaise: 0 };
    const { bonus, deposit, winnings } = ledger.balances;
    return {
      depositsIn: toRupees(deposits.capturedPaise),
      bonuses: toRupees(of('BONUS')),
      entryFees: toRupees(entryFees),
      prizesPaid: toRupees(prizes),
      platformShare: toRupees(entryFees - prizes),
      withdrawals: {
        requested: toRupees(status('REQUESTED').amountPaise),
        paid: toRupees(status('PAID').amountPaise),
        rejected: toRupees(status('REJECTED').amountPaise),
      },
      tdsWithheld: toRupees(status('PAID').tdsPaise),
      tdsPending: toRupees(status('REQUESTED').tdsPaise),
      balances: { bonus: toRupees(bonus), deposit: toRupees(deposit), winnings: toRupees(winnings), total: toRupees(bonus + deposit + winnings) },
    };
  }

  /** Per contest with entries, newest first: fees in, prizes out, and the platform's share (fees less prizes). */
  async contests(page: { limit: number; before?: number | undefined }): Promise<ContestMoneyView[]> {
    const { entries, wallet, contests } = this.services;
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
    return fees.map((row) => {
      const view = views.get(row.contestId)!;
      const prizesPaise = prizes.get(row.contestId) ?? 0;
      return {
        contestId: row.contestId,
        name: view.name,
        status: view.status,
        matchId: view.matchId,
        entries: row.entries,
        feesIn: toRupees(row.feesPaise),
        prizesOut: toRupees(prizesPaise),
        platformShare: toRupees(row.feesPaise - prizesPaise),
      };
    });
  }
}
