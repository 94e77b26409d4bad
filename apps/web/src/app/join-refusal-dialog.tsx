import { useLocation } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { Dialog } from '../components/ui/Dialog.tsx';
import { StandingNotice } from '../features/profile/components/StandingNotice.tsx';
import { useStandingProblem } from '../features/profile/hooks/use-profile.ts';
import { AddFundsForm } from '../features/wallet/components/AddFundsForm.tsx';
import { useServerConfig } from '../lib/server-config.ts';
import type { JoinRefusal } from './use-team-selection.ts';
import styles from './join-refusal-dialog.module.css';

interface JoinRefusalDialogProps {
  refusal: JoinRefusal;
  contestName: string;
  onClose: () => void;
}

/**
 * The way on from a refused join: Add Funds with what the balance is short by (at least the
 * least deposit), coming back here once paid; or, when who may play is the reason, the server's
 * words and the part of the profile that fixes it.
 */
export function JoinRefusalDialog({ refusal, contestName, onClose }: JoinRefusalDialogProps) {
  if (refusal.kind === 'standing') {
    return (
      <Dialog title="You can’t join this contest yet" subtitle={contestName} onClose={onClose}>
        <StandingNotice problem={refusal} />
      </Dialog>
    );
  }
  return (
    <Dialog title="Add funds to join" subtitle={`${contestName}: ${formatRupees(refusal.missing)} short`} onClose={onClose}>
      <div className={styles.body}>
        <p className={styles.message}>{refusal.message}</p>
        <TopUp missing={refusal.missing} contestName={contestName} />
      </div>
    </Dialog>
  );
}

/** Add Funds for what a join lacks (at least the least deposit), coming back to this page once paid. */
export function TopUp({ missing, contestName }: { missing: number; contestName: string }) {
  const config = useServerConfig();
  const problem = useStandingProblem('DEPOSIT');
  const { pathname, search } = useLocation();
  if (!config.data) return null;
  if (problem) return <StandingNotice problem={problem} />;
  const { min, max } = config.data.deposits;
  return (
    <AddFundsForm
      deposits={config.data.deposits}
      sandbox={config.data.paymentGateway === 'sandbox'}
      initialAmount={Math.min(max, Math.max(min, missing))}
      returnTo={{ path: `${pathname}${search}`, label: contestName }}
    />
  );
}
