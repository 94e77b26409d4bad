import { matchTitle } from '../../../lib/format.ts';
import { useToken } from '../../../lib/session.ts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard.ts';
import { Leaderboard } from './Leaderboard.tsx';

/** The overall leaderboard, live, as the signed-in person: one live match, each player once by their best entry in it, which it names. */
export function LiveLeaderboard() {
  const { rows, error, match } = useLiveLeaderboard(useToken());
  return <Leaderboard rows={rows} error={error} subtitle={match ? `Ranking ${matchTitle(match)}: each player's best team` : undefined} />;
}
