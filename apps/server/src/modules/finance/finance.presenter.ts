import { toRupees, type ContestMoneyView, type ContestView, type MoneyOverviewView } from '@crease/game';

/** The money's totals, in paise, as the finance service adds them up. */
export interface MoneyFigures {
  depositsInPaise: number;
  bonusesPaise: number;
  entryFeesPaise: number;
  prizesPaise: number;
  withdrawals: Record<'REQUESTED' | 'PAID' | 'REJECTED', { amountPaise: number; tdsPaise: number }>;
  balances: { bonus: number; deposit: number; winnings: number };
}

export function presentMoneyOverview(figures: MoneyFigures): MoneyOverviewView {
  const { withdrawals, balances } = figures;
  const { bonus, deposit, winnings } = balances;
  return {
    depositsIn: toRupees(figures.depositsInPaise),
    bonuses: toRupees(figures.bonusesPaise),
    entryFees: toRupees(figures.entryFeesPaise),
    prizesPaid: toRupees(figures.prizesPaise),
    platformShare: toRupees(figures.entryFeesPaise - figures.prizesPaise),
    withdrawals: {
      requested: toRupees(withdrawals.REQUESTED.amountPaise),
      paid: toRupees(withdrawals.PAID.amountPaise),
      rejected: toRupees(withdrawals.REJECTED.amountPaise),
    },
    tdsWithheld: toRupees(withdrawals.PAID.tdsPaise),
    tdsPending: toRupees(withdrawals.REQUESTED.tdsPaise),
    balances: { bonus: toRupees(bonus), deposit: toRupees(deposit), winnings: toRupees(winnings), total: toRupees(bonus + deposit + winnings) },
  };
}

/** A contest's money: its entries, the fees they paid, the prizes paid out, and what stays with the platform. */
export function presentContestMoney(contest: ContestView, money: { entries: number; feesPaise: number; prizesPaise: number }): ContestMoneyView {
  return {
    contestId: contest.id,
    name: contest.name,
    status: contest.status,
    matchId: contest.matchId,
    entries: money.entries,
    feesIn: toRupees(money.feesPaise),
    prizesOut: toRupees(money.prizesPaise),
    platformShare: toRupees(money.feesPaise - money.prizesPaise),
  };
}
