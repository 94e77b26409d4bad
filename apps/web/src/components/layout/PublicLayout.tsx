import type { ReactNode } from 'react';
import { Logo } from '../logo/Logo.tsx';
import { BackButton } from './BackButton.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import styles from './PublicLayout.module.css';

interface PublicLayoutProps {
  children: ReactNode;
  /** Shown at the right of the header, e.g. sign-in links. */
  actions?: ReactNode;
}

/** The frame of the public pages: a slim navy header with the logo, the page, the site footer. */
export function PublicLayout({ children, actions }: PublicLayoutProps) {
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <BackButton />
          <Logo />
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
