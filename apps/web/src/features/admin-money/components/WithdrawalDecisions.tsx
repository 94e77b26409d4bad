import { useId, useState, type FormEvent } from 'react';
import { describeIssues, rejectWithdrawalSchema, type AdminWithdrawalView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { payWithdrawal, rejectWithdrawal } from '../api/admin-money-api.ts';
import { useRefreshAdminMoney } from '../hooks/use-admin-money.ts';
import fields from '../../../components/ui/TextField.module.css';
import styles from './WithdrawalQueue.module.css';

interface DecisionProps {
  withdrawal: AdminWithdrawalView;
  onClose: () => void;
}

/** Marks a requested withdrawal paid, once the admin has sent the money: said plainly before it is done. */
export function PayWithdrawalDialog({ withdrawal, onClose }: DecisionProps) {
  const form = useFormSubmit('Could not mark it paid. Try again.');
  const refresh = useRefreshAdminMoney();
  const pay = () =>
    void form.run(async () => {
      await payWithdrawal(withdrawal.id);
      toast.success(`Withdrawal #${withdrawal.id} marked paid: ${formatRupees(withdrawal.net)} to ${withdrawal.user.name}.`);
      void refresh();
      onClose();
    });
  return (
    <Dialog title="Pay this withdrawal?" subtitle={`#${withdrawal.id} · ${withdrawal.user.name}`} onClose={onClose}>
      <div className={styles.dialog}>
        <p>
          Send <strong>{formatRupees(withdrawal.net)}</strong> to <strong>{withdrawal.payout}</strong>, then mark it paid. {formatRupees(withdrawal.tds)} of TDS stays
          withheld from the {formatRupees(withdrawal.amount)} requested. {withdrawal.user.name} is e-mailed.
        </p>
        <div className={styles.dialogActions}>
          <Button busy={form.busy} onClick={pay}>
            {form.busy ? 'Marking paid...' : 'Mark paid'}
          </Button>
          <Button variant="secondary" disabled={form.busy} onClick={onClose}>
            Not now
          </Button>
        </div>
        <FormMessage tone="error" message={form.error} />
      </div>
    </Dialog>
  );
}

/** Rejects a requested withdrawal with a reason the player reads; the whole amount goes back to their winnings. */
export function RejectWithdrawalDialog({ withdrawal, onClose }: DecisionProps) {
  const [reason, setReason] = useState('');
  const form = useFormSubmit('Could not reject it. Try again.');
  const refresh = useRefreshAdminMoney();
  const reasonId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = rejectWithdrawalSchema.safeParse({ reason });
    if (!parsed.success) return form.fail(`❌ ${describeIssues(parsed.error.issues)}`);
    void form.run(async () => {
      await rejectWithdrawal(withdrawal.id, parsed.data.reason);
      toast.success(`Withdrawal #${withdrawal.id} rejected: ${formatRupees(withdrawal.amount)} is back in ${withdrawal.user.name}'s winnings.`);
      void refresh();
      onClose();
    });
  };

  return (
    <Dialog title="Reject this withdrawal?" subtitle={`#${withdrawal.id} · ${withdrawal.user.name} · ${formatRupees(withdrawal.amount)}`} onClose={onClose}>
      <form className={styles.dialog} onSubmit={submit} aria-label="Reject withdrawal" noValidate>
        <p>The whole {formatRupees(withdrawal.amount)}, TDS included, goes back to the player's winnings. They are e-mailed the reason.</p>
        <div className={fields.field}>
          <label htmlFor={reasonId} className={fields.label}>
            Reason
          </label>
          <textarea id={reasonId} className={`${fields.input} ${styles.reasonInput}`} rows={3} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />
          <p className={fields.hint}>3 to 300 characters, shown to the player.</p>
        </div>
        <div className={styles.dialogActions}>
          <Button type="submit" variant="danger" busy={form.busy}>
            {form.busy ? 'Rejecting...' : 'Reject withdrawal'}
          </Button>
          <Button variant="secondary" disabled={form.busy} onClick={onClose}>
            Not now
          </Button>
        </div>
        <FormMessage tone="error" message={form.error} />
      </form>
    </Dialog>
  );
}
