import { useId } from 'react';
import styles from './DailyChart.module.css';

export interface DayValue {
  /** The day, 'YYYY-MM-DD'. */
  day: string;
  value: number;
}

interface DailyChartProps {
  title: string;
  days: readonly DayValue[];
  /** How a value reads: '₹1,200.00', '12'. */
  format: (value: number) => string;
  /** What a day's value is a count or sum of, for the table's column: 'Deposits (₹)'. */
  column?: string;
  tone?: 'green' | 'navy' | 'gold' | 'red';
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '12 Nov', for a day written 'YYYY-MM-DD' (read as that calendar day, whatever the reader's zone). */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const WIDTH = 300;
const HEIGHT = 100;

/**
 * A value per day as bars: the total and the best day in words above, the bars drawn for the eye
 * (an SVG image whose name says what they show), and every day's figure in a table a click away,
 * for a screen reader or anyone who wants the numbers.
 */
export function DailyChart({ title, days, format, column = title, tone = 'green' }: DailyChartProps) {
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const max = Math.max(0, ...days.map((day) => day.value));
  const min = Math.min(0, ...days.map((day) => day.value));
  const best = days.reduce<DayValue | null>((top, day) => (top === null || day.value > top.value ? day : top), null);
  const range = max - min || 1;
  const slot = days.length > 0 ? WIDTH / days.length : WIDTH;
  // The line at zero: at the foot unless some day is below it (a day with more prizes than fees).
  const zeroY = max === 0 && min === 0 ? HEIGHT : (max / range) * HEIGHT;
  const first = days[0];
  const last = days.at(-1);
  const span = first && last ? `${formatDay(first.day)} to ${formatDay(last.day)}` : 'no days';
  const summary =
    best && best.value !== 0 ? `${format(total)} in all; the most on ${formatDay(best.day)}: ${format(best.value)}` : `${format(total)} in all`;

  return (
    <figure className={`${styles.chart} ${styles[tone]}`} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.total}>{format(total)}</p>
        <p className={styles.summary}>{best && best.value !== 0 ? `Most on ${formatDay(best.day)}: ${format(best.value)}` : 'None in these days'}</p>
      </figcaption>
      <div className={styles.plot}>
        <span className={styles.max} aria-hidden="true">
          {max > 0 ? format(max) : ''}
        </span>
        <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`${title} per day, ${span}: ${summary}.`}>
          <line className={styles.axis} x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} vectorEffect="non-scaling-stroke" />
          {days.map((day, index) => {
            const height = (Math.abs(day.value) / range) * HEIGHT;
            return (
              <rect
                key={day.day}
                className={day.value < 0 ? styles.negative : styles.bar}
                x={index * slot + slot * 0.15}
                width={slot * 0.7}
                y={day.value >= 0 ? zeroY - height : zeroY}
                height={Math.max(height, day.value === 0 ? 0 : 0.5)}
              />
            );
          })}
        </svg>
        <span className={styles.from} aria-hidden="true">
          {first ? formatDay(first.day) : ''}
        </span>
        <span className={styles.to} aria-hidden="true">
          {last ? formatDay(last.day) : ''}
        </span>
      </div>
      <details className={styles.details}>
        <summary>{`${title}: every day`}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={styles.number}>
                {column}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{formatDay(day.day)}</time>
                </th>
                <td className={`${styles.number} tabular`}>{format(day.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
