import type { ReactNode } from 'react';
import styles from './InfoArticle.module.css';

interface InfoArticleProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** Wide pages (tables) use the full content width. */
  wide?: boolean;
  /** The body sits on the page itself, not on a card (for content that brings its own cards). */
  bare?: boolean;
}

/** A public page's article: a heading band, then the text in a readable column. */
export function InfoArticle({ eyebrow, title, lead, children, wide = false, bare = false }: InfoArticleProps) {
  return (
    <article className={styles.article}>
      <header className={styles.band}>
        <div className={`${styles.inner} ${wide ? styles.wide : ''}`}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.lead}>{lead}</div>
        </div>
      </header>
      <div className={`${styles.inner} ${wide ? styles.wide : ''} ${styles.body}`}>
        <div className={bare ? styles.bare : styles.prose}>{children}</div>
      </div>
    </article>
  );
}
