import { useToken } from '../../../lib/session.ts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard.ts';
import { OVERALL_LEADERBOARD_TOPIC } from '../leaderboard-entry.ts';
import { Leaderboard } from './Leaderboard.tsx';

interface LiveLeaderboardProps {
  topic?: string;
  title?: string;
}

/** A leaderboard fed by the live channel, as the signed-in person. */
export function LiveLeaderboard({ topic = OVERALL_LEADERBOARD_TOPIC, title }: LiveLeaderboardProps) {
  const token = useToken();
  const { entries, error } = useLiveLeaderboard(token, topic);
  return <Leaderboard entries={entries} error={error} title={title} />;
}
