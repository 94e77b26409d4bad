import type { BadgeTone } from '../../components/ui/Badge.tsx';
import type { ReferralHoldReason, ReferralState } from '@crease/game';

/** A referred friend's state, as the referrer reads it. */
export const FRIEND_STATE_WORDS: Record<ReferralState, { label: string; note: string; tone: BadgeTone }> = {
  SIGNED_UP: { label: 'Signed up', note: 'The bonus follows once they verify their e-mail and add ₹100 or more.', tone: 'navy' },
  REWARDED: { label: 'Bonus paid', note: 'You both got your bonus.', tone: 'green' },
  CAPPED: { label: 'Monthly cap reached', note: 'Your friend got their bonus; you had reached this month’s cap.', tone: 'gold' },
  HELD: { label: 'Under review', note: 'Support is checking this referral before any bonus is paid.', tone: 'gold' },
  REJECTED: { label: 'Not rewarded', note: 'This referral did not qualify for a bonus.', tone: 'gray' },
};

export const HOLD_REASON_WORDS: Record<ReferralHoldReason, string> = {
  SAME_PAN: 'Same PAN',
  SAME_PAYOUT: 'Same payout account',
  SAME_ADDRESS: 'Signed up from the referrer’s address',
};
