import { AdminCards } from '../features/admin/components/AdminCards.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './admin-home-screen.module.css';

/** `/admin`: 'Admin Control Center'. */
export default function AdminHomeScreen() {
  useDocumentTitle('Admin Control Center');
  return (
    <RequireAdmin>
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>Admin</p>
          <h1 className={styles.title}>Admin Control Center</h1>
          <p className={styles.text}>Set up matches and contests, and keep the player lists right.</p>
        </header>
        <AdminCards />
      </div>
    </RequireAdmin>
  );
}
