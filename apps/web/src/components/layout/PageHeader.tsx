import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: string;
  /** A small label above the title, e.g. 'Admin'. */
  eyebrow?: string;
  /** 'large': a bigger title and text, for a section's front page. */
  size?: 'default' | 'large';
  children?: ReactNode;
}

/** A page's heading (its one h1) with a line or two about it. */
export function PageHeader({ title, eyebrow, size = 'default', children }: PageHeaderProps) {
  return (
    <header className={size === 'large' ? `${styles.header} ${styles.large}` : styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.text}>{children}</div>}
    </header>
  );
}
