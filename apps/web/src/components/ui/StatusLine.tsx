import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import styles from './StatusLine.module.css';

interface StatusLineProps {
  /** loading: a spinner beside the text; empty: a calm note; error: announced as an alert. */
  tone: 'loading' | 'empty' | 'error';
  children: ReactNode;
  /** Something to do about it, e.g. a 'Try again' button or a link. */
  action?: ReactNode;
}

/** The one line a list shows instead of its items: loading, nothing there, or what went wrong. */
export function StatusLine({ tone, children, action }: StatusLineProps) {
  return (
    <div className={`${styles.line} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'loading' && <Spinner />}
      <p>{children}</p>
      {action}
    </div>
  );
}
