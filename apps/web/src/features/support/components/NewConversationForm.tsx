import { useState, type FormEvent } from 'react';
import { formatRupees, newConversationSchema, describeIssues, SUPPORT_LIMITS, type SupportAbout } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { startConversation } from '../api/support-api.ts';
import { useAboutChoices } from '../hooks/use-support.ts';
import styles from './NewConversationForm.module.css';

/** The picker's value for a choice: 'DEPOSIT:12'; '' for none. */
const valueOf = (about: SupportAbout) => `${about.kind}:${about.id}`;

function aboutOf(value: string): SupportAbout | null {
  const [kind, id] = value.split(':');
  if (kind !== 'CONTEST' && kind !== 'WITHDRAWAL' && kind !== 'DEPOSIT') return null;
  return { kind, id: Number(id) };
}

/**
 * A new conversation with support: a subject, the first message, and, if it helps, what it is
 * about (one of the player's contests, withdrawals or deposits).
 */
export function NewConversationForm({ onStarted }: { onStarted: (id: number) => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [about, setAbout] = useState('');
  const choices = useAboutChoices();
  const form = useFormSubmit('Your conversation could not be started');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    // The schema the server validates with, so the message is the one it would send.
    const parsed = newConversationSchema.safeParse({ subject, message, about: aboutOf(about) });
    if (!parsed.success) return form.fail(`❌ ${describeIssues(parsed.error.issues)}`);
    void form.run(async () => {
      const started = await startConversation({ subject, message, about: aboutOf(about) });
      onStarted(started.id);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="New conversation" noValidate>
      <TextField label="Subject" name="subject" maxLength={SUPPORT_LIMITS.subjectMaxLength} value={subject} onChange={(event) => setSubject(event.target.value)} />
      <SelectField
        label="About (optional)"
        name="about"
        hint={choices.pending ? 'Loading your contests, withdrawals and deposits...' : 'One of your contests, withdrawals or deposits, if your question is about it.'}
        value={about}
        onChange={(event) => setAbout(event.target.value)}
      >
        <option value="">Nothing in particular</option>
        {choices.contests.length > 0 && (
          <optgroup label="My contests">
            {choices.contests.map((entry) => (
              <option key={`contest-${entry.entryId}`} value={valueOf({ kind: 'CONTEST', id: entry.contestId })}>
                {`${entry.contestName} (${entry.match.teamA} vs ${entry.match.teamB})`}
              </option>
            ))}
          </optgroup>
        )}
        {choices.withdrawals.length > 0 && (
          <optgroup label="My withdrawals">
            {choices.withdrawals.map((withdrawal) => (
              <option key={`withdrawal-${withdrawal.id}`} value={valueOf({ kind: 'WITHDRAWAL', id: withdrawal.id })}>
                {`Withdrawal of ${formatRupees(withdrawal.amount)}, ${formatDateTime(withdrawal.requestedAt)}`}
              </option>
            ))}
          </optgroup>
        )}
        {choices.deposits.length > 0 && (
          <optgroup label="My deposits">
            {choices.deposits.map((deposit) => (
              <option key={`deposit-${deposit.id}`} value={valueOf({ kind: 'DEPOSIT', id: deposit.id })}>
                {`Deposit of ${formatRupees(deposit.amount)}, ${formatDateTime(deposit.createdAt)}`}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <TextAreaField label="Message" name="message" rows={6} maxLength={SUPPORT_LIMITS.messageMaxLength} value={message} onChange={(event) => setMessage(event.target.value)} />
      <p className={styles.note}>You can attach images (up to 3, PNG or JPEG, 2 MB each) once the conversation is open.</p>
      <FormMessage message={form.error} tone="error" />
      <div>
        <Button type="submit" busy={form.busy}>
          {form.busy ? 'Sending...' : 'Send to support'}
        </Button>
      </div>
    </form>
  );
}
