import type { ReactNode } from 'react';
import type { JoinPreviewView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { formatRupees } from '../../../lib/money.ts';
import styles from './JoinSheet.module.css';

interface JoinSheetProps {
  /** Null while the figures are read. */
  preview: JoinPreviewView | null;
  /** Why the figures could not be read. */
  loadError: string | null;
  busy: boolean;
  /** What went wrong with the join itself. */
  error: string | null;
  onConfirm: () => void;
  /** What lets the player top up here when the balance is short: Add cash (the screen puts in the wallet's form). */
  addCash: ReactNode;
}

/**
 * The join sheet of a paid contest: the fee, and where it comes from (the bonus first, then
 * deposits, then winnings) before anything is taken; when the balance is short, by how much and
 * a way to add cash on the spot.
 */
export function JoinSheet({ preview, loadError, busy, error, onConfirm, addCash }: JoinSheetProps) {
  if (loadError) return <StatusLine tone="error">{loadError}</StatusLine>;
  if (!preview) return <StatusLine tone="loading">Working out the fee...</StatusLine>;
  const short = preview.shortBy > 0;
  return (
    <div className={styles.sheet}>
      <dl className={styles.lines}>
        <div className={styles.fee}>
          <dt>Entry fee</dt>
          <dd>{formatRupees(preview.entryFee)}</dd>
        </div>
        <div>
          <dt>Bonus used</dt>
          <dd>{formatRupees(preview.bonusUsed)}</dd>
        </div>
        <div>
          <dt>From deposits</dt>
          <dd>{formatRupees(preview.depositUsed)}</dd>
        </div>
        <div>
          <dt>From winnings</dt>
          <dd>{formatRupees(preview.winningsUsed)}</dd>
        </div>
      </dl>
      {short ? (
        <>
          <p className={styles.short}>Your balance is {formatRupees(preview.shortBy)} short of the fee.</p>
          {addCash}
        </>
      ) : (
        <Button size="lg" block busy={busy} onClick={onConfirm}>
          {`Join for ${formatRupees(preview.entryFee)}`}
        </Button>
      )}
      <FormMessage tone="error" message={error} />
    </div>
  );
}
