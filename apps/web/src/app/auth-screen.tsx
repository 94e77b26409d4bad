import { useNavigate } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { LogoMark } from '../components/logo/LogoMark.tsx';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { RegisterForm } from '../features/auth/components/RegisterForm.tsx';
import { LiveLeaderboard } from '../features/leaderboard/components/LiveLeaderboard.tsx';
import { useSession } from '../lib/session.ts';
import { signOut } from '../lib/sign-out.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './auth-screen.module.css';

/**
 * `/auth`: signed in, the live leaderboard and Logout; signed out, the sign-in and sign-up forms
 * side by side. Signing in here stays here and shows the leaderboard.
 */
export default function AuthScreen() {
  const session = useSession();
  useDocumentTitle(session ? 'Live Leaderboard' : 'Sign in or sign up');
  const navigate = useNavigate();

  return (
    <PublicLayout>
      <div className={`${styles.page} ${session ? styles.narrow : ''}`}>
        <header className={styles.title}>
          <LogoMark size={48} />
          <div>
            <h1 className={styles.name}>Crease</h1>
            <p className={styles.tagline}>Fantasy Cricket</p>
          </div>
        </header>

        {session ? (
          <div className={styles.signedIn}>
            <div className={styles.who}>
              <p>
                Signed in as <strong>{session.name || session.email}</strong>
              </p>
              <Button variant="secondary" onClick={() => void signOut()}>
                Logout
              </Button>
            </div>
            <LiveLeaderboard />
          </div>
        ) : (
          <div className={styles.forms}>
            <div className={styles.card}>
              <LoginForm onSignedIn={() => undefined} title="Sign in" headingLevel={2} />
            </div>
            <p className={styles.divider}>
              <span>or</span>
            </p>
            <div className={styles.card}>
              <RegisterForm
                title="Create an account"
                headingLevel={2}
                onRegistered={(email) => void navigate('/login', { state: { email } })}
                onSignedIn={() => undefined}
              />
            </div>
          </div>
        )}
      </div>
    </PublicLayout>
  );
}
