import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeIssues, TDS_RATE_PERCENT, withdrawalInputSchema, type WithdrawalPreviewView, type WithdrawalView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { previewWithdrawal, requestWithdrawal } from '../api/wallet-api.ts';
import styles from './WithdrawForm.module.css';

interface WithdrawFormProps {
  /** What can be withdrawn: winnings only. */
  winnings: number;
  /** The least a withdrawal may be (the deployment's). */
  min: number;
  /** Where the money goes, masked, from the KYC on the profile. */
  payout: string | null;
  /** Why the player cannot withdraw yet, known before asking (no KYC, e-mail not verified), and where it is fixed. */
  blocked: Refusal | null;
  onRequested: (withdrawal: WithdrawalView) => void;
}

export interface Refusal {
  message: string;
  /** The page, and its part, where the player can fix it; null when it is not fixed elsewhere. */
  fixAt: string | null;
}

/** A refusal in words, with the way to the profile when that is where it is fixed (403: e-mail, KYC). */
function RefusalLine({ refusal }: { refusal: Refusal | null }) {
  return (
    <div role="alert" className={styles.refusalRegion}>
      {refusal && (
        <div className={styles.refusal}>
          <p>{refusal.message}</p>
          {refusal.fixAt && <Link to={refusal.fixAt}>Go to your Profile</Link>}
        </div>
      )}
    </div>
  );
}

const refusalOf = (caught: unknown, fallback: string): Refusal => ({
  message: errorMessage(caught, fallback),
  // Who may withdraw (a verified e-mail, KYC) is the only 403 here, and both are on the profile.
  fixAt: caught instanceof ApiError && caught.status === 403 ? '/profile' : null,
});

/**
 * Withdraw: an amount from winnings, then what TDS takes from it and what arrives, shown before
 * anything is asked for; confirming then requests it. The server's refusals are said as they
 * come, with the way to the profile for what is fixed there.
 */
export function WithdrawForm({ winnings, min, payout, blocked, onRequested }: WithdrawFormProps) {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<WithdrawalPreviewView | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  if (blocked) return <RefusalLine refusal={blocked} />;

  const run = async (call: () => Promise<void>, fallback: string) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await call();
    } catch (caught) {
      setRefusal(refusalOf(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const askPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = withdrawalInputSchema.safeParse({ amount: text });
    if (!parsed.success) return setRefusal({ message: describeIssues(parsed.error.issues), fixAt: null });
    void run(async () => setPreview(await previewWithdrawal(parsed.data.amount)), 'Could not work out the tax. Try again.');
  };

  const confirm = () => {
    if (!preview) return;
    void run(async () => onRequested(await requestWithdrawal(preview.amount)), 'Could not request the withdrawal. Try again.');
  };

  if (preview) {
    return (
      <div className={styles.form}>
        <section aria-label="Before you confirm">
          <dl className={styles.lines}>
            <div>
              <dt>Amount</dt>
              <dd>{formatRupees(preview.amount)}</dd>
            </div>
            <div>
              <dt>{preview.taxable > 0 ? `TDS (${TDS_RATE_PERCENT}% of ${formatRupees(preview.taxable)} net winnings)` : 'TDS (no net winnings to tax yet this year)'}</dt>
              <dd>{preview.tds > 0 ? `−${formatRupees(preview.tds)}` : formatRupees(0)}</dd>
            </div>
            <div className={styles.net}>
              <dt>You receive</dt>
              <dd>{formatRupees(preview.net)}</dd>
            </div>
            {payout && (
              <div>
                <dt>To</dt>
                <dd className={styles.payout}>{payout}</dd>
              </div>
            )}
          </dl>
        </section>
        <p className={styles.why}>
          TDS is withheld on net winnings of the financial year {preview.financialYear}: what you withdraw, less what you deposit, less what
          was taxed before ({formatRupees(preview.withdrawnThisYear)} withdrawn and {formatRupees(preview.depositedThisYear)} deposited so far this
          year). It is paid to the Income Tax Department in your name.
        </p>
        <div className={styles.actions}>
          <Button size="lg" busy={busy} onClick={confirm}>
            {busy ? 'Requesting...' : 'Confirm withdrawal'}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setPreview(null)}>
            Change amount
          </Button>
        </div>
        <RefusalLine refusal={refusal} />
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={askPreview} aria-label="Withdraw" noValidate>
      <p className={styles.winnings}>
        Winnings you can withdraw: <strong>{formatRupees(winnings)}</strong>
      </p>
      <TextField
        label="Amount (₹)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`At least ${formatRupees(min)}. Bonus and added money are for entries only.`}
      />
      <Button type="submit" size="lg" block busy={busy}>
        {busy ? 'Working out the tax...' : 'See TDS and what you receive'}
      </Button>
      <RefusalLine refusal={refusal} />
    </form>
  );
}
