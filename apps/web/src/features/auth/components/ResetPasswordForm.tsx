import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeIssues, PASSWORD_MIN_LENGTH, registerSchema } from '@crease/game';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { resetPassword } from '../api/auth-api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import styles from './AuthForm.module.css';

export const PASSWORDS_DIFFER = '❌ The two passwords are not the same.';

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmit('Your password could not be changed.');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy || !token) return;
    const checked = registerSchema.shape.password.safeParse(password);
    if (!checked.success) return form.fail(`❌ ${describeIssues(checked.error.issues)}`);
    if (password !== confirmation) return form.fail(PASSWORDS_DIFFER);
    void form.run(async () => setDone((await resetPassword(token, password)).message));
  };

  if (!token) {
    return (
      <div className={styles.form}>
        <div className={styles.head}>
          <h1 className={styles.title}>This link is incomplete</h1>
          <p className={styles.intro}>
            The reset link is missing its code. Open the link from the e-mail again, or ask for a new one.
          </p>
        </div>
        <ButtonLink to="/forgot-password" block size="lg">
          Ask for a new link
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <h1 className={styles.title}>Choose a new password</h1>
        <p className={styles.intro}>Use at least {PASSWORD_MIN_LENGTH} characters. You&rsquo;ll sign in with it from now on.</p>
      </div>

      <FormMessage message={done} tone="success" />
      {done ? (
        <ButtonLink to="/login" block size="lg">
          Sign In
        </ButtonLink>
      ) : (
        <form className={styles.fields} onSubmit={submit} aria-label="Choose a new password" noValidate>
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="Repeat the new password"
            type="password"
            name="confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <FormMessage message={form.error} tone="error" />
          <Button type="submit" block size="lg" busy={form.busy}>
            {form.busy ? 'Saving...' : 'Save new password'}
          </Button>
        </form>
      )}

      {!done && (
        <p className={styles.switch}>
          Link expired? <Link to="/forgot-password">Ask for a new one</Link>
        </p>
      )}
    </div>
  );
}
