import styles from './MatchTypeTag.module.css';

/** A match's format in a small navy pill: 'T20', 'ODI', 'TEST'. */
export function MatchTypeTag({ type }: { type: string }) {
  return <span className={styles.tag}>{type}</span>;
}
