import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeIssues, PASSWORD_MIN_LENGTH, registerSchema, type TokenClaims } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { register } from '../api/auth-api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useGoogleSignIn } from '../hooks/use-google-sign-in.ts';
import { AppleIcon, FacebookIcon, GoogleIcon } from './brand-icons.tsx';
import { EmailField } from './EmailField.tsx';
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
  /** Carried by the link to sign-in (where the person was headed), so they come back there. */
  linkState?: unknown;
  /** Why the person is asked to sign up, when there is more to it. */
  note?: string | null;
  /** A friend's Refer and Earn code, from the link they shared (`?ref=`). */
  referralCode?: string;
}

export function RegisterForm({ onRegistered, onSignedIn, title = 'Create your account', headingLevel = 1, linkState, note = null, referralCode: sharedCode = '' }: RegisterFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [referralCode, setReferralCode] = useState(sharedCode);
  const form = useFormSubmit('Registration failed');
  const [registered, setRegistered] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const google = useGoogleSignIn({
    onSignedIn,
    onNotConfigured: () => toast.info(GOOGLE_COMING_SOON),
    onError: form.fail,
    referralCode: referralCode.trim() || undefined,
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    setRegistered(false);
    if (!name || !email || !password) return form.fail('❌ All fields are required');
    // The same schema the server validates with, so the message is the one it would send.
    const parsed = registerSchema.safeParse({ name, email, password, referralCode });
    if (!parsed.success) return form.fail(`❌ ${describeIssues(parsed.error.issues)}`);
    void form.run(async () => {
      await register(parsed.data);
      setRegistered(true);
      setName('');
      setEmail('');
      setPassword('');
      setReferralCode('');
      redirectTimer.current = setTimeout(() => onRegistered(parsed.data.email), REGISTER_REDIRECT_MS);
    });
  };

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.intro}>Join in a minute. We&rsquo;ll e-mail you a link to verify your address.</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>

      <form className={styles.fields} onSubmit={submit} aria-label="Sign up" noValidate>
        <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Referral code (optional)"
          name="referralCode"
          autoComplete="off"
          autoCapitalize="characters"
          hint={sharedCode ? 'From your friend’s link: you both get a bonus after your first deposit.' : 'A friend’s Refer and Earn code, if you have one.'}
          value={referralCode}
          onChange={(event) => setReferralCode(event.target.value)}
        />
        <FormMessage message={form.error} tone="error" />
        <FormMessage message={registered ? '✅ Registration successful!' : null} tone="success" />
        <Button type="submit" block size="lg" busy={form.busy}>
          {form.busy ? 'Signing up...' : 'Sign up'}
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
        Already have an account?{' '}
        <Link to="/login" state={linkState}>
          Sign In
        </Link>
      </p>
    </div>
  );
}
