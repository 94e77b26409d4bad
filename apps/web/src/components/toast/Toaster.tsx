import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { clearNoticesOfPreviousPage, currentToasts, dismissToast, subscribeToToasts } from './toast-store.ts';
import styles from './Toaster.module.css';

interface ToasterProps {
  /**
   * `bar`: inside the signed-in pages' sticky app bar, which grows by the notices' height (the
   * page's sticky parts and scroll padding follow `--appbar-height`); `top`: a strip of its own
   * at the top of the public pages.
   */
  placement?: 'bar' | 'top';
}

/** Tells the page how tall the notices are, so what sticks under the app bar moves down rather than under them. */
function useNoticesHeight(region: React.RefObject<HTMLDivElement | null>, enabled: boolean) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!enabled || !element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--notices-height', `${element.getBoundingClientRect().height}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--notices-height');
    };
  }, [region, enabled]);
}

/**
 * Where notices appear: in the page's flow at the top, never floating over it, so they cover no
 * button; they leave when the page changes (one shown on the way to the new page stays). Two live
 * regions that exist before any message does, so screen readers announce what is added: errors
 * assertively, everything else politely.
 */
export function Toaster({ placement = 'bar' }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  const errors = toasts.filter((toast) => toast.tone === 'error');
  const notices = toasts.filter((toast) => toast.tone !== 'error');
  const region = useRef<HTMLDivElement>(null);
  useNoticesHeight(region, placement === 'bar');

  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    clearNoticesOfPreviousPage();
  }, [pathname]);

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
    <div ref={region} className={`${styles.region} ${styles[placement]} ${toasts.length > 0 ? styles.shown : ''}`}>
      <div role="alert" className={styles.stack}>
        {renderList(errors)}
      </div>
      <div role="status" className={styles.stack}>
        {renderList(notices)}
      </div>
    </div>
  );
}
