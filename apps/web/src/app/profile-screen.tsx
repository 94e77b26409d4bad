import { Link } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { ProfileDetails } from '../features/profile/components/ProfileDetails.tsx';
import { LatestTransactions } from '../features/wallet/components/LatestTransactions.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './profile-screen.module.css';

/** `/profile` (My Account): who you are, your balance, where to go, and the last five transactions. */
export default function ProfileScreen() {
  useDocumentTitle('User Profile');
  return (
    <div className={styles.page}>
      <PageHeader title="User Profile" />
      <Panel>
        <ProfileDetails />
      </Panel>
      <nav className={styles.links} aria-label="Your contests and teams">
        <Link to="/contests">View Available Contests</Link>
        <Link to="/my-joined-contests">View My Joined Contests</Link>
        <Link to="/my-team">My Teams</Link>
        <Link to="/wallet">My Wallet</Link>
      </nav>
      <Panel title="Last Transactions">
        <LatestTransactions count={5} />
      </Panel>
    </div>
  );
}
