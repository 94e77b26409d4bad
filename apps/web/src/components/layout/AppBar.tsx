import type { ReactNode } from 'react';
import { Logo } from '../logo/Logo.tsx';
import { BackButton } from './BackButton.tsx';
import styles from './AppBar.module.css';

interface AppBarProps {
  /** What sits at the right end: the profile menu, or the public pages' sign-in link. */
  children: ReactNode;
  /** Stays in view while the page scrolls (the signed-in pages). */
  sticky?: boolean;
  /** What the bar carries under it, staying with it: the notices. */
  below?: ReactNode;
}

/** The navy bar on top of every page but the start page: Back, the logo (to the start page), and the end. */
export function AppBar({ children, sticky = false, below }: AppBarProps) {
  return (
    <header className={sticky ? `${styles.header} ${styles.sticky}` : styles.header}>
      <div className={styles.bar}>
        <BackButton />
        <Logo compact={sticky} />
        <div className={styles.end}>{children}</div>
      </div>
      {below}
    </header>
  );
}
