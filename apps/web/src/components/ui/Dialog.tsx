import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

/** What can take the focus inside a dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Dialogs open now: the page under them keeps still while any is. */
let openDialogs = 0;

interface DialogProps {
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog over the page, drawn while it is rendered. It takes the focus when it opens (its
 * first control), holds it (Tab and Shift+Tab go round inside), closes on Escape, on its Close
 * button and on a click beside it, and gives the focus back to what had it when it opened. One
 * opened from another stacks on top: Escape closes the top one only.
 */
export function Dialog({ title, subtitle, onClose, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialogRef.current)?.focus();

    openDialogs += 1;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A dialog stacked on this one is in its own part of the page, but React passes its keys up here.
    const dialog = dialogRef.current;
    if (!dialog || !dialog.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const at = focusable.indexOf(document.activeElement as HTMLElement);
    const last = focusable.length - 1;
    if (event.shiftKey && at <= 0) {
      event.preventDefault();
      focusable[last]!.focus();
    } else if (!event.shiftKey && (at === last || at === -1)) {
      event.preventDefault();
      focusable[0]!.focus();
    }
  };

  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdropDown}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <header className={styles.head}>
          <div className={styles.headText}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
