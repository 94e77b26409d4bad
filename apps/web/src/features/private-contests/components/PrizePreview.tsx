import { useId } from 'react';
import { toRupees, type PaisePrize } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import type { PrizePreviewFigures } from '../hooks/use-private-contest-form.ts';
import styles from './PrizePreview.module.css';

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** A prize's ranks as both prize tables write them: `#1`, or `#4–10` for a band. */
export const rankOf = ({ fromRank, toRank }: { fromRank: number; toRank: number }) => (fromRank === toRank ? `#${fromRank}` : `#${fromRank}–${toRank}`);

interface PrizePreviewProps {
  /** The figures with every spot filled; null while the spots or the fee are not numbers yet. */
  figures: PrizePreviewFigures | null;
  sharePercent: number;
}

/**
 * What the contest would pay with every spot filled, worked out by the game's own rule
 * (privateContestPreview): the fees, the platform's share, the pool and each rank's prize.
 */
export function PrizePreview({ figures, sharePercent }: PrizePreviewProps) {
  const titleId = useId();
  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Prize table
      </h3>
      {figures === null ? (
        <p className={styles.note}>Enter the spots and the entry fee to see the prizes.</p>
      ) : figures.entryFee === 0 ? (
        <p className={styles.note}>A free contest has no prize money: you play for the bragging rights.</p>
      ) : (
        <>
          <p className={styles.when}>If all {figures.spots} spots fill:</p>
          <dl className={styles.money}>
            <div>
              <dt>Entry fees</dt>
              <dd>
                {figures.spots} × {formatRupees(figures.entryFee)} = {rupees(figures.feesPaise)}
              </dd>
            </div>
            <div>
              <dt>Platform&rsquo;s share ({sharePercent}%)</dt>
              <dd>−{rupees(figures.sharePaise)}</dd>
            </div>
            <div className={styles.pool}>
              <dt>Prize pool</dt>
              <dd>{rupees(figures.poolPaise)}</dd>
            </div>
          </dl>
          {figures.prizes.length === 0 ? (
            <p className={styles.note}>The pool is too small to pay a prize.</p>
          ) : (
            <table className={styles.prizes}>
              <caption className="visually-hidden">Prizes by rank</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Prize</th>
                </tr>
              </thead>
              <tbody>
                {figures.prizes.map((prize: PaisePrize) => (
                  <tr key={prize.fromRank}>
                    <th scope="row">{rankOf(prize)}</th>
                    <td>
                      {rupees(prize.amountPaise)}
                      {prize.toRank > prize.fromRank && ' each'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className={styles.fine}>
            Prizes are worked out on the teams entered at the start: with fewer, the pool is smaller. With fewer than 2 teams the contest is cancelled and every fee refunded.
          </p>
        </>
      )}
    </section>
  );
}
