import { useEffect, useRef } from 'react';
import { announce } from '../../../lib/announce.ts';

/**
 * Says politely "Your rank is now 12" when the caller's best rank changes, not on every push:
 * a screen reader hears the news without the whole table being read out. The first rank known
 * is not news.
 */
export function useRankAnnouncement(rank: number | null): void {
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (rank === null) return;
    if (last.current !== null && last.current !== rank) announce(`Your rank is now ${rank}`);
    last.current = rank;
  }, [rank]);
}
