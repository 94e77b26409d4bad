import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { requestPasswordReset } from '../api/auth-api.ts';
import styles from './AuthForm.module.css';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset(email);
      setSent(message);
    } catch (caught) {
      setError(`❌ ${errorMessage(caught, 'Something went wrong. Please try again.')}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <h1 className={styles.title}>Forgot your password?</h1>
        <p className={styles.intro}>Enter the e-mail address you signed up with, and we&rsquo;ll send you a link to choose a new password.</p>
      </div>

      <FormMessage message={sent} tone="success" />
      {!sent && (
        <form className={styles.fields} onSubmit={submit} aria-label="Request a password reset link">
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <FormMessage message={error} tone="error" />
          <Button type="submit" block size="lg" busy={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}

      <p className={styles.switch}>
        Remembered it? <Link to="/login">Sign In</Link>
      </p>
    </div>
  );
}
