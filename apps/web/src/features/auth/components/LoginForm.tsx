import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TokenClaims } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { login } from '../api/auth-api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useGoogleSignIn } from '../hooks/use-google-sign-in.ts';
import { completeSignIn } from '../sign-in.ts';
import { GoogleIcon } from './brand-icons.tsx';
import { EmailField } from './EmailField.tsx';
import styles from './AuthForm.module.css';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

interface LoginFormProps {
  /** Called once the token is stored; the screen decides where to go. */
  onSignedIn: (claims: TokenClaims) => void;
  initialEmail?: string;
  /** The form's heading level and text, so /auth can show it beside the sign-up form. */
  title?: string;
  headingLevel?: 1 | 2;
  /** Carried by the link to sign-up (where the person was headed), so they come back there. */
  linkState?: unknown;
  /** Why the person is asked to sign in, when there is more to it than signing in. */
  note?: string | null;
}

export function LoginForm({ onSignedIn, initialEmail = '', title = 'Sign in to Crease', headingLevel = 1, linkState, note = null }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const form = useFormSubmit('Login failed');
  const google = useGoogleSignIn({
    onSignedIn,
    onNotConfigured: () => toast.info(GOOGLE_NOT_CONFIGURED),
    onError: form.fail,
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(async () => {
      const { token } = await login({ email, password });
      if (!token) return form.fail('❌ JWT not received');
      const claims = completeSignIn(token);
      if (!claims) return form.fail('❌ Login failed');
      onSignedIn(claims);
    });
  };

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.intro}>Welcome back. Your teams and contests are waiting.</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>

      <form className={styles.fields} onSubmit={submit} aria-label="Sign in">
        <EmailField value={email} onChange={setEmail} />
        <div className={styles.passwordRow}>
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Link to="/forgot-password" className={styles.forgot}>
            Forgot password
          </Link>
        </div>
        <FormMessage message={form.error} tone="error" />
        <Button type="submit" block size="lg" busy={form.busy}>
          {form.busy ? 'Logging in...' : 'Login'}
        </Button>
      </form>

      <p className={styles.divider}>
        <span>or</span>
      </p>

      <Button variant="secondary" block size="lg" icon={<GoogleIcon />} busy={google.busy} onClick={() => void google.start()}>
        Sign in with Google
      </Button>

      <p className={styles.switch}>
        New to Crease?{' '}
        <Link to="/register" state={linkState}>
          Sign Up
        </Link>
      </p>
    </div>
  );
}
