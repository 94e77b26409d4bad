import { Link } from 'react-router';
import { formatRupees, type TransactionType } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Facts } from '../../../components/ui/Facts.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePlayerPanel } from '../hooks/use-support.ts';
import styles from './PlayerPanel.module.css';

interface PlayerPanelProps {
  conversationId: number;
  /** A ledger row's type in words (the wallet's labels). */
  transactionLabel: (type: TransactionType) => string;
  /** An audit event's kind in words (the audit log's). */
  auditKind: (kind: string) => string;
}

/** Beside a conversation: its player's account, wallet, latest transactions, KYC and standing, and their latest audit events. */
export function PlayerPanel({ conversationId, transactionLabel, auditKind }: PlayerPanelProps) {
  const panel = usePlayerPanel(conversationId);
  if (panel.isPending) return <StatusLine tone="loading">Loading the player...</StatusLine>;
  if (panel.isError) return <StatusLine tone="error">{`❌ ${errorMessage(panel.error, 'Failed to load the player')}`}</StatusLine>;
  const { account, wallet, transactions, standing, kyc, audit } = panel.data;
  const auditLink = `/admin/audit?${new URLSearchParams({ userId: String(account.id), email: account.email }).toString()}`;

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="player-account">
        <h3 id="player-account" className={styles.heading}>
          {account.name}
        </h3>
        <p className={styles.muted}>{account.email}</p>
        <div className={styles.badges}>
          <Badge tone={standing.emailVerified ? 'green' : 'gold'}>{standing.emailVerified ? 'E-mail verified' : 'E-mail not verified'}</Badge>
          <Badge tone={kyc ? 'green' : 'gray'}>{kyc ? 'KYC on file' : 'No KYC'}</Badge>
          {standing.selfExcludedUntil && <Badge tone="red">{`Paused until ${formatDateTime(standing.selfExcludedUntil)}`}</Badge>}
        </div>
        <Facts
          facts={[
            { term: 'Member since', value: formatDateTime(account.createdAt) },
            { term: 'State', value: standing.state ?? 'Not given' },
            { term: 'Date of birth', value: standing.dateOfBirth ?? 'Not given' },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby="player-wallet">
        <h3 id="player-wallet" className={styles.heading}>
          Wallet
        </h3>
        <Facts
          facts={[
            { term: 'Balance', value: formatRupees(wallet.balance) },
            { term: 'Deposit', value: formatRupees(wallet.deposit) },
            { term: 'Winnings', value: formatRupees(wallet.winnings) },
            { term: 'Bonus', value: formatRupees(wallet.bonus) },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby="player-transactions">
        <h3 id="player-transactions" className={styles.heading}>
          Recent transactions
        </h3>
        {transactions.length === 0 ? (
          <p className={styles.muted}>No transactions yet.</p>
        ) : (
          <ul className={styles.rows}>
            {transactions.map((row) => (
              <li key={row.id} className={styles.row}>
                <span>
                  <span className={styles.rowTitle}>{transactionLabel(row.type)}</span>
                  <span className={styles.muted}>{formatDateTime(row.timestamp)}</span>
                </span>
                <span className={row.amount < 0 ? styles.debit : styles.credit}>{`${row.amount < 0 ? '−' : '+'}${formatRupees(Math.abs(row.amount))}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="player-kyc">
        <h3 id="player-kyc" className={styles.heading}>
          KYC
        </h3>
        {kyc ? (
          <Facts
            facts={[
              { term: 'PAN', value: kyc.pan },
              { term: 'Name on PAN', value: kyc.name },
              { term: 'Payout', value: kyc.description },
            ]}
          />
        ) : (
          <p className={styles.muted}>No PAN or payout details given yet.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="player-audit">
        <h3 id="player-audit" className={styles.heading}>
          Audit events
        </h3>
        {audit.length === 0 ? (
          <p className={styles.muted}>Nothing recorded yet.</p>
        ) : (
          <ul className={styles.rows}>
            {audit.map((event) => (
              <li key={event.id} className={styles.row}>
                <span>
                  <span className={styles.rowTitle}>{auditKind(event.kind)}</span>
                  <span className={styles.muted}>{formatDateTime(event.at)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to={auditLink} className={styles.more}>
          The player&rsquo;s whole audit log
        </Link>
      </section>
    </div>
  );
}
