import { PageHeader } from '../components/layout/PageHeader.tsx';
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
        <PageHeader eyebrow="Admin" title="Admin Control Center" size="large">
          <p>Set up matches and contests, keep the player lists right, and pay out withdrawals.</p>
        </PageHeader>
        <AdminCards />
      </div>
    </RequireAdmin>
  );
}
