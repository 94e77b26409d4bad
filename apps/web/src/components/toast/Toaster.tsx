import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts } from './toast-store.ts';
import styles from './Toaster.module.css';

/**
 * Where notices appear. Two live regions that exist before any message does, so screen readers
 * announce what is added: errors assertively, everything else politely.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  const errors = toasts.filter((toast) => toast.tone === 'error');
  const notices = toasts.filter((toast) => toast.tone !== 'error');

  const renderList = (list: typeof toasts) =>
    list.map((toast) => (
      <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
        <span className={styles.icon} aria-hidden="true">
          {toast.tone === 'error' ? '!' : toast.tone === 'success' ? '✓' : 'i'}
        </span>
        <p className={styles.message}>{toast.message}</p>
        <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label="Dismiss">
          ×
        </button>
      </div>
    ));

  return (
    <div className={styles.region}>
      <div role="alert" className={styles.stack}>
        {renderList(errors)}
      </div>
      <div role="status" className={styles.stack}>
        {renderList(notices)}
      </div>
    </div>
  );
}
