import { toRupees, type ContestMoneyView, type ContestView, type DashboardDayView, type DashboardView, type MoneyOverviewView } from '@crease/game';
import type { MatchRow } from '../matches/matches.service.ts';

/** The money's totals, in paise, as the finance service adds them up. */
export interface MoneyFigures {
  depositsInPaise: number;
  bonusesPaise: number;
  entryFeesPaise: number;
  prizesPaise: number;
  /** Of settled contests only (finance.service.ts: platformShareOf). */
  platformSharePaise: number;
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
    platformShare: toRupees(figures.platformSharePaise),
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

/** A contest's money: its entries, the fees they paid, the prizes paid out, and what stays with the platform once settled. */
export function presentContestMoney(contest: ContestView, money: { entries: number; feesPaise: number; prizesPaise: number; platformSharePaise: number }): ContestMoneyView {
  return {
    contestId: contest.id,
    name: contest.name,
    status: contest.status,
    matchId: contest.matchId,
    entries: money.entries,
    feesIn: toRupees(money.feesPaise),
    prizesOut: toRupees(money.prizesPaise),
    platformShare: toRupees(money.platformSharePaise),
  };
}

/** One day of the dashboard, in paise, as the finance service adds it up. */
export interface DayFigures {
  day: string;
  newUsers: number;
  depositsPaise: number;
  depositCount: number;
  entries: number;
  entryFeesPaise: number;
  prizesPaise: number;
  platformSharePaise: number;
}

function presentDay(figures: Omit<DayFigures, 'day'>): Omit<DashboardDayView, 'day'> {
  return {
    newUsers: figures.newUsers,
    deposits: toRupees(figures.depositsPaise),
    depositCount: figures.depositCount,
    entries: figures.entries,
    entryFees: toRupees(figures.entryFeesPaise),
    prizes: toRupees(figures.prizesPaise),
    platformShare: toRupees(figures.platformSharePaise),
  };
}

export function presentDashboard(input: {
  today: string;
  days: DayFigures[];
  todaysContests: ContestView[];
  liveMatches: { match: MatchRow; contests: number; entries: number }[];
}): DashboardView {
  const totals = input.days.reduce(
    (sum, day) => ({
      newUsers: sum.newUsers + day.newUsers,
      depositsPaise: sum.depositsPaise + day.depositsPaise,
      depositCount: sum.depositCount + day.depositCount,
      entries: sum.entries + day.entries,
      entryFeesPaise: sum.entryFeesPaise + day.entryFeesPaise,
      prizesPaise: sum.prizesPaise + day.prizesPaise,
      platformSharePaise: sum.platformSharePaise + day.platformSharePaise,
    }),
    { newUsers: 0, depositsPaise: 0, depositCount: 0, entries: 0, entryFeesPaise: 0, prizesPaise: 0, platformSharePaise: 0 },
  );
  return {
    today: input.today,
    days: input.days.map((day) => ({ day: day.day, ...presentDay(day) })),
    totals: presentDay(totals),
    todaysContests: input.todaysContests.map((contest) => ({
      contestId: contest.id,
      name: contest.name,
      matchId: contest.matchId,
      match: `${contest.match.teamA} vs ${contest.match.teamB}`,
      startTime: contest.match.startTime,
      status: contest.status,
      entryFee: contest.entryFee,
      spots: contest.spots,
      entries: contest.entries,
      fillRate: contest.spots === null ? null : Math.round((contest.entries / contest.spots) * 10_000) / 10_000,
    })),
    liveMatches: input.liveMatches.map(({ match, contests, entries }) => ({
      id: match.id,
      teamA: match.teamA,
      teamB: match.teamB,
      startTime: match.startTime.toISOString(),
      matchType: match.matchType,
      scorer: match.scorer,
      contests,
      entries,
    })),
  };
}
