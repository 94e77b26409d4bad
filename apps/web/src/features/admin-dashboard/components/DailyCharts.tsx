import { formatRupees, type DashboardDayView } from '@crease/game';
import { DailyChart } from './DailyChart.tsx';
import styles from './DailyCharts.module.css';

const count = (value: number) => value.toLocaleString('en-IN');
const rupees = (value: number) => (value < 0 ? `−${formatRupees(-value)}` : formatRupees(value));

interface Series {
  title: string;
  column: string;
  pick: (day: DashboardDayView) => number;
  format: (value: number) => string;
  tone: 'green' | 'navy' | 'gold' | 'red';
}

const SERIES: readonly Series[] = [
  { title: 'New users', column: 'Sign-ups', pick: (day) => day.newUsers, format: count, tone: 'navy' },
  { title: 'Deposits', column: 'Deposits (₹)', pick: (day) => day.deposits, format: rupees, tone: 'green' },
  { title: 'Entries', column: 'Entries', pick: (day) => day.entries, format: count, tone: 'navy' },
  { title: 'Entry fees', column: 'Fees (₹)', pick: (day) => day.entryFees, format: rupees, tone: 'green' },
  { title: 'Prizes', column: 'Prizes (₹)', pick: (day) => day.prizes, format: rupees, tone: 'gold' },
  { title: 'Platform share', column: 'Share (₹)', pick: (day) => day.platformShare, format: rupees, tone: 'green' },
];

/** The six figures of the last 30 days, a chart each. */
export function DailyCharts({ days }: { days: readonly DashboardDayView[] }) {
  return (
    <div className={styles.grid}>
      {SERIES.map((series) => (
        <DailyChart key={series.title} title={series.title} column={series.column} format={series.format} tone={series.tone} days={days.map((day) => ({ day: day.day, value: series.pick(day) }))} />
      ))}
    </div>
  );
}
