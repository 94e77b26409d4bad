import { Link } from 'react-router';
import { useToken } from '../../../lib/session.ts';
import { useUnreadNotifications } from '../hooks/use-notifications.ts';
import { BellGlyph } from './BellGlyph.tsx';
import styles from './NotificationBell.module.css';

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
