import { Link } from 'react-router';
import { formatRupees } from '../../../lib/money.ts';
import { useWallet } from '../hooks/use-wallet.ts';
import styles from './WalletChip.module.css';

/** The top bar's wallet: the balance (to My Wallet) and "Add cash" (its Add Funds, opened). */
export function WalletChip() {
  const wallet = useWallet();
  return (
    <div className={styles.chip}>
      <Link to="/wallet" className={styles.balance} aria-label={wallet.data ? `Wallet balance ${formatRupees(wallet.data.balance)}` : 'Wallet'}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 6.5A2.5 2.5 0 0 1 5.5 4h9A1.5 1.5 0 0 1 16 5.5V7h.5A1.5 1.5 0 0 1 18 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-11A2.5 2.5 0 0 1 3 13.5z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="14" cy="11.5" r="1.2" fill="currentColor" />
        </svg>
        <span>{wallet.data ? formatRupees(wallet.data.balance) : '₹…'}</span>
      </Link>
      <Link to="/wallet?add=1" className={styles.add}>
        Add cash
      </Link>
    </div>
  );
}
