import { formatRupees } from '../../../lib/money.ts';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useWallet } from '../hooks/use-wallet.ts';
import styles from './WalletBalance.module.css';

/** The balance and its three parts. */
export function WalletBalance() {
  const wallet = useWallet();
  if (wallet.isPending) return <StatusLine tone="loading">Loading Wallet...</StatusLine>;
  if (wallet.isError) return <StatusLine tone="error">{errorMessage(wallet.error, 'Failed to fetch balance')}</StatusLine>;
  const { balance, bonus, deposit, winnings } = wallet.data;
  return (
    <section className={styles.card} aria-labelledby="balance-title">
      <h2 id="balance-title" className={styles.label}>
        Current Balance
      </h2>
      <p className={styles.balance}>{formatRupees(balance)}</p>
      <dl className={styles.parts}>
        <div>
          <dt>Bonus</dt>
          <dd>{formatRupees(bonus)}</dd>
        </div>
        <div>
          <dt>Deposits</dt>
          <dd>{formatRupees(deposit)}</dd>
        </div>
        <div>
          <dt>Winnings</dt>
          <dd>{formatRupees(winnings)}</dd>
        </div>
      </dl>
      <p className={styles.note}>Entry fees are taken from your bonus first, then deposits, then winnings, so winnings stay withdrawable.</p>
    </section>
  );
}
