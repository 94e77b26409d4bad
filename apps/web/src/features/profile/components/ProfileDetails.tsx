import { Link } from 'react-router';
import { formatRupees } from '../../../lib/money.ts';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { useProfile } from '../hooks/use-profile.ts';
import styles from './ProfileDetails.module.css';

/** Name, e-mail, contests joined and the wallet balance, with the way to add funds while deposits are open. */
export function ProfileDetails({ addFunds = true }: { addFunds?: boolean }) {
  const profile = useProfile();
  if (profile.isPending) return <StatusLine tone="loading">Loading profile...</StatusLine>;
  if (profile.isError) return <StatusLine tone="error">Error loading profile</StatusLine>;
  const { name, email, joinedContests, walletBalance } = profile.data;
  // The spec's server may send the balance as a string.
  const balance = Number(walletBalance);
  return (
    <dl className={styles.details}>
      <div>
        <dt>Name</dt>
        <dd>{name}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd className={styles.email}>{email}</dd>
      </div>
      <div>
        <dt>Contests Joined</dt>
        <dd>{joinedContests}</dd>
      </div>
      <div>
        <dt>Wallet Balance</dt>
        <dd className={styles.balance}>
          <span>{formatRupees(Number.isFinite(balance) ? balance : 0)}</span>
          {addFunds && <Link to="/wallet">Add Funds</Link>}
        </dd>
      </div>
    </dl>
  );
}
