import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { homePathFor } from '@crease/game';
import { useSession } from '../../lib/session.ts';
import { Toaster } from '../toast/Toaster.tsx';
import { AppBar } from './AppBar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import styles from './PublicLayout.module.css';

/** The header's way in: sign in when signed out, home when signed in. */
function HeaderAction() {
  const session = useSession();
  return session ? (
    <Link to={homePathFor(session.role)} className={styles.action}>
      My home
    </Link>
  ) : (
    <Link to="/login" className={styles.action}>
      Sign In
    </Link>
  );
}

/** The frame of the public pages: a slim navy header with the logo, the page, the site footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppBar>
        <HeaderAction />
      </AppBar>
      <Toaster placement="top" />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
