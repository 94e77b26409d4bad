import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { WalletBalance } from '../features/wallet/components/WalletBalance.tsx';
import { WalletTransactions } from '../features/wallet/components/WalletTransactions.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './wallet-screen.module.css';

/** `/wallet`: the balance with its parts, and the ledger behind it. */
export default function WalletScreen() {
  useDocumentTitle('My Wallet');
  return (
    <div className={styles.page}>
      <PageHeader title="My Wallet" />
      <WalletBalance />
      <p className={styles.funds}>
        <strong>Adding funds is not available yet.</strong> It arrives in a later update; until then, contests are paid from your welcome bonus, refunds and winnings.
      </p>
      <Panel title="Transactions" intro="Every change to your balance, newest first.">
        <WalletTransactions />
      </Panel>
    </div>
  );
}
