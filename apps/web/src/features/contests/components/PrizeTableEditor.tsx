import { prizeTableProblems, prizeTableTotalPaise } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { prizeRow, readPrizeRows, type PrizeRow } from './prize-rows.ts';
import styles from './PrizeTableEditor.module.css';

interface PrizeTableEditorProps {
  rows: readonly PrizeRow[];
  onChange: (rows: PrizeRow[]) => void;
  /** The prize pool typed so far (null while blank). */
  prizePool: number | null;
  /** The contest's spots; null for unlimited. */
  spots: number | null;
  /** Puts back the suggestion: the whole pool to rank 1. */
  onUseDefault: () => void;
}

/**
 * The prize table: rank ranges and what each rank of a range wins. The total against the pool,
 * and every problem in the words the server would use, update as the admin types.
 */
export function PrizeTableEditor({ rows, onChange, prizePool, spots, onUseDefault }: PrizeTableEditorProps) {
  const { prizes, problems: rowProblems } = readPrizeRows(rows);
  const pool = prizePool ?? 0;
  const totalRupees = prizeTableTotalPaise(prizes) / 100;
  const problems = [...rowProblems, ...prizeTableProblems(prizes, pool, spots).map((problem) => problem.message)];
  const left = Math.round((pool - totalRupees) * 100) / 100;
  const share = pool > 0 ? Math.min(100, (totalRupees / pool) * 100) : 0;

  const update = (key: number, field: 'fromRank' | 'toRank' | 'amount', value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const addRow = () => {
    const last = rows.at(-1);
    const next = last && Number.isInteger(Number(last.toRank)) && last.toRank.trim() !== '' ? String(Number(last.toRank) + 1) : String(rows.length + 1);
    onChange([...rows, prizeRow(next, next, '')]);
  };

  return (
    <div className={styles.editor}>
      {rows.length === 0 ? (
        <p className={styles.none}>No prizes yet. Add a row for each range of ranks that wins.</p>
      ) : (
        <ol className={styles.rows}>
          {rows.map((row, index) => {
            const from = Number(row.fromRank);
            const to = Number(row.toRank);
            const amount = Number(row.amount);
            const count = Number.isInteger(from) && Number.isInteger(to) && to >= from ? to - from + 1 : 0;
            const rowTotal = count > 0 && amount > 0 ? formatRupees(count * amount) : '–';
            const label = `Prize row ${index + 1}`;
            return (
              <li key={row.key} className={styles.row} aria-label={label}>
                <span className={styles.index} aria-hidden="true">
                  {index + 1}
                </span>
                <label className={styles.cell}>
                  <span className={styles.cellLabel}>From rank</span>
                  <input className={styles.input} type="number" inputMode="numeric" min={1} step={1} value={row.fromRank} onChange={(event) => update(row.key, 'fromRank', event.target.value)} aria-label={`${label}, from rank`} />
                </label>
                <label className={styles.cell}>
                  <span className={styles.cellLabel}>To rank</span>
                  <input className={styles.input} type="number" inputMode="numeric" min={1} step={1} value={row.toRank} onChange={(event) => update(row.key, 'toRank', event.target.value)} aria-label={`${label}, to rank`} />
                </label>
                <label className={`${styles.cell} ${styles.amountCell}`}>
                  <span className={styles.cellLabel}>₹ per rank</span>
                  <input className={styles.input} type="number" inputMode="decimal" min={0} step={0.01} value={row.amount} onChange={(event) => update(row.key, 'amount', event.target.value)} aria-label={`${label}, amount per rank in rupees`} />
                </label>
                <span className={styles.rowTotal}>
                  <span className={styles.cellLabel}>Row total</span>
                  <span className="tabular">{rowTotal}</span>
                </span>
                <button type="button" className={styles.remove} onClick={() => onChange(rows.filter((candidate) => candidate.key !== row.key))} aria-label={`Remove prize row ${index + 1}`}>
                  ×
                </button>
              </li>
            );
          })}
        </ol>
      )}

      <div className={styles.tools}>
        <Button size="sm" variant="secondary" onClick={addRow}>
          + Add row
        </Button>
        <Button size="sm" variant="ghost" onClick={onUseDefault}>
          Whole pool to rank 1
        </Button>
      </div>

      <div className={styles.summary}>
        <p className={styles.total}>
          <span>
            Prizes total <strong className="tabular">{formatRupees(totalRupees)}</strong> of the <strong className="tabular">{formatRupees(pool)}</strong> pool
          </span>
          <span className={left < 0 ? styles.over : styles.left}>{left < 0 ? `${formatRupees(-left)} over` : `${formatRupees(left)} not allocated`}</span>
        </p>
        <div className={styles.bar} aria-hidden="true">
          <span className={left < 0 ? styles.fillOver : styles.fill} style={{ width: `${left < 0 ? 100 : share}%` }} />
        </div>
      </div>

      <div role="status" aria-live="polite">
        {problems.length > 0 && (
          <ul className={styles.problems} aria-label="Problems with the prize table">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
