import { useId, useState, type FormEvent } from 'react';
import { dateOfBirthField } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { changeDateOfBirth, type AdminUserView } from '../api/admin-audit-api.ts';
import { useRefreshAudit } from '../hooks/use-admin-audit.ts';
import fields from '../../../components/ui/TextField.module.css';
import styles from './PlayerCard.module.css';

export const REASON_MIN = 3;
export const REASON_MAX = 300;

/**
 * Corrects a player's date of birth, which players cannot change once given: the new date and
 * the reason (a document seen, a typing slip), both kept in the audit log.
 */
export function DateOfBirthDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const [date, setDate] = useState(user.dateOfBirth ?? '');
  const [reason, setReason] = useState('');
  const form = useFormSubmit('Could not change the date of birth. Try again.');
  const refresh = useRefreshAudit();
  const reasonId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = dateOfBirthField.safeParse(date);
    if (!parsed.success) return form.fail(`❌ ${parsed.error.issues[0]!.message}`);
    if (reason.trim().length < REASON_MIN) return form.fail(`❌ Give a reason of at least ${REASON_MIN} characters: it is kept in the audit log.`);
    void form.run(async () => {
      await changeDateOfBirth(user.id, { dateOfBirth: parsed.data, reason: reason.trim() });
      toast.success(`${user.name}'s date of birth is now ${parsed.data}.`);
      void refresh();
      onClose();
    });
  };

  return (
    <Dialog title="Change date of birth" subtitle={`${user.name} · ${user.email}`} onClose={onClose}>
      <form className={styles.dialog} onSubmit={submit} aria-label="Change date of birth" noValidate>
        <p>
          Players cannot change a date of birth once they have given it. Correct it only against proof, and say what you saw: the reason is kept in the audit log with
          the date before and after.
        </p>
        <TextField label="Date of birth" type="date" name="dateOfBirth" min="1900-01-01" value={date} onChange={(event) => setDate(event.target.value)} />
        <div className={fields.field}>
          <label htmlFor={reasonId} className={fields.label}>
            Reason
          </label>
          <textarea
            id={reasonId}
            className={`${fields.input} ${styles.reason}`}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            aria-describedby={`${reasonId}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${reasonId}-hint`} className={fields.hint}>
            {REASON_MIN} to {REASON_MAX} characters, kept in the audit log.
          </p>
        </div>
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
