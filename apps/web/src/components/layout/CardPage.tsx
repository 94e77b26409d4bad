import type { ReactNode } from 'react';
import styles from './CardPage.module.css';

/** One card in the middle of a public page: forgot password, reset, verify. */
export function CardPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>{children}</div>
    </div>
  );
}
