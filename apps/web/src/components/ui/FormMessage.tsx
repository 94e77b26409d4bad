import styles from './FormMessage.module.css';

interface FormMessageProps {
  /** The text exactly as the screen should say it; nothing is shown when empty. */
  message: string | null;
  tone: 'error' | 'success' | 'info';
}

/**
 * A form's outcome, announced to screen readers: errors as alerts, the rest as status. The live
 * region is always present so the first message is read out too.
 */
export function FormMessage({ message, tone }: FormMessageProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.region}>
      {message && <p className={`${styles.message} ${styles[tone]}`}>{message}</p>}
    </div>
  );
}
