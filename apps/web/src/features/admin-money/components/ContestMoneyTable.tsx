import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatSignedRupees } from '../rupees.ts';
import { useContestMoney } from '../hooks/use-admin-money.ts';
import styles from './ContestMoneyTable.module.css';

/** Each contest with entries, newest first: entries, fees in, prizes out and the platform's share; more by the list's Link header. */
export function ContestMoneyTable() {
  const pages = useContestMoney();
  if (pages.isPending) return <StatusLine tone="loading">Loading contests...</StatusLine>;
  if (pages.isLoadingError) return <StatusLine tone="error">{`❌ ${errorMessage(pages.error, 'Failed to load contests')}`}</StatusLine>;
  const rows = pages.items;
  if (rows.length === 0) return <StatusLine tone="empty">No contest has entries yet.</StatusLine>;
  return (
    <div className={styles.wrap}>
      {/* Scrolls sideways on a phone rather than squeezing the figures; focusable so the keyboard can scroll it. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Money by contest, scrollable">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Contest</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>
                Entries
              </th>
              <th scope="col" className={styles.number}>
                Fees in
              </th>
              <th scope="col" className={styles.number}>
                Prizes out
              </th>
              <th scope="col" className={styles.number}>
                Platform share
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.contestId}>
                <th scope="row">
                  <span className={styles.name}>{row.name}</span>
                  <span className={styles.id}>#{row.contestId}</span>
                </th>
                <td>{row.status}</td>
                <td className={styles.number}>{row.entries.toLocaleString('en-IN')}</td>
                <td className={styles.number}>{formatSignedRupees(row.feesIn)}</td>
                <td className={styles.number}>{formatSignedRupees(row.prizesOut)}</td>
                <td className={`${styles.number} ${row.platformShare < 0 ? styles.loss : ''}`}>{formatSignedRupees(row.platformShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore list={pages} failed="Failed to load contests" />
    </div>
  );
}
