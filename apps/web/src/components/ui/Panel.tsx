import { useId, type ReactNode } from 'react';
import styles from './Panel.module.css';

interface PanelProps {
  title?: string;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Put beside the title (a button, a badge). */
  aside?: ReactNode;
  className?: string;
}

/** A white card section with an optional h2. */
export function Panel({ title, intro, children, aside, className }: PanelProps) {
  const id = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`.trim()} aria-labelledby={title ? id : undefined}>
      {title && (
        <header className={styles.head}>
          <div className={styles.headText}>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
          {aside}
        </header>
      )}
      {children}
    </section>
  );
}
