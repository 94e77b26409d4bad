import { Link } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { NotificationList } from '../features/notifications/components/NotificationList.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './screen.module.css';

/** `/notifications`: what Crease has told the player, newest first. */
export default function NotificationsScreen() {
  useDocumentTitle('Notifications');
  return (
    <div className={styles.page}>
      <PageHeader title="Notifications">
        <p>
          Choose what you are told, by push and by e-mail, in <Link to="/profile#notifications">your profile</Link>.
        </p>
      </PageHeader>
      <NotificationList />
    </div>
  );
}
