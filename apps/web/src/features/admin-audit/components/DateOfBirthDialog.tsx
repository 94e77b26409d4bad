import { useState, type FormEvent } from 'react';
import { adminDateOfBirthSchema, describeIssues, type AdminAccountView } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { correctDateOfBirth } from '../api/admin-audit-api.ts';
import { useRefreshAudit, useRememberAccounts } from '../hooks/use-admin-audit.ts';
import styles from './PlayerCard.module.css';

const REASON_MAX = 300;

/**
 * Corrects a player's date of birth, which players cannot change once given: the new date and
 * the reason (a document seen, a typing slip), both kept in the audit log.
 */
export function DateOfBirthDialog({ id, account, onClose }: { id: number; account: AdminAccountView | undefined; onClose: () => void }) {
  const [date, setDate] = useState(account?.dateOfBirth ?? '');
  const [reason, setReason] = useState('');
  const form = useFormSubmit('Could not change the date of birth. Try again.');
  const refresh = useRefreshAudit();
  const remember = useRememberAccounts();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminDateOfBirthSchema.safeParse({ dateOfBirth: date, reason });
    if (!parsed.success) return form.fail(`❌ ${describeIssues(parsed.error.issues)}`);
    void form.run(async () => {
      const changed = await correctDateOfBirth(id, parsed.data);
      remember([changed]);
      toast.success(`${changed.name}'s date of birth is now ${changed.dateOfBirth ?? parsed.data.dateOfBirth}.`);
      void refresh();
      onClose();
    });
  };

  return (
    <Dialog title="Change date of birth" subtitle={account ? `${account.name} · ${account.email}` : `Account #${id}`} onClose={onClose}>
      <form className={styles.dialog} onSubmit={submit} aria-label="Change date of birth" noValidate>
        <p>
          Players cannot change a date of birth once they have given it. Correct it only against proof, and say what you saw: the reason is kept in the audit log with
          the date before and after.
        </p>
        <TextField label="Date of birth" type="date" name="dateOfBirth" min="1900-01-01" value={date} onChange={(event) => setDate(event.target.value)} />
        <TextAreaField
          label="Reason"
          name="reason"
          rows={3}
          maxLength={REASON_MAX}
          hint={`3 to ${REASON_MAX} characters, kept in the audit log.`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <Button type="submit" busy={form.busy}>
            {form.busy ? 'Saving...' : 'Save date of birth'}
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
