import { useId } from 'react';
import { PRIZE_TEMPLATE_LABELS, type ContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { rankOf } from './PrizePreview.tsx';
import styles from './PrizeList.module.css';

/**
 * A private contest's prizes by its template: before the start what it pays with every spot
 * filled (the server's figures), after the start what it pays on the entries it has.
 */
export function PrizeList({ contest, started }: { contest: ContestView; started: boolean }) {
  const titleId = useId();
  // A free contest pays nothing, whatever template it was made with.
  const template = contest.prizeTemplate && contest.entryFee > 0 ? PRIZE_TEMPLATE_LABELS[contest.prizeTemplate] : null;
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Prizes{template && `: ${template.name}`}
      </h2>
      {template && <p className={styles.rule}>{template.rule}</p>}
      {contest.prizes.length === 0 ? (
        <p className={styles.rule}>{contest.entryFee === 0 ? 'A free contest: no prize money, just the bragging rights.' : 'No prizes.'}</p>
      ) : (
        <>
          {!started && contest.spots !== null && <p className={styles.rule}>{`With all ${contest.spots} spots filled; fewer teams, a smaller pool.`}</p>}
          <ol className={styles.list}>
            {contest.prizes.map((prize) => (
              <li key={prize.fromRank}>
                <span className={styles.rank}>{rankOf(prize)}</span>
                <span className={styles.amount}>
                  {formatRupees(prize.amount)}
                  {prize.toRank > prize.fromRank && ' each'}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
