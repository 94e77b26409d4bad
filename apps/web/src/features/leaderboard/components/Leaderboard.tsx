import { useId, useMemo, type ReactNode } from 'react';
import { paidRanks, type PrizeRange } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { initialsOf } from '../../../lib/format.ts';
import { usePrefersReducedMotion } from '../../../lib/motion.ts';
import { useFlip } from '../hooks/use-flip.ts';
import { usePresence } from '../hooks/use-presence.ts';
import type { BoardRow } from '../leaderboard-entry.ts';
import { prizesAsTheyStand } from '../standing-prizes.ts';
import styles from './Leaderboard.module.css';

export const ROW_ANIMATION_MS = 300;

/** One empty list, so that waiting for the first table is not a new list on every render. */
const NO_ROWS: readonly BoardRow[] = [];

const MEDALS = [
  { name: 'gold', label: '1st place, gold medal' },
  { name: 'silver', label: '2nd place, silver medal' },
  { name: 'bronze', label: '3rd place, bronze medal' },
] as const;

interface LeaderboardProps {
  /** Null while waiting for the first table. */
  rows: readonly BoardRow[] | null;
  error?: string | null;
  title?: string;
  /** False once the table is final: 'Final' instead of the live marker. */
  live?: boolean;
  /** When given, a row that is an entry is a button that opens it. */
  onSelect?: (row: BoardRow) => void;
  /** Under the rows, e.g. 'Show more'. */
  footer?: ReactNode;
  /** The contest's prize table: the winning zone is marked, and each row says what it wins as it stands. */
  prizes?: readonly PrizeRange[];
  /** A line under the title: what the table ranks. */
  subtitle?: string;
}

/**
 * A leaderboard: medals and tints for ranks 1 to 3, '#n' after, initials, name and points; the
 * caller's own rows marked and prizes shown when the table has them. Rows animate in and out,
 * and slide to a new rank, unless motion is reduced.
 */
export function Leaderboard({ rows, error = null, title = 'Live Leaderboard', live = true, onSelect, footer, prizes, subtitle }: LeaderboardProps) {
  const titleId = useId();
  const reduceMotion = usePrefersReducedMotion();
  const present = usePresence(rows ?? NO_ROWS, (row) => row.key, reduceMotion ? 0 : ROW_ANIMATION_MS);
  const rowRef = useFlip(present.map((row) => row.key).join('\n'), ROW_ANIMATION_MS, !reduceMotion);
  const lastPaid = prizes ? paidRanks(prizes) : 0;
  const standing = useMemo(() => (prizes && rows ? prizesAsTheyStand(rows, prizes) : null), [prizes, rows]);

  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {rows !== null && !error && (live ? (
          <span className={styles.live}>
            <span className={styles.dot} aria-hidden="true" /> Live
          </span>
        ) : (
          <span className={styles.final}>Final</span>
        ))}
      </header>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}

      <div role="alert" className={styles.alert}>
        {error && <p className={styles.error}>{error}</p>}
      </div>

      {lastPaid > 0 && rows !== null && rows.length > 0 && (
        <p className={styles.zoneNote}>
          <span className={styles.zoneSwatch} aria-hidden="true" />
          {lastPaid === 1 ? 'Rank 1 wins' : `Ranks 1–${lastPaid.toLocaleString('en-IN')} win`}: the winning zone
        </p>
      )}
      {rows === null ? (
        !error && (
          <p className={styles.empty} role="status">
            Loading leaderboard...
          </p>
        )
      ) : rows.length === 0 ? (
        <p className={styles.empty}>No leaderboard data available.</p>
      ) : (
        <ol className={styles.rows}>
          {present.map(({ item, key, leaving }) => {
            const medal = item.rank <= 3 ? MEDALS[item.rank - 1] : undefined;
            const winning = item.rank <= lastPaid;
            const content = (
              <>
                {medal ? (
                  <span className={styles.medal} role="img" aria-label={medal.label}>
                    <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true" focusable="false">
                      <path d="M8 1h5l3 8h-5zM20 1h-5l-3 8h5z" className={styles.ribbon} />
                      <circle cx="14" cy="17" r="10" className={styles.disc} />
                      <text x="14" y="21.5" textAnchor="middle" className={styles.medalRank}>
                        {item.rank}
                      </text>
                    </svg>
                  </span>
                ) : (
                  <span className={styles.position}>#{item.rank}</span>
                )}
                <span className={styles.avatar} aria-hidden="true">
                  {initialsOf(item.username)}
                </span>
                <span className={styles.who}>
                  <span className={styles.name}>{item.username}</span>
                  {item.mine && <span className={styles.you}>You</span>}
                </span>
                <span className={styles.score}>
                  <span className={styles.points}>{item.totalPoints} pts</span>
                  {item.prize ? (
                    <span className={styles.prize}>Won {formatRupees(item.prize)}</span>
                  ) : item.prize === null || item.prize === undefined ? (
                    standing?.has(item.key) && <span className={styles.prize}>Wins {formatRupees(standing.get(item.key)!)}</span>
                  ) : null}
                </span>
                {winning && <span className="visually-hidden">, in the winning zone</span>}
              </>
            );
            const classes = [styles.row, medal ? styles[medal.name] : '', winning ? styles.winning : '', item.mine ? styles.mine : '', leaving ? styles.leaving : ''].join(' ');
            return (
              <li key={key} ref={rowRef(key)} className={classes} aria-hidden={leaving || undefined}>
                {onSelect && item.entryId !== undefined ? (
                  <button type="button" className={`${styles.content} ${styles.select}`} onClick={() => onSelect(item)} tabIndex={leaving ? -1 : undefined}>
                    {content}
                  </button>
                ) : (
                  <div className={styles.content}>{content}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {footer}
    </section>
  );
}
