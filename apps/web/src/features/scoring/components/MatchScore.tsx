import { useId } from 'react';
import type { InningsScoreView, MatchScorecardView, MatchState } from '@crease/game';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { legalBallsOf } from '../overs.ts';
import styles from './MatchScore.module.css';

const STATE: Record<MatchState, { tone: BadgeTone; text: string }> = {
  SCHEDULED: { tone: 'gold', text: 'Yet to start' },
  LIVE: { tone: 'green', text: 'Live' },
  COMPLETED: { tone: 'gray', text: 'Completed' },
  ABANDONED: { tone: 'red', text: 'Abandoned' },
};

/** The target of a chase, and while the chase is on what it still needs: 'Target 181 in 20 overs · Need 22 from 9 balls'. */
export function chaseText(innings: InningsScoreView, chasing: boolean): string | null {
  if (!innings.target) return null;
  const { runs, overs } = innings.target;
  const target = overs === null ? `Target ${runs}` : `Target ${runs} in ${overs} overs`;
  const needed = runs - innings.runs;
  const ballsLeft = overs === null ? null : overs * 6 - legalBallsOf(innings.overs);
  const allOut = innings.wickets >= (innings.superOver ? 2 : 10);
  if (!chasing || needed <= 0 || allOut || (ballsLeft !== null && ballsLeft <= 0)) return target;
  return `${target} · Need ${needed} ${ballsLeft === null ? (needed === 1 ? 'run' : 'runs') : `from ${ballsLeft} ${ballsLeft === 1 ? 'ball' : 'balls'}`}`;
}

/**
 * The match's score: each innings as runs/wickets (overs), with the target in a chase (and what
 * it still needs, while it is on), a side yet to bat, and the last ball in words. Super overs are
 * marked as such.
 */
export function MatchScore({ scorecard, title = 'Match score' }: { scorecard: MatchScorecardView; title?: string }) {
  const titleId = useId();
  const state = STATE[scorecard.state];
  const last = scorecard.innings.at(-1);
  const batted = new Set(scorecard.innings.map((innings) => innings.team));
  const yetToBat = scorecard.state === 'LIVE' ? [scorecard.teamA, scorecard.teamB].filter((team) => !batted.has(team)) : [];
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
              {innings.target && <span className={styles.target}>{chaseText(innings, scorecard.state === 'LIVE' && innings === last)}</span>}
            </li>
          ))}
          {yetToBat.map((team) => (
            <li key={team} className={styles.one}>
              <span className={styles.team}>{team}</span>
              <span className={styles.yet}>Yet to bat</span>
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
