import { useEffect } from 'react';
import { formatRupees } from '../../../lib/money.ts';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { depositReturnFor } from '../deposit-return.ts';
import { useDepositOutcome, useRefreshWallet, useWallet } from '../hooks/use-wallet.ts';
import styles from './DepositOutcome.module.css';

interface DepositOutcomeProps {
  depositId: number;
  /** Opens Add Funds again, after a payment that did not go through. */
  onTryAgain?: () => void;
}

/**
 * What became of a payment, when the payer comes back from paying it: asked about until the
 * gateway's word is in, then said, with the balance it left and the way back to where the payer
 * was (a contest they were short for).
 */
export function DepositOutcome({ depositId, onTryAgain }: DepositOutcomeProps) {
  const outcome = useDepositOutcome(depositId);
  const wallet = useWallet();
  const refreshWallet = useRefreshWallet();
  const status = outcome.data?.status;
  const settled = status !== undefined && status !== 'CREATED';

  // Once the gateway's word is in, the balance, the ledger and the deposits have moved.
  useEffect(() => {
    if (settled) void refreshWallet();
  }, [settled, refreshWallet]);

  const balance = settled && wallet.data && !wallet.isFetching ? wallet.data.balance : null;
  const back = status === 'CAPTURED' ? depositReturnFor(depositId) : null;

  let tone: 'waiting' | 'success' | 'failure' = 'waiting';
  let body;
  if (outcome.isPending) {
    body = (
      <p className={styles.line}>
        <Spinner /> Checking your payment...
      </p>
    );
  } else if (outcome.isError) {
    tone = 'failure';
    body = <p className={styles.line}>{errorMessage(outcome.error, 'Could not check your payment. Reload the page to try again.')}</p>;
  } else if (!outcome.data) {
    tone = 'failure';
    body = <p className={styles.line}>There is no payment {depositId} in your wallet.</p>;
  } else {
    const { amount, checkoutUrl } = outcome.data;
    tone = status === 'CAPTURED' ? 'success' : status === 'CREATED' ? 'waiting' : 'failure';
    body = (
      <>
        <p className={styles.headline}>
          {status === 'CAPTURED'
            ? `${formatRupees(amount)} added to your wallet.`
            : status === 'FAILED'
              ? `Your payment of ${formatRupees(amount)} was declined. Nothing was added or taken.`
              : status === 'EXPIRED'
                ? `Your payment of ${formatRupees(amount)} was not made in time and has expired. Nothing was added or taken.`
                : outcome.isFetching
                  ? `Waiting for your payment of ${formatRupees(amount)} to be confirmed...`
                  : `Your payment of ${formatRupees(amount)} is not confirmed yet. It shows under Deposits once it is.`}
        </p>
        {balance !== null && (
          <p className={styles.line}>
            Your balance is {status === 'CAPTURED' ? 'now ' : ''}
            {formatRupees(balance)}.
          </p>
        )}
        <div className={styles.actions}>
          {back && (
            <ButtonLink to={back.path} size="sm">
              Back to {back.label}
            </ButtonLink>
          )}
          {(status === 'FAILED' || status === 'EXPIRED') && onTryAgain && (
            <Button size="sm" variant="secondary" onClick={onTryAgain}>
              Try again
            </Button>
          )}
          {status === 'CREATED' && !outcome.isFetching && (
            <>
              <Button size="sm" variant="secondary" onClick={() => void outcome.refetch()}>
                Check again
              </Button>
              {checkoutUrl && (
                <ButtonLink to={checkoutUrl} size="sm" variant="ghost">
                  Go back to the payment
                </ButtonLink>
              )}
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={`${styles.outcome} ${styles[tone]}`} aria-label="Your payment" role="status">
      {body}
    </section>
  );
}
