import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TokenClaims } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { login } from '../api/auth-api.ts';
import { useGoogleSignIn } from '../hooks/use-google-sign-in.ts';
import { completeSignIn } from '../sign-in.ts';
import { GoogleIcon } from './brand-icons.tsx';
import styles from './AuthForm.module.css';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

interface LoginFormProps {
  /** Called once the token is stored; the screen decides where to go. */
  onSignedIn: (claims: TokenClaims) => void;
  initialEmail?: string;
  /** The form's heading level and text, so /auth can show it beside the sign-up form. */
  title?: string;
  headingLevel?: 1 | 2;
}

export function LoginForm({ onSignedIn, initialEmail = '', title = 'Sign in to Crease', headingLevel = 1 }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const google = useGoogleSignIn({
    onSignedIn,
    onNotConfigured: () => toast.info(GOOGLE_NOT_CONFIGURED),
    onError: setError,
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { token } = await login({ email, password });
      if (!token) {
        setError('❌ JWT not received');
        return;
      }
      const claims = completeSignIn(token);
      if (!claims) {
        setError('❌ Login failed');
        return;
      }
      onSignedIn(claims);
    } catch (caught) {
      setError(`❌ ${errorMessage(caught, 'Login failed')}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.intro}>Welcome back. Your teams and contests are waiting.</p>
      </div>

      <form className={styles.fields} onSubmit={submit} aria-label="Sign in">
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
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
        <FormMessage message={error} tone="error" />
        <Button type="submit" block size="lg" busy={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </form>

      <p className={styles.divider}>
        <span>or</span>
      </p>

      <Button variant="secondary" block size="lg" icon={<GoogleIcon />} busy={google.busy} onClick={() => void google.start()}>
        Sign in with Google
      </Button>

      <p className={styles.switch}>
        New to Crease? <Link to="/register">Sign Up</Link>
      </p>
    </div>
  );
}
