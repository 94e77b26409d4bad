import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeIssues, PASSWORD_MIN_LENGTH, registerSchema, type TokenClaims } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { register } from '../api/auth-api.ts';
import { useGoogleSignIn } from '../hooks/use-google-sign-in.ts';
import { AppleIcon, FacebookIcon, GoogleIcon } from './brand-icons.tsx';
import styles from './AuthForm.module.css';

export const REGISTER_REDIRECT_MS = 1_500;
export const GOOGLE_COMING_SOON = 'Google OAuth coming soon';
export const FACEBOOK_UNAVAILABLE = 'Sign-up with Facebook is not available yet. Please sign up with your e-mail address.';
export const APPLE_UNAVAILABLE = 'Sign-up with Apple is not available yet. Please sign up with your e-mail address.';

interface RegisterFormProps {
  /** Called 1.5 s after a successful registration, with the address used. */
  onRegistered: (email: string) => void;
  /** Called when Google sign-in (on a server set up for it) has stored a token. */
  onSignedIn: (claims: TokenClaims) => void;
  title?: string;
  headingLevel?: 1 | 2;
}

type Outcome = { tone: 'error' | 'success'; text: string } | null;

export function RegisterForm({ onRegistered, onSignedIn, title = 'Create your account', headingLevel = 1 }: RegisterFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const google = useGoogleSignIn({
    onSignedIn,
    onNotConfigured: () => toast.info(GOOGLE_COMING_SOON),
    onError: (text) => setOutcome({ tone: 'error', text }),
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name || !email || !password) {
      setOutcome({ tone: 'error', text: '❌ All fields are required' });
      return;
    }
    // The same schema the server validates with, so the message is the one it would send.
    const parsed = registerSchema.safeParse({ name, email, password });
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: `❌ ${describeIssues(parsed.error.issues)}` });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await register(parsed.data);
      setOutcome({ tone: 'success', text: '✅ Registration successful!' });
      setName('');
      setEmail('');
      setPassword('');
      const registeredEmail = parsed.data.email;
      redirectTimer.current = setTimeout(() => onRegistered(registeredEmail), REGISTER_REDIRECT_MS);
    } catch (caught) {
      setOutcome({ tone: 'error', text: `❌ ${errorMessage(caught, 'Registration failed')}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.intro}>Join in a minute. We&rsquo;ll e-mail you a link to verify your address.</p>
      </div>

      <form className={styles.fields} onSubmit={submit} aria-label="Sign up" noValidate>
        <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
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
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormMessage message={outcome?.tone === 'error' ? outcome.text : null} tone="error" />
        <FormMessage message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
        <Button type="submit" block size="lg" busy={busy}>
          {busy ? 'Signing up...' : 'Sign up'}
        </Button>
      </form>

      <p className={styles.divider}>
        <span>or sign up with</span>
      </p>

      <div className={styles.social}>
        <Button variant="secondary" icon={<FacebookIcon />} onClick={() => toast.info(FACEBOOK_UNAVAILABLE)}>
          Facebook
        </Button>
        <Button variant="secondary" icon={<GoogleIcon />} busy={google.busy} onClick={() => void google.start()}>
          Google
        </Button>
        <Button variant="secondary" icon={<AppleIcon />} onClick={() => toast.info(APPLE_UNAVAILABLE)}>
          Apple
        </Button>
      </div>

      <p className={styles.switch}>
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </div>
  );
}
