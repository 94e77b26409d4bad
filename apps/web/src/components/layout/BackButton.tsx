import { homePathFor } from '@crease/game';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import styles from './BackButton.module.css';

/** The spec shows a Back button on every route except these three. */
export const ROUTES_WITHOUT_BACK: readonly string[] = ['/', '/login', '/register'];

export function showsBackButton(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !ROUTES_WITHOUT_BACK.includes(path);
}

interface BackButtonProps {
  tone?: 'light' | 'dark';
}

/**
 * One step back in the app's history. Opened from a link or a bookmark there is no step back
 * inside the app, so it goes to the person's home (the start page when signed out) instead of
 * leaving the site.
 */
export function BackButton({ tone = 'light' }: BackButtonProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  if (!showsBackButton(location.pathname)) return null;

  const goBack = () => {
    // React Router keys the first entry of a visit 'default': there is nothing of ours before it.
    if (location.key !== 'default') {
      void navigate(-1);
      return;
    }
    const home = session ? homePathFor(session.role) : '/';
    void navigate(location.pathname === home ? '/' : home);
  };

  return (
    <button type="button" className={`${styles.back} ${styles[tone]}`} onClick={goBack}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12.5 4.5 7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>Back</span>
    </button>
  );
}
