import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { verifyEmail, type MessageResponse } from '../api/auth-api.ts';
import styles from './AuthForm.module.css';

type Result = { ok: true; message: string } | { ok: false; message: string };

// A verification token works once: remember each call so a re-render (or React's development
// double effect) does not spend it twice and report the second call's "already used".
const calls = new Map<string, Promise<MessageResponse>>();
function verifyOnce(token: string): Promise<MessageResponse> {
  let call = calls.get(token);
  if (!call) {
    call = verifyEmail(token);
    calls.set(token, call);
    // A failed call (the network, or a link already used) may be tried again on the next visit.
    call.catch(() => calls.delete(token));
  }
  return call;
}

interface VerifyEmailStatusProps {
  token: string | null;
  /** Where "continue" goes: the person's home when signed in, else sign-in. */
  continueTo: string;
}

export function VerifyEmailStatus({ token, continueTo }: VerifyEmailStatusProps) {
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyOnce(token).then(
      ({ message }) => current && setResult({ ok: true, message }),
      (caught: unknown) => current && setResult({ ok: false, message: `❌ ${errorMessage(caught, 'Your e-mail address could not be verified.')}` }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (!token) {
    return (
      <div className={styles.form}>
        <div className={styles.head}>
          <h1 className={styles.title}>This link is incomplete</h1>
          <p className={styles.intro}>The verification link is missing its code. Open the link from the e-mail again.</p>
        </div>
        <ButtonLink to={continueTo} block size="lg">
          Continue
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <h1 className={styles.title}>Verify your e-mail</h1>
      </div>
      {result === null ? (
        <p className={styles.pending} role="status">
          <Spinner /> Verifying your e-mail address...
        </p>
      ) : (
        <>
          <FormMessage message={result.message} tone={result.ok ? 'success' : 'error'} />
          <ButtonLink to={continueTo} block size="lg">
            Continue
          </ButtonLink>
        </>
      )}
    </div>
  );
}
