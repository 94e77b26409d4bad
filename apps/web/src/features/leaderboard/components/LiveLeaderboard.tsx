import { useToken } from '../../../lib/session.ts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard.ts';
import { Leaderboard } from './Leaderboard.tsx';

/** The overall leaderboard (top players over their live and completed contests), live, as the signed-in person. */
export function LiveLeaderboard() {
  const { rows, error } = useLiveLeaderboard(useToken());
  return <Leaderboard rows={rows} error={error} />;
}
