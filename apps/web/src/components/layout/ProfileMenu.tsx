import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { initialsOf } from '../../lib/format.ts';
import { usePopupMenu } from './use-popup-menu.ts';
import styles from './ProfileMenu.module.css';

/** The player's own pages, after 'My Account'. */
const ACCOUNT_LINKS = [
  { to: '/my-joined-contests', label: 'My Contests' },
  { to: '/my-team', label: 'My Teams' },
  { to: '/wallet', label: 'My Wallet' },
  { to: '/leagues', label: 'My Leagues' },
  { to: '/refer-and-earn', label: 'Refer and Earn' },
  { to: '/support', label: 'Help' },
] as const;

/**
 * The profile icon (the player's initials) and its dropdown: 'My Account', the player's own
 * pages, and 'Logout'. The dropdown holds the focus while open (usePopupMenu); it closes on a
 * click outside, on Escape (returning focus to the icon) and after choosing an item.
 */
export function ProfileMenu() {
  const menu = usePopupMenu();
  const menuId = useId();
  const navigate = useNavigate();
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);

  // The server ends the session first; offline, the person is signed out here all the same.
  const logout = async () => {
    if (signingOut) return;
    setSigningOut(true);
    menu.close();
    await signOut();
    void navigate('/login', { replace: true });
  };

  const initials = initialsOf(session?.name ?? '');

  return (
    <div className={styles.root} ref={menu.rootRef} onKeyDown={menu.onKeyDown}>
      <button ref={menu.buttonRef} type="button" className={styles.trigger} aria-expanded={menu.open} aria-controls={menuId} onClick={menu.toggle}>
        {/* The name starts with the initials shown, so "click AR" works by voice (WCAG 2.5.3). */}
        <span className={styles.avatar}>
          {initials || (
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
              <circle cx="12" cy="8.5" r="4" />
              <path d="M4 20c1-4 4.3-6 8-6s7 2 8 6z" />
            </svg>
          )}
        </span>{' '}
        <span className="visually-hidden">Profile</span>
        <svg className={styles.caret} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>

      <div id={menuId} ref={menu.menuRef} className={styles.menu} hidden={!menu.open}>
        {session && (
          <div className={styles.who}>
            <p className={styles.name}>{session.name}</p>
            <p className={styles.email}>{session.email}</p>
          </div>
        )}
        <ul className={styles.items}>
          <li>
            <Link to="/profile" className={styles.item} onClick={menu.close}>
              My Account
            </Link>
          </li>
          {ACCOUNT_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.item} onClick={menu.close}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={() => void logout()}>
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
