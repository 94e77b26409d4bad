import { useState, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { WITHDRAWAL_MIN_RUPEES, type WithdrawalView } from '@crease/game';
import { formatRupees } from '../lib/money.ts';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { Button } from '../components/ui/Button.tsx';
import { Dialog } from '../components/ui/Dialog.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StandingNotice } from '../features/profile/components/StandingNotice.tsx';
import { useProfile, useStandingProblem } from '../features/profile/hooks/use-profile.ts';
import { AddFundsForm } from '../features/wallet/components/AddFundsForm.tsx';
import { DepositList } from '../features/wallet/components/DepositList.tsx';
import { DepositOutcome } from '../features/wallet/components/DepositOutcome.tsx';
import { WalletBalance } from '../features/wallet/components/WalletBalance.tsx';
import { WalletTransactions } from '../features/wallet/components/WalletTransactions.tsx';
import { WithdrawalList } from '../features/wallet/components/WithdrawalList.tsx';
import { WithdrawForm } from '../features/wallet/components/WithdrawForm.tsx';
import { useRefreshWallet, useWallet } from '../features/wallet/hooks/use-wallet.ts';
import { positiveId } from '../lib/ids.ts';
import { paidPlayOffMessage } from '../lib/paid-play.ts';
import { useServerConfig } from '../lib/server-config.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './wallet-screen.module.css';

type Open = 'add' | 'withdraw' | null;

/**
 * `/wallet`: the balance with its parts; Add Funds (while paid play is on) and Withdraw, each in
 * a dialog; what became of a payment when the payer comes back from it (`?deposit={id}`); the
 * withdrawal requests, the deposits and the ledger. `?add=1` opens Add Funds.
 */
export default function WalletScreen() {
  useDocumentTitle('My Wallet');
  const [params] = useSearchParams();
  const returnedFrom = positiveId(params.get('deposit'));
  const [open, setOpen] = useState<Open>(null);
  // "Add cash" (the top bar's) arrives with ?add=1, from any page or this one: Add Funds opens.
  const asksToAdd = params.get('add') !== null;
  useEffect(() => {
    if (asksToAdd) setOpen('add');
  }, [asksToAdd, params]);
  const config = useServerConfig();
  const paidPlay = config.data?.paidPlay ?? true;

  return (
    <div className={styles.page}>
      <PageHeader title="My Wallet" />
      <WalletBalance />
      <div className={styles.actions}>
        {config.data && paidPlay && (
          <Button size="lg" onClick={() => setOpen('add')}>
            Add Funds
          </Button>
        )}
        <Button size="lg" variant="secondary" onClick={() => setOpen('withdraw')}>
          Withdraw
        </Button>
      </div>
      {!paidPlay && <p className={styles.closed}>{paidPlayOffMessage('DEPOSIT')}</p>}
      {returnedFrom !== null && <DepositOutcome depositId={returnedFrom} onTryAgain={paidPlay ? () => setOpen('add') : undefined} />}

      <Panel title="Withdrawals" intro="Winnings you asked to withdraw: the TDS withheld, what you receive, and where it goes.">
        <WithdrawalList />
      </Panel>
      {paidPlay && (
        <Panel title="Deposits" intro="Money you added, and what became of each payment.">
          <DepositList />
        </Panel>
      )}
      <Panel title="Transactions" intro="Every change to your balance, newest first.">
        <WalletTransactions />
      </Panel>

      {open === 'add' && config.data && (
        <Dialog title="Add Funds" subtitle="Added money is for entry fees; only winnings can be withdrawn." onClose={() => setOpen(null)}>
          <AddFundsBody />
        </Dialog>
      )}
      {open === 'withdraw' && (
        <Dialog title="Withdraw winnings" subtitle="TDS is shown before you confirm." onClose={() => setOpen(null)}>
          <WithdrawBody onDone={() => setOpen(null)} />
        </Dialog>
      )}
    </div>
  );
}

/** Add Funds, or why the player cannot add funds yet and where to fix it. */
function AddFundsBody() {
  const config = useServerConfig();
  const problem = useStandingProblem('DEPOSIT');
  if (!config.data) return null;
  if (problem) return <StandingNotice problem={problem} />;
  return <AddFundsForm deposits={config.data.deposits} sandbox={config.data.paymentGateway === 'sandbox'} />;
}

/** Withdraw from winnings, or why the player cannot withdraw yet and where to fix it. */
function WithdrawBody({ onDone }: { onDone: () => void }) {
  const config = useServerConfig();
  const wallet = useWallet();
  const profile = useProfile();
  const problem = useStandingProblem('WITHDRAWAL');
  const refreshWallet = useRefreshWallet();

  const requested = (withdrawal: WithdrawalView) => {
    toast.success(`Withdrawal of ${formatRupees(withdrawal.amount)} requested: ${formatRupees(withdrawal.net)} will reach ${withdrawal.payout}, usually within 24-48 hours.`);
    void refreshWallet();
    onDone();
  };

  if (!wallet.data) return null;
  return (
    <WithdrawForm
      winnings={wallet.data.winnings}
      min={config.data?.withdrawals.min ?? WITHDRAWAL_MIN_RUPEES}
      payout={profile.data?.kyc?.description ?? null}
      blocked={problem ? { message: problem.message, fixAt: problem.fixAt } : null}
      onRequested={requested}
    />
  );
}

