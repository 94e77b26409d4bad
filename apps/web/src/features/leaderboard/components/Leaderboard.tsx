import { useMemo } from 'react';
import { initialsOf } from '../../../lib/format.ts';
import { usePrefersReducedMotion } from '../../../lib/motion.ts';
import { useFlip } from '../hooks/use-flip.ts';
import { usePresence } from '../hooks/use-presence.ts';
import type { LeaderboardEntry } from '../leaderboard-entry.ts';
import styles from './Leaderboard.module.css';

export const ROW_ANIMATION_MS = 300;

const MEDALS = [
  { name: 'gold', label: '1st place, gold medal' },
  { name: 'silver', label: '2nd place, silver medal' },
  { name: 'bronze', label: '3rd place, bronze medal' },
] as const;

interface KeyedEntry extends LeaderboardEntry {
  key: string;
  rank: number;
}

/** Names can repeat (two people called Rahul Sharma): the nth of a name gets its own key. */
function keyEntries(entries: readonly LeaderboardEntry[]): KeyedEntry[] {
  const seen = new Map<string, number>();
  return entries.map((entry, index) => {
    const count = (seen.get(entry.username) ?? 0) + 1;
    seen.set(entry.username, count);
    return { ...entry, key: `${entry.username}#${count}`, rank: index + 1 };
  });
}

interface LeaderboardProps {
  /** Null while waiting for the first table. */
  entries: readonly LeaderboardEntry[] | null;
  error?: string | null;
  title?: string;
}

/** A leaderboard, ranked in the order received; rows animate in and out, and slide to a new rank, unless motion is reduced. */
export function Leaderboard({ entries, error = null, title = 'Live Leaderboard' }: LeaderboardProps) {
  const keyed = useMemo(() => keyEntries(entries ?? []), [entries]);
  const reduceMotion = usePrefersReducedMotion();
  const rows = usePresence(keyed, (entry) => entry.key, reduceMotion ? 0 : ROW_ANIMATION_MS);
  const rowRef = useFlip(rows.map((row) => row.key).join('\n'), ROW_ANIMATION_MS, !reduceMotion);

  return (
    <section className={styles.board} aria-labelledby="leaderboard-title">
      <header className={styles.header}>
        <h2 id="leaderboard-title" className={styles.title}>
          {title}
        </h2>
        {entries !== null && !error && (
          <span className={styles.live}>
            <span className={styles.dot} aria-hidden="true" /> Live
          </span>
        )}
      </header>

      <div role="alert" className={styles.alert}>
        {error && <p className={styles.error}>{error}</p>}
      </div>

      {entries === null ? (
        !error && (
          <p className={styles.empty} role="status">
            Loading leaderboard...
          </p>
        )
      ) : entries.length === 0 ? (
        <p className={styles.empty}>No leaderboard data available.</p>
      ) : (
        <ol className={styles.rows}>
          {rows.map(({ item, key, leaving }) => {
            const medal = item.rank <= 3 ? MEDALS[item.rank - 1] : undefined;
            return (
              <li
                key={key}
                ref={rowRef(key)}
                className={`${styles.row} ${medal ? styles[medal.name] : ''} ${leaving ? styles.leaving : ''}`}
                aria-hidden={leaving || undefined}
              >
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
                <span className={styles.name}>{item.username}</span>
                <span className={styles.points}>{item.totalPoints} pts</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
