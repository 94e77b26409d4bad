import { useState, type FormEvent } from 'react';
import { describeIssues, formatIndianTime, profileUpdateSchema } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { updateProfile } from '../api/profile-api.ts';
import { useProfile, useStoreProfile } from '../hooks/use-profile.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ProfileSections.module.css';

/**
 * The player's own monthly deposit limit: the one in force, a raise waiting for its day, and a
 * form to set another (lower applies at once; higher a day later, as the server decides).
 */
export function MonthlyLimitForm() {
  const profile = useProfile();
  const store = useStoreProfile();
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const form = useFormSubmit('Could not change your limit. Try again.', { prefix: '' });

  if (!profile.data) return null;
  const { monthlyDepositLimit, pendingMonthlyDepositLimit: pending } = profile.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    const parsed = profileUpdateSchema.safeParse({ monthlyDepositLimit: text });
    if (!parsed.success || parsed.data.monthlyDepositLimit === undefined) return form.fail(parsed.success ? 'Monthly deposit limit is required.' : describeIssues(parsed.error.issues));
    const asked = parsed.data.monthlyDepositLimit;
    void form.run(async () => {
      const updated = await updateProfile({ monthlyDepositLimit: asked });
      store(updated);
      setText('');
      const waiting = updated.pendingMonthlyDepositLimit;
      setSaved(
        waiting && waiting.amount === asked
          ? `Your new limit of ${formatRupees(asked)} takes effect on ${formatIndianTime(waiting.effectiveAt)}. Until then ${formatRupees(updated.monthlyDepositLimit)} stays.`
          : `Your monthly deposit limit is now ${formatRupees(updated.monthlyDepositLimit)}.`,
      );
    });
  };

  return (
    <div className={styles.section}>
      <dl className={styles.facts}>
        <div>
          <dt>Limit in force</dt>
          <dd>{formatRupees(monthlyDepositLimit)} a month</dd>
        </div>
        {pending && (
          <div>
            <dt>Raise waiting</dt>
            <dd>
              {formatRupees(pending.amount)} from <time dateTime={pending.effectiveAt}>{formatIndianTime(pending.effectiveAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <form className={layout.form} onSubmit={submit} aria-label="Monthly deposit limit" noValidate>
        <TextField
          label="New monthly limit (₹)"
          name="monthlyDepositLimit"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="A lower limit applies at once. A higher one takes effect 24 hours after you ask, so a limit set in a calm moment holds."
        />
        <div className={layout.actions}>
          <Button type="submit" variant="secondary" busy={form.busy}>
            {form.busy ? 'Saving...' : 'Set limit'}
          </Button>
        </div>
        <FormMessage tone="error" message={form.error} />
        <FormMessage tone="success" message={form.error ? null : saved} />
      </form>
    </div>
  );
}
