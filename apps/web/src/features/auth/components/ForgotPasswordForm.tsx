import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { requestPasswordReset } from '../api/auth-api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { EmailField } from './EmailField.tsx';
import styles from './AuthForm.module.css';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormSubmit('Something went wrong. Please try again.');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(async () => setSent((await requestPasswordReset(email)).message));
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
          <EmailField value={email} onChange={setEmail} required />
          <FormMessage message={form.error} tone="error" />
          <Button type="submit" block size="lg" busy={form.busy}>
            {form.busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}

      <p className={styles.switch}>
        Remembered it? <Link to="/login">Sign In</Link>
      </p>
    </div>
  );
}
