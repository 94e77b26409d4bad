import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { clearToken } from '../../lib/auth-token.ts';
import { useSession } from '../../lib/session.ts';
import { initialsOf } from '../../lib/format.ts';
import styles from './ProfileMenu.module.css';

/** The player's own pages, after 'My Account'. */
const ACCOUNT_LINKS = [
  { to: '/my-joined-contests', label: 'My Contests' },
  { to: '/my-team', label: 'My Teams' },
  { to: '/wallet', label: 'My Wallet' },
] as const;

/**
 * The profile icon and its dropdown: 'My Account', the player's own pages, and 'Logout'. Closes on a click outside, on
 * Escape (returning focus to the icon) and after choosing an item.
 */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const session = useSession();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    clearToken();
    void navigate('/login', { replace: true });
  };

  const name = session?.name ?? '';

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Profile"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(name) || (
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" focusable="false">
              <circle cx="12" cy="8.5" r="4" />
              <path d="M4 20c1-4 4.3-6 8-6s7 2 8 6z" />
            </svg>
          )}
        </span>
        <svg className={styles.caret} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>

      <div id={menuId} className={styles.menu} hidden={!open}>
        {session && (
          <div className={styles.who}>
            <p className={styles.name}>{session.name}</p>
            <p className={styles.email}>{session.email}</p>
          </div>
        )}
        <ul className={styles.items}>
          <li>
            <Link to="/profile" className={styles.item} onClick={() => setOpen(false)}>
              My Account
            </Link>
          </li>
          {ACCOUNT_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.item} onClick={() => setOpen(false)}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={logout}>
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
