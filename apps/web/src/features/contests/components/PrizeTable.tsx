import { useId } from 'react';
import type { ContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { prizeFacts, rankRange } from '../prize-facts.ts';
import styles from './PrizeTable.module.css';

/**
 * Every prize of a contest in view: the first prize, how many win and what share of the contest
 * that is, then rank → prize, row by row.
 */
export function PrizeTable({ contest }: { contest: ContestView }) {
  const titleId = useId();
  const facts = prizeFacts(contest);
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Prizes
      </h2>
      {contest.prizes.length === 0 ? (
        <p className={styles.rule}>{contest.entryFee === 0 ? 'A free contest: no prize money, just the bragging rights.' : 'No prizes.'}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>First prize</dt>
              <dd className={styles.first}>{formatRupees(facts.firstPrize)}</dd>
            </div>
            <div>
              <dt>Winners</dt>
              <dd>{facts.winners.toLocaleString('en-IN')}</dd>
            </div>
            {facts.outOf && facts.sharePercent !== null && (
              <div>
                <dt>Who wins</dt>
                <dd>{`${facts.sharePercent}% of ${facts.outOf.count.toLocaleString('en-IN')} ${facts.outOf.noun}`}</dd>
              </div>
            )}
          </dl>
          <table className={styles.table}>
            <caption className="visually-hidden">Prize by rank</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Prize</th>
              </tr>
            </thead>
            <tbody>
              {contest.prizes.map((prize) => (
                <tr key={prize.fromRank}>
                  <th scope="row">{rankRange(prize)}</th>
                  <td>
                    {formatRupees(prize.amount)}
                    {prize.toRank > prize.fromRank && <span className={styles.each}> each</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
