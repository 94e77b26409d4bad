import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge.tsx';
import { CardShelf, ShelfCard } from '../../../components/ui/CardShelf.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { matchTitle, startsIn } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useJoinedContests } from '../hooks/use-entries.ts';
import { ENTRY_STATUS_TONE } from './entry-status.ts';

/** Home's "Your contests": the joined contests still to play or being played, soonest first. */
export function YourContests({ limit = 4 }: { limit?: number }) {
  const entries = useJoinedContests();
  const now = useNow(30_000);
  const shown = entries.data
    ?.filter((entry) => entry.status === 'UPCOMING' || entry.status === 'LIVE')
    .sort((a, b) => a.match.startTime.localeCompare(b.match.startTime))
    .slice(0, limit);

  return (
    <CardShelf
      titleId="your-contests-title"
      title="Your contests"
      all={{ to: '/my-joined-contests', label: 'All my contests' }}
      status={
        entries.isPending ? (
          <StatusLine tone="loading">Loading your contests...</StatusLine>
        ) : entries.isError ? (
          <StatusLine tone="error">Unable to load your contests</StatusLine>
        ) : !shown || shown.length === 0 ? (
          <StatusLine tone="empty" action={<Link to="/contests">View Available Contests</Link>}>
            {entries.data.length === 0 ? 'No contests joined yet.' : 'None of your contests is upcoming or live.'}
          </StatusLine>
        ) : undefined
      }
    >
      {shown?.map((entry) => (
        <ShelfCard
          key={entry.entryId}
          to={`/team/preview/${entry.matchId}?team=${entry.teamId}`}
          tag={<Badge tone={ENTRY_STATUS_TONE[entry.status]}>{entry.status}</Badge>}
          countdown={entry.status === 'LIVE' ? 'In play' : startsIn(entry.match.startTime, now)}
          title={entry.contestName}
          subtitle={matchTitle(entry.match)}
          startTime={entry.match.startTime}
          cta={`Team #${entry.teamId} · Preview`}
        />
      ))}
    </CardShelf>
  );
}
