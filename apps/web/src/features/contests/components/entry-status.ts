import type { ContestStatus } from '@crease/game';
import type { BadgeTone } from '../../../components/ui/Badge.tsx';

/** How an entry's contest status reads on a card. */
export const ENTRY_STATUS_TONE: Record<ContestStatus, BadgeTone> = {
  UPCOMING: 'gold',
  LIVE: 'green',
  COMPLETED: 'navy',
  CANCELLED: 'red',
};
