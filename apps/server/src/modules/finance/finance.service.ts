import { DASHBOARD_DAYS, formatCalendarDate, indianDate, startOfIndianDay, type ContestMoneyView, type DashboardView, type MoneyOverviewView } from '@crease/game';
import type { Clock } from '../../lib/clock.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ContestCatalogue } from '../contests/contests.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { MatchesService } from '../matches/matches.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service.ts';
import { presentContestMoney, presentDashboard, presentMoneyOverview, type DayFigures } from './finance.presenter.ts';

export interface FinanceDeps {
  wallet: WalletService;
  payments: PaymentsService;
  withdrawals: WithdrawalsService;
  entries: EntriesService;
  contests: ContestCatalogue;
  /** New accounts per day. */
  auth: Pick<AuthService, 'signUpsByDay'>;
  /** The live matches. */
  matches: Pick<MatchesService, 'live'>;
  clock: Clock;
}

const DAY_MS = 24 * 3_600_000;

/**
 * The platform's share of one contest, the one rule Admin Money and the dashboard count by:
 * nothing until the contest is settled (its prizes paid: upcoming, live and cancelled contests
 * keep nothing yet, or ever), then its fees less its prizes. A private contest's prizes are its
 * fees less the platform's share (rounded down to the paisa), so what it leaves is that share.
 */
export function platformShareOf(contest: { settled: boolean; feesPaise: number; prizesPaise: number }): number {
  return contest.settled ? contest.feesPaise - contest.prizesPaise : 0;
}

/**
 * The admins' view of the money, from the modules that hold it: deposits (payments), the
 * ledger and balances (wallet), withdrawals and TDS, each contest's fees and prizes, and the
 * dashboard's days.
 */
export class FinanceService {
  constructor(private readonly deps: FinanceDeps) {}

  async overview(): Promise<MoneyOverviewView> {
    const { wallet, payments, withdrawals } = this.deps;
    const [ledger, deposits, requests, shares] = await Promise.all([wallet.totals(), payments.totals(), withdrawals.totals(), this.settledShares()]);
    const of = (type: string) => ledger.byType.get(type) ?? 0;
    const status = (name: 'REQUESTED' | 'PAID' | 'REJECTED') => requests.get(name) ?? { amountPaise: 0, tdsPaise: 0 };
    return presentMoneyOverview({
      depositsInPaise: deposits.capturedPaise,
      bonusesPaise: of('BONUS'),
      entryFeesPaise: -(of('ENTRY_FEE') + of('REFUND')),
      prizesPaise: of('WINNING'),
      platformSharePaise: shares.reduce((sum, contest) => sum + contest.sharePaise, 0),
      withdrawals: { REQUESTED: status('REQUESTED'), PAID: status('PAID'), REJECTED: status('REJECTED') },
      balances: ledger.balances,
    });
  }

  /** Per contest with entries, newest first: fees in, prizes out, and the platform's share once settled. */
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
    return fees.map((row) => {
      const view = views.get(row.contestId)!;
      const money = { entries: row.entries, feesPaise: row.feesPaise, prizesPaise: prizes.get(row.contestId) ?? 0 };
      return presentContestMoney(view, { ...money, platformSharePaise: platformShareOf({ settled: view.resultDistributed, ...money }) });
    });
  }

  /**
   * The dashboard: per day in India over the last 30 (today last) new accounts, deposits
   * captured, entries and their fees, prizes paid, and the platform's share of the contests
   * settled that day; how full today's contests are; the live matches.
   */
  async dashboard(): Promise<DashboardView> {
    const { auth, payments, entries, contests, matches, clock } = this.deps;
    const now = clock.now();
    const todayStart = startOfIndianDay(indianDate(now));
    const since = new Date(todayStart.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
    const [signUps, deposits, joined, prizes, shares, todays, live] = await Promise.all([
      auth.signUpsByDay(since),
      payments.capturedByDay(since),
      entries.byDay(since),
      entries.prizesByDay(since),
      this.settledShares(since),
      contests.startingBetween(todayStart, new Date(todayStart.getTime() + DAY_MS)),
      matches.live(),
    ]);
    const shareByDay = new Map<string, number>();
    for (const contest of shares) {
      const day = formatCalendarDate(indianDate(contest.resultsAt!));
      shareByDay.set(day, (shareByDay.get(day) ?? 0) + contest.sharePaise);
    }
    const days: DayFigures[] = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
      const day = formatCalendarDate(indianDate(new Date(since.getTime() + index * DAY_MS)));
      return {
        day,
        newUsers: signUps.get(day) ?? 0,
        depositsPaise: deposits.get(day)?.amountPaise ?? 0,
        depositCount: deposits.get(day)?.count ?? 0,
        entries: joined.get(day)?.entries ?? 0,
        entryFeesPaise: joined.get(day)?.feesPaise ?? 0,
        prizesPaise: prizes.get(day) ?? 0,
        platformSharePaise: shareByDay.get(day) ?? 0,
      };
    });
    const liveMatches = await Promise.all(
      live.map(async (match) => {
        const standing = (await contests.ofMatch(match.id)).filter((contest) => contest.status !== 'CANCELLED');
        return { match, contests: standing.length, entries: standing.reduce((sum, contest) => sum + contest.entries, 0) };
      }),
    );
    return presentDashboard({ today: formatCalendarDate(indianDate(now)), days, todaysContests: todays.filter((contest) => contest.status !== 'CANCELLED'), liveMatches });
  }

  /** Every settled contest (since `since`: by when its results were fixed) with the platform's share of it. */
  private async settledShares(since?: Date): Promise<{ id: number; resultsAt: Date | null; sharePaise: number }[]> {
    const settled = (await this.deps.contests.settled(since)).filter((contest) => !since || contest.resultsAt !== null);
    const money = await this.deps.entries.moneyOfContests(settled.map((contest) => contest.id));
    return settled.map((contest) => {
      const { feesPaise = 0, prizesPaise = 0 } = money.get(contest.id) ?? {};
      return { id: contest.id, resultsAt: contest.resultsAt, sharePaise: platformShareOf({ settled: true, feesPaise, prizesPaise }) };
    });
  }
}
