import type { DepositStatus, WithdrawalStatus } from '@crease/game';
import type { BadgeTone } from '../../components/ui/Badge.tsx';

interface StatusWords {
  label: string;
  tone: BadgeTone;
  /** What it means for the player, in a sentence. */
  meaning: string;
}

/** A deposit's status in plain words. */
export const DEPOSIT_STATUS_WORDS: Record<DepositStatus, StatusWords> = {
  CREATED: { label: 'Waiting for payment', tone: 'gold', meaning: 'Not paid yet. Finish paying before it expires, or leave it: nothing is taken.' },
  CAPTURED: { label: 'Added', tone: 'green', meaning: 'Paid and added to your wallet.' },
  FAILED: { label: 'Declined', tone: 'red', meaning: 'The payment was declined. Nothing was added or taken.' },
  EXPIRED: { label: 'Expired', tone: 'gray', meaning: 'It was not paid in time. Nothing was added or taken.' },
};

/** A withdrawal's status in plain words. */
export const WITHDRAWAL_STATUS_WORDS: Record<WithdrawalStatus, StatusWords> = {
  REQUESTED: { label: 'Requested', tone: 'gold', meaning: 'Waiting to be paid, usually within 24-48 hours.' },
  PAID: { label: 'Paid', tone: 'green', meaning: 'Paid to you.' },
  REJECTED: { label: 'Rejected', tone: 'red', meaning: 'Not paid: the whole amount went back to your winnings.' },
};
