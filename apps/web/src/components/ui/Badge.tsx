import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'green' | 'red' | 'gold' | 'navy' | 'gray';

/** A short state in a pill: 'Playing', 'LIVE', 'Prizes paid'. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
