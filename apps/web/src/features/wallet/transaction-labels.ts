import { type TransactionType } from '@crease/game';
import { formatRupees } from '../../lib/money.ts';

export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  DEPOSIT: 'Deposit',
  BONUS: 'Bonus',
  ENTRY_FEE: 'Entry fee',
  REFUND: 'Refund',
  WINNING: 'Winnings',
  WITHDRAWAL: 'Withdrawal',
  WITHDRAWAL_REVERSAL: 'Withdrawal reversed',
  REFERRAL_BONUS: 'Refer and Earn bonus',
};

/** An amount with its direction: '+₹500.00', '−₹49.00'. */
export function signedRupees(amount: number): string {
  return formatRupees(amount, { sign: true });
}
