import type { ReactNode } from 'react';
import { BackButton } from '../../../components/layout/BackButton.tsx';
import { Logo } from '../../../components/logo/Logo.tsx';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import styles from './AuthShell.module.css';

const POINTS = [
  'Pick 11 real cricketers for a real match',
  'Captain scores 2x, vice-captain 1.5x',
  'Watch the leaderboard move ball by ball',
] as const;

/** The frame of the sign-in and sign-up screens: the brand on one side, the form on the other, its notices above the form. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <aside className={styles.brand}>
        <div className={styles.top}>
          {/* Renders nothing on /login and /register, as the spec asks; there for any other screen that uses this frame. */}
          <BackButton />
          <Logo size="lg" />
        </div>
        <div className={styles.pitch}>
          <p className={styles.headline}>Experience the Thrill of Fantasy Cricket</p>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <p className={styles.fine}>18+ only. Please play responsibly.</p>
      </aside>
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* The notices these screens raise ('Google OAuth coming soon'): above the form, in its column. */}
        <div className={styles.column}>
          <Toaster placement="top" />
          <div className={styles.card}>{children}</div>
        </div>
      </main>
    </div>
  );
}
