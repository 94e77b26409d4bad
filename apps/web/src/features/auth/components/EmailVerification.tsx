import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { resendVerification } from '../api/auth-api.ts';
import styles from './EmailVerification.module.css';

interface EmailVerificationProps {
  email: string;
  verified: boolean;
}

/** Whether the e-mail address is verified, and a way to have a new link sent while it is not. */
export function EmailVerification({ email, verified }: EmailVerificationProps) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormSubmit('Could not send a new link. Try again.', { prefix: '' });

  if (verified) {
    return (
      <p className={styles.line}>
        <Badge tone="green">Verified</Badge> <span className={styles.email}>{email}</span>
      </p>
    );
  }
  return (
    <div className={styles.box}>
      <p className={styles.line}>
        <Badge tone="gold">Not verified</Badge> <span className={styles.email}>{email}</span>
      </p>
      <p className={styles.text}>Paid contests, deposits and withdrawals need a verified e-mail. Open the link we sent you, or have a new one sent.</p>
      <Button
        variant="secondary"
        size="sm"
        className={styles.button}
        busy={form.busy}
        onClick={() =>
          void form.run(async () => {
            setSent(null);
            setSent((await resendVerification()).message);
          })
        }
      >
        {form.busy ? 'Sending...' : 'Send a new link'}
      </Button>
      <FormMessage tone="success" message={sent} />
      <FormMessage tone="error" message={form.error} />
    </div>
  );
}
