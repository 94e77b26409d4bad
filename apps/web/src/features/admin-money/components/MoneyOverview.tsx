import type { MoneyOverviewView } from '@crease/game';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatSignedRupees } from '../rupees.ts';
import { useMoneyOverview } from '../hooks/use-admin-money.ts';
import styles from './MoneyOverview.module.css';

interface Figure {
  term: string;
  value: number;
  note?: string;
}

interface Group {
  title: string;
  figures: (overview: MoneyOverviewView) => Figure[];
}

const GROUPS: readonly Group[] = [
  {
    title: 'In and out of contests',
    figures: (money) => [
      { term: 'Deposits in', value: money.depositsIn, note: 'Payments captured' },
      { term: 'Bonuses', value: money.bonuses, note: 'Welcome bonuses credited' },
      { term: 'Entry fees', value: money.entryFees, note: 'Less refunds' },
      { term: 'Prizes paid', value: money.prizesPaid },
      { term: 'Platform share', value: money.platformShare, note: 'Entry fees less prizes' },
    ],
  },
  {
    title: 'Withdrawals',
    figures: (money) => [
      { term: 'Requested', value: money.withdrawals.requested, note: 'Waiting to be paid' },
      { term: 'Paid', value: money.withdrawals.paid },
      { term: 'Rejected', value: money.withdrawals.rejected, note: 'Back in winnings' },
      { term: 'TDS withheld', value: money.tdsWithheld, note: 'On paid withdrawals' },
      { term: 'TDS pending', value: money.tdsPending, note: 'On requested withdrawals' },
    ],
  },
  {
    title: 'Balances held',
    figures: (money) => [
      { term: 'Bonus', value: money.balances.bonus },
      { term: 'Deposits', value: money.balances.deposit },
      { term: 'Winnings', value: money.balances.winnings },
      { term: 'Total', value: money.balances.total, note: "Every player's wallet" },
    ],
  },
];

/** The money at a glance: what came in, what went to prizes and out in withdrawals, the tax, and what wallets hold. */
export function MoneyOverview() {
  const overview = useMoneyOverview();
  if (overview.isPending) return <StatusLine tone="loading">Loading the money...</StatusLine>;
  if (overview.isError) return <StatusLine tone="error">{`❌ ${errorMessage(overview.error, 'Failed to load the money')}`}</StatusLine>;
  return (
    <div className={styles.groups}>
      {GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <h2 className={styles.title}>{group.title}</h2>
          <dl className={styles.figures}>
            {group.figures(overview.data).map((figure) => (
              <div key={figure.term} className={styles.figure}>
                <dt>{figure.term}</dt>
                <dd className={styles.value}>{formatSignedRupees(figure.value)}</dd>
                {figure.note && <dd className={styles.note}>{figure.note}</dd>}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
