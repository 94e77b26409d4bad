import { type JoinedContestView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';

/** An entry's place in its contest once play starts: 'Rank #3 · 120.5 pts', then 'Won ₹250' when it won. */
export function standingText(entry: Pick<JoinedContestView, 'status' | 'rank' | 'totalPoints' | 'prize'>): string | null {
  if (entry.status !== 'LIVE' && entry.status !== 'COMPLETED') return null;
  const place = `${entry.rank === null ? 'Unranked' : `Rank #${entry.rank}`} · ${entry.totalPoints} pts`;
  return entry.prize ? `${place} · Won ${formatRupees(entry.prize)}` : place;
}
