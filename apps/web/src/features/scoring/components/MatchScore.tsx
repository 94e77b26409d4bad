import { useId } from 'react';
import type { InningsScoreView, MatchScorecardView, MatchState } from '@crease/game';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import styles from './MatchScore.module.css';

const STATE: Record<MatchState, { tone: BadgeTone; text: string }> = {
  SCHEDULED: { tone: 'gold', text: 'Yet to start' },
  LIVE: { tone: 'green', text: 'Live' },
  COMPLETED: { tone: 'gray', text: 'Completed' },
  ABANDONED: { tone: 'red', text: 'Abandoned' },
};

function targetText(innings: InningsScoreView): string | null {
  if (!innings.target) return null;
  const { runs, overs } = innings.target;
  return overs === null ? `Target ${runs}` : `Target ${runs} in ${overs} overs`;
}

/** How far the chase is: 'Need 22 from 9 balls' is beyond a score line; the runs still needed are not. */
function chaseText(innings: InningsScoreView): string | null {
  if (!innings.target) return null;
  const needed = innings.target.runs - innings.runs;
  return needed > 0 ? `${needed} more to win` : null;
}

/**
 * The match's score: each innings as runs/wickets (overs), with the target in a chase, and the
 * last ball in words. Super overs are marked as such.
 */
export function MatchScore({ scorecard, title = 'Match score' }: { scorecard: MatchScorecardView; title?: string }) {
  const titleId = useId();
  const state = STATE[scorecard.state];
  return (
    <section className={styles.score} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Badge tone={state.tone}>{state.text}</Badge>
      </header>
      {scorecard.innings.length === 0 ? (
        <p className={styles.none}>
          {scorecard.teamA} vs {scorecard.teamB}: no balls bowled yet.
        </p>
      ) : (
        <ol className={styles.innings}>
          {scorecard.innings.map((innings) => (
            <li key={innings.number} className={styles.one}>
              <span className={styles.team}>
                {innings.team}
                {innings.superOver && <span className={styles.tag}>Super over</span>}
              </span>
              <span className={styles.runs}>
                {innings.runs}/{innings.wickets}
                <span className={styles.overs}> ({innings.overs} ov)</span>
              </span>
              {innings.target && (
                <span className={styles.target}>
                  {targetText(innings)}
                  {chaseText(innings) && ` · ${chaseText(innings)}`}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {scorecard.lastBall && (
        <p className={styles.lastBall}>
          <span className={styles.lastLabel}>Last ball</span> {scorecard.lastBall.summary}
        </p>
      )}
    </section>
  );
}
