import type { ReactNode } from 'react';
import { ButtonLink } from '../components/ui/Button.tsx';
import { useSession } from '../lib/session.ts';
import styles from './require-admin.module.css';

/**
 * Admin pages for admins only. Anyone else sees why, with a way home, rather than a redirect
 * (which could loop). The server checks the role on every admin call regardless.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session?.role === 'ROLE_ADMIN') return children;
  return (
    <section className={styles.notice} aria-labelledby="admin-only-title">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="5" y="10" width="14" height="10" rx="2.5" />
          <path d="M8.5 10V7.5a3.5 3.5 0 0 1 7 0V10" />
        </svg>
      </span>
      <h1 id="admin-only-title" className={styles.title}>
        This page is for admins
      </h1>
      <p className={styles.text}>
        Your account can&rsquo;t open the admin area. It is for the people who run Crease&rsquo;s matches, contests and players.
      </p>
      <ButtonLink to="/home">Go to your home page</ButtonLink>
    </section>
  );
}
