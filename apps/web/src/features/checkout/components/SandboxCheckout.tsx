import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type SandboxOrderView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { approveSandboxPayment, declineSandboxPayment, fetchSandboxOrder } from '../api/checkout-api.ts';
import styles from './SandboxCheckout.module.css';

interface SandboxCheckoutProps {
  paymentId: number;
  token: string;
}

/** Where the payer goes back to: the merchant's return address, told which payment it was. */
export function returnPathFor(order: Pick<SandboxOrderView, 'returnUrl' | 'paymentId'>): string {
  const url = new URL(order.returnUrl, window.location.origin);
  url.searchParams.set('deposit', String(order.paymentId));
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** What each settled order says, and its heading. */
const SETTLED: Record<Exclude<SandboxOrderView['status'], 'CREATED'>, { title: string; text: (order: SandboxOrderView) => string; tone: 'success' | 'error' }> = {
  PAID: { title: 'Payment approved', text: (order) => `You paid ${formatRupees(order.amount)} to ${order.merchant}.`, tone: 'success' },
  DECLINED: { title: 'Payment declined', text: () => 'Nothing was paid. You can start a new payment from your wallet.', tone: 'error' },
  EXPIRED: { title: 'This payment has expired', text: () => 'It was not paid in time, so nothing was paid. Start a new payment from your wallet.', tone: 'error' },
};

/**
 * The sandbox gateway's checkout: the order (merchant, amount, when it expires), Approve or
 * Decline, the outcome, and the way back to the merchant. The link's token is the key; no
 * sign-in is asked, as on a real gateway's page.
 */
export function SandboxCheckout({ paymentId, token }: SandboxCheckoutProps) {
  const queryKey = ['sandbox-order', paymentId, token];
  const order = useQuery({ queryKey, queryFn: () => fetchSandboxOrder(paymentId, token), staleTime: 0, retry: false });
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (choice: 'approve' | 'decline') => {
    if (busy) return;
    setBusy(choice);
    setError(null);
    try {
      const decided = await (choice === 'approve' ? approveSandboxPayment : declineSandboxPayment)(paymentId, token);
      client.setQueryData(queryKey, decided);
    } catch (caught) {
      setError(errorMessage(caught, 'The sandbox could not record your choice. Try again.'));
      // It may have expired or been decided elsewhere meanwhile: show the order as it is now.
      void order.refetch();
    } finally {
      setBusy(null);
    }
  };

  const goBack = (to: string) => {
    if (to.startsWith('/')) void navigate(to);
    else window.location.assign(to);
  };

  if (order.isPending) {
    return (
      <p className={styles.pending} role="status">
        <Spinner /> Loading the payment...
      </p>
    );
  }

  if (order.isError) {
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>This checkout link does not work</h1>
        <FormMessage tone="error" message={errorMessage(order.error, 'The payment could not be loaded.')} />
        <Button variant="secondary" onClick={() => goBack('/wallet')}>
          Back to Crease
        </Button>
      </div>
    );
  }

  const current = order.data;
  const settled = current.status === 'CREATED' ? null : SETTLED[current.status];
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <p className={styles.merchant}>Pay {current.merchant}</p>
        <h1 className={styles.title}>{settled ? settled.title : formatRupees(current.amount)}</h1>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Amount</dt>
          <dd>
            {formatRupees(current.amount)} ({current.currency})
          </dd>
        </div>
        <div>
          <dt>Merchant</dt>
          <dd>{current.merchant}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd className={styles.code}>{current.orderId}</dd>
        </div>
        {current.status === 'CREATED' && (
          <div>
            <dt>Pay by</dt>
            <dd>
              <time dateTime={current.expiresAt}>{formatDateTime(current.expiresAt)}</time>
            </dd>
          </div>
        )}
      </dl>

      {settled ? (
        <>
          <FormMessage tone={settled.tone} message={settled.text(current)} />
          <Button size="lg" block onClick={() => goBack(returnPathFor(current))}>
            Return to {current.merchant}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.explain}>Approve to pay as if a real payment went through, or decline to see what a failed payment does. Either way, no money moves.</p>
          <div className={styles.actions}>
            <Button size="lg" busy={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
              {busy === 'approve' ? 'Approving...' : 'Approve payment'}
            </Button>
            <Button size="lg" variant="danger" busy={busy === 'decline'} disabled={busy !== null} onClick={() => void decide('decline')}>
              {busy === 'decline' ? 'Declining...' : 'Decline'}
            </Button>
          </div>
        </>
      )}
      <FormMessage tone="error" message={error} />
    </div>
  );
}
