import { useState } from 'react';
import { type ContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { cancelPrivateContest } from '../api/private-contests-api.ts';
import styles from './CancelPrivateContest.module.css';

interface CancelPrivateContestProps {
  contest: ContestView;
  onCancelled: (contest: ContestView) => void;
}

/** The maker's way out while nobody else has joined: confirmed in a dialog, the fee refunded. */
export function CancelPrivateContest({ contest, onCancelled }: CancelPrivateContestProps) {
  const [confirming, setConfirming] = useState(false);
  const form = useFormSubmit('Something went wrong.', { prefix: '' });

  const cancel = () =>
    void form.run(async () => {
      const cancelled = await cancelPrivateContest(contest.id);
      setConfirming(false);
      onCancelled(cancelled);
    });

  return (
    <div className={styles.box}>
      <p className={styles.text}>Nobody else has joined yet: you can still call it off.</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel contest
      </Button>
      {confirming && (
        <Dialog title="Cancel this contest?" subtitle={contest.name} onClose={() => setConfirming(false)}>
          <div className={styles.dialog}>
            <p>
              {contest.entryFee > 0
                ? `It will be cancelled and your entry fee of ${formatRupees(contest.entryFee)} refunded to your wallet. This cannot be undone.`
                : 'It will be cancelled, and its code will open it no more. This cannot be undone.'}
            </p>
            <FormMessage message={form.error} tone="error" />
            <div className={styles.actions}>
              <Button variant="danger" busy={form.busy} onClick={cancel}>
                {form.busy ? 'Cancelling...' : 'Cancel contest'}
              </Button>
              <Button variant="secondary" disabled={form.busy} onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
