import { useId, type ReactNode } from 'react';
import { formatStartTime, matchTitle } from '../../lib/format.ts';
import surface from './Card.module.css';
import styles from './FactCard.module.css';
import { MatchTypeTag } from './MatchTypeTag.tsx';

export interface Fact {
  term: string;
  value: ReactNode;
}

interface FactCardProps {
  title: ReactNode;
  /** Beside the title: a status badge, the credits used. */
  aside: ReactNode;
  match: { teamA: string; teamB: string; matchType: string; startTime: string };
  /** Shown two to a row under the match, as the spec names them. */
  facts: Fact[];
  /** Lines under the facts. */
  children?: ReactNode;
  /** Kept at the bottom of the card, so a row of cards lines them up. */
  actions: ReactNode;
}

/** One of the player's own things (an entry, a team) in a list: its match, its facts, what to do with it. */
export function FactCard({ title, aside, match, facts, children, actions }: FactCardProps) {
  const titleId = useId();
  return (
    <article className={`${surface.card} ${styles.card}`} aria-labelledby={titleId}>
      <header className={styles.top}>
        <h2 id={titleId} className={surface.title}>
          {title}
        </h2>
        {aside}
      </header>
      <p className={styles.match}>
        {matchTitle(match)} <MatchTypeTag type={match.matchType} />
      </p>
      <time className={styles.when} dateTime={match.startTime}>
        {formatStartTime(match.startTime)}
      </time>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}
