import styles from './Spinner.module.css';

/** A small spinner that inherits the text colour. Decorative: the label beside it says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
