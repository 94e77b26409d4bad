import { Link } from 'react-router';
import { useToken } from '../../../lib/session.ts';
import { useUnreadNotifications } from '../hooks/use-notifications.ts';
import styles from './NotificationBell.module.css';

function BellGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The bell of the top bar: the unread count, live; it leads to the notifications. */
export function NotificationBell() {
  const token = useToken();
  const { unread } = useUnreadNotifications(token);
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Link to="/notifications" className={styles.bell} aria-label={label} title={label}>
      <BellGlyph />
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
