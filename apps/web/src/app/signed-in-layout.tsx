import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { fetchCurrentUser } from '../features/auth/api/auth-api.ts';
import { readToken } from '../lib/auth-token.ts';
import { AppBar } from '../components/layout/AppBar.tsx';
import { BottomNav } from '../components/layout/BottomNav.tsx';
import { Toaster } from '../components/toast/Toaster.tsx';
import { WalletChip } from '../features/wallet/components/WalletChip.tsx';
import { DataCredit } from '../components/layout/DataCredit.tsx';
import { ProfileMenu } from '../components/layout/ProfileMenu.tsx';
import { NotificationBell } from '../features/notifications/components/NotificationBell.tsx';
import { useSession } from '../lib/session.ts';
import styles from './signed-in-layout.module.css';

/** Where a guard sends someone, so that signing in can bring them back. */
export interface FromState {
  from?: string;
}

/**
 * The shared layout of the signed-in pages: the app bar (with Back, the wallet and the profile
 * menu, and the notices under it) above the page, and on a phone the bottom bar. Someone
 * signed out is sent to sign in, remembering where they were headed.
 */
export default function SignedInLayout() {
  const session = useSession();
  const location = useLocation();
  // Someone who logs out (or whose session ends) here should not be sent back here by the next
  // sign-in, which may be someone else's: only a visitor who arrived signed out is remembered.
  const [arrivedSignedIn] = useState(() => session !== null);
  // The token is read, not verified, in the browser: ask the server once per token, so a
  // token it no longer accepts ends the session now (the API client drops it) and not at the
  // first failing call.
  useQuery({ queryKey: ['me', readToken()], queryFn: fetchCurrentUser, enabled: session !== null, staleTime: Infinity });

  if (!session) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={arrivedSignedIn ? null : ({ from } satisfies FromState)} />;
  }

  const showNav = session.role !== 'ROLE_ADMIN';
  return (
    <div className={`${styles.shell} ${showNav ? styles.withNav : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppBar sticky below={<Toaster />}>
        {/* A player's money is a glance away; an admin's screens are not about a wallet. */}
        <NotificationBell />
        {showNav && <WalletChip />}
        <ProfileMenu />
      </AppBar>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <DataCredit />
      </footer>
      {showNav && <BottomNav />}
    </div>
  );
}
