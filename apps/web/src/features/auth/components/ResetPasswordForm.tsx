import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeIssues, PASSWORD_MIN_LENGTH, registerSchema } from '@crease/game';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/auth-api.ts';
import styles from './AuthForm.module.css';

export const PASSWORDS_DIFFER = '❌ The two passwords are not the same.';

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !token) return;
    const checked = registerSchema.shape.password.safeParse(password);
    if (!checked.success) {
      setError(`❌ ${describeIssues(checked.error.issues)}`);
      return;
    }
    if (password !== confirmation) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await resetPassword(token, password);
      setDone(message);
    } catch (caught) {
      setError(`❌ ${errorMessage(caught, 'Your password could not be changed.')}`);
    } finally {
      setBusy(false);
    }
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
          <FormMessage message={error} tone="error" />
          <Button type="submit" block size="lg" busy={busy}>
            {busy ? 'Saving...' : 'Save new password'}
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
