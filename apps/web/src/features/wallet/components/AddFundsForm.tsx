import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { depositInputSchema, depositLimitProblem, describeIssues, toPaise, type DeploymentConfigView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createDeposit } from '../api/wallet-api.ts';
import { rememberDepositReturn, type DepositReturn } from '../deposit-return.ts';
import { useDepositLimits } from '../hooks/use-wallet.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import styles from './AddFundsForm.module.css';

interface AddFundsFormProps {
  /** The deployment's deposit settings: the least and most a deposit may be, the quick amounts. */
  deposits: DeploymentConfigView['deposits'];
  /** The sandbox gateway: no real money moves, and the form says so. */
  sandbox: boolean;
  /** An amount to start with, such as what a contest's fee is short by. */
  initialAmount?: number;
  /** Where to offer the way back to once the money is in. */
  returnTo?: DepositReturn;
}

/**
 * Add Funds: an amount (typed, or a quick amount at a tap), checked against the deposit's limits
 * and what is left of this month's, then a payment is started and the payer sent to pay it. Each
 * attempt carries its own Idempotency-Key, and sending the same amount again (after a failure
 * that may have reached the server) reuses it, so a retry can never start a second payment.
 */
export function AddFundsForm({ deposits, sandbox, initialAmount, returnTo }: AddFundsFormProps) {
  const [text, setText] = useState(initialAmount === undefined ? '' : String(initialAmount));
  const limits = useDepositLimits();
  const form = useFormSubmit('Could not start the payment. Try again.', { prefix: '' });
  const navigate = useNavigate();
  const attempt = useRef<{ amount: number; key: string } | null>(null);

  const keyFor = (amount: number) => {
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    // The schema reads the typed text as the number it shows, with the server's words for anything else.
    const parsed = depositInputSchema.safeParse({ amount: text });
    if (!parsed.success) return form.fail(describeIssues(parsed.error.issues));
    const { amount } = parsed.data;
    if (limits.data) {
      const problem = depositLimitProblem(toPaise(amount), toPaise(limits.data.usedThisMonth), toPaise(limits.data.monthlyLimit), new Date());
      if (problem) return form.fail(problem);
    }
    void form.run(async () => {
      const deposit = await createDeposit(amount, keyFor(amount));
      if (returnTo) rememberDepositReturn(deposit.id, returnTo);
      // The sandbox's page is a path of this app; a real gateway's is another site.
      const target = deposit.checkoutUrl ?? `/wallet?deposit=${deposit.id}`;
      if (target.startsWith('/')) void navigate(target);
      else window.location.assign(target);
    });
  };

  const chosen = text.trim() === '' ? Number.NaN : Number(text);
  const month = limits.data;
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add Funds" noValidate>
      <TextField
        label="Amount (₹)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`${formatRupees(deposits.min)} to ${formatRupees(deposits.max)} a deposit.`}
      />
      <div className={styles.quick} role="group" aria-label="Quick amounts">
        {deposits.quickAmounts.map((amount) => (
          <button key={amount} type="button" className={styles.chip} aria-pressed={chosen === amount} onClick={() => setText(String(amount))}>
            {formatRupees(amount)}
          </button>
        ))}
      </div>
      {month && (
        <p className={styles.month}>
          {month.remainingThisMonth > 0
            ? `You can add ${formatRupees(month.remainingThisMonth)} more this month (your monthly limit is ${formatRupees(month.monthlyLimit)}).`
            : // The words the server would refuse a paisa more with.
              depositLimitProblem(1, toPaise(month.usedThisMonth), toPaise(month.monthlyLimit), new Date())}
        </p>
      )}
      {sandbox && (
        <p className={styles.sandbox}>
          <strong>Sandbox payments:</strong> you approve or decline on a test checkout page, and no real money moves.
        </p>
      )}
      <Button type="submit" size="lg" block busy={form.busy}>
        {form.busy ? 'Starting payment...' : 'Continue to payment'}
      </Button>
      <FormMessage tone="error" message={form.error} />
    </form>
  );
}
