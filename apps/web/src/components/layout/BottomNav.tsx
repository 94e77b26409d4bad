import { NavLink } from 'react-router';
import styles from './BottomNav.module.css';

const ICONS = {
  home: 'M3 9.5 10 4l7 5.5V16a1 1 0 0 1-1 1h-3.5v-4.5h-5V17H4a1 1 0 0 1-1-1z',
  contests: 'M6 3h8v3.5a4 4 0 0 1-8 0zM6 5H3.5a2.5 2.5 0 0 0 2.7 2.5M14 5h2.5a2.5 2.5 0 0 1-2.7 2.5M10 10.5V14M7 17h6M8 14h4v3H8z',
  mine: 'M4 3.5h12v13H4zM7 7.5h6M7 10.5h6M7 13.5h3.5',
  wallet: 'M3 6.5A2.5 2.5 0 0 1 5.5 4h9A1.5 1.5 0 0 1 16 5.5V7h.5A1.5 1.5 0 0 1 18 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-11A2.5 2.5 0 0 1 3 13.5z',
  profile: 'M10 10a3.25 3.25 0 1 0 0-6.5 3.25 3.25 0 0 0 0 6.5zM3.5 17c.8-3.2 3.3-5 6.5-5s5.7 1.8 6.5 5',
} as const;

/** The player's five places, always a thumb away on a phone. */
export const BOTTOM_NAV = [
  { to: '/home', label: 'Home', icon: ICONS.home },
  { to: '/contests', label: 'Contests', icon: ICONS.contests },
  { to: '/my-joined-contests', label: 'My Contests', icon: ICONS.mine },
  { to: '/wallet', label: 'Wallet', icon: ICONS.wallet },
  { to: '/profile', label: 'Profile', icon: ICONS.profile },
] as const;

/** The bottom bar of the signed-in pages at phone width (wider screens have the top bar's menu). */
export function BottomNav() {
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {BOTTOM_NAV.map(({ to, label, icon }) => (
          <li key={to}>
            <NavLink to={to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
              <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" focusable="false">
                <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
