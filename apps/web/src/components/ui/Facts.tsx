import type { ReactNode } from 'react';
import styles from './Facts.module.css';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** A record's facts, term above value, as many to a row as fit. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
