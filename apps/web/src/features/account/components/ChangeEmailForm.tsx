import { useRef, useState, type FormEvent } from 'react';
import { emailField, type ChangeEmailView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useCurrentPassword } from '../../../lib/use-current-password.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { changeEmail } from '../api/account-api.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ChangeEmailForm.module.css';

/**
 * A new e-mail address, given the current password (the e-mail is where money notices and
 * password resets go). It changes at once, to be verified again by the link sent there; the old
 * address is told. Folded away until asked for; `onChanged` has the account as it now is.
 */
export function ChangeEmailForm({ onChanged }: { onChanged: (account: ChangeEmailView['user']) => void }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const current = useCurrentPassword();
  const form = useFormSubmit('Could not change your e-mail. Try again.', { prefix: '' });

  // Folding the form away takes its buttons with it: the focus goes back to the one that opened it.
  const fold = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]!.message);
      return emailRef.current?.focus();
    }
    if (current.value === '') return current.fail('Enter your current password.');
    void form.run(async () => {
      let answer: ChangeEmailView;
      try {
        answer = await changeEmail({ email: parsed.data, currentPassword: current.value });
      } catch (caught) {
        if (current.claim(caught)) return;
        throw caught;
      }
      setSent(answer.message);
      onChanged(answer.user);
      setEmail('');
      current.reset();
      fold();
    });
  };

  return (
    <div className={styles.wrap}>
      {open ? (
        <form className={layout.form} onSubmit={submit} aria-label="Change e-mail" noValidate>
          <div className={layout.row}>
            <TextField
              ref={emailRef}
              label="New e-mail"
              type="email"
              name="newEmail"
              autoComplete="email"
              hint="A link to verify it goes there; paid play waits until it is opened."
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
            />
            <TextField {...current.field} />
          </div>
          <div className={layout.actions}>
            <Button type="submit" busy={form.busy}>
              {form.busy ? 'Changing...' : 'Change e-mail'}
            </Button>
            <Button variant="ghost" disabled={form.busy} onClick={fold}>
              Keep this e-mail
            </Button>
          </div>
          <FormMessage tone="error" message={form.error} />
        </form>
      ) : (
        <Button
          ref={opener}
          variant="secondary"
          size="sm"
          className={styles.open}
          onClick={() => {
            setSent(null);
            setOpen(true);
            requestAnimationFrame(() => emailRef.current?.focus());
          }}
        >
          Change e-mail
        </Button>
      )}
      <FormMessage tone="success" message={sent} />
    </div>
  );
}
