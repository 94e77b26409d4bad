import { useParams, useSearchParams } from 'react-router';
import { checkoutTokenSchema } from '@crease/game';
import { ButtonLink } from '../components/ui/Button.tsx';
import { FormMessage } from '../components/ui/FormMessage.tsx';
import { SandboxCheckout } from '../features/checkout/components/SandboxCheckout.tsx';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './sandbox-checkout-screen.module.css';

/**
 * `/sandbox/checkout/{paymentId}?token=…`: the built-in sandbox gateway's payment page, where a
 * deposit's checkoutUrl leads. It stands apart from the app's pages, as a gateway's page would,
 * and says plainly that it is a sandbox where no real money moves. No sign-in is asked.
 */
export default function SandboxCheckoutScreen() {
  useDocumentTitle('Sandbox checkout');
  const params = useParams();
  const [search] = useSearchParams();
  const paymentId = positiveId(params.paymentId);
  const token = checkoutTokenSchema.safeParse({ token: search.get('token') ?? undefined });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>
          Crease Sandbox Pay <span className={styles.badge}>Sandbox</span>
        </p>
        <p className={styles.ribbon}>
          <strong>Test payments only.</strong> This is a sandbox checkout: no real money moves, and no card or bank details are asked for.
        </p>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {paymentId === null ? (
          <Broken message="This checkout link has no payment in it. Open the one your wallet gave you." />
        ) : !token.success ? (
          <Broken message={token.error.issues[0]?.message ?? 'The checkout link is missing its token.'} />
        ) : (
          <SandboxCheckout paymentId={paymentId} token={token.data.token} />
        )}
      </main>
      <footer className={styles.footer}>
        <p>The sandbox gateway is built into Crease so that adding funds can be tried end to end. A real payment gateway would ask for your payment details on this page.</p>
      </footer>
    </div>
  );
}

function Broken({ message }: { message: string }) {
  return (
    <div className={styles.broken}>
      <h1 className={styles.title}>This checkout link is incomplete</h1>
      <FormMessage tone="error" message={message} />
      <ButtonLink to="/wallet" variant="secondary">
        Back to Crease
      </ButtonLink>
    </div>
  );
}
