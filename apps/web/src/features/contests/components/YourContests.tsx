import type { JoinedContestView } from '@crease/game';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge.tsx';
import { CardShelf, ShelfCard } from '../../../components/ui/CardShelf.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { matchTitle, startsIn } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { contestPath } from '../contest-links.ts';
import { useJoinedContests } from '../hooks/use-entries.ts';
import { standingText } from './entry-standing.ts';
import { ENTRY_STATUS_TONE } from './entry-status.ts';

/** How long a completed contest stays on home, from its match's start (a Test lasts five days). */
const RECENT_MS = 7 * 24 * 3600_000;

/** Live first, then the latest finished (results are news), then the soonest to start. */
function order(entry: JoinedContestView): number {
  return entry.status === 'LIVE' ? 0 : entry.status === 'COMPLETED' ? 1 : 2;
}

/**
 * Home's "Your contests": the joined contests being played (with their live rank and points),
 * those finished in the last week (with the prize), then those still to play, soonest first.
 */
export function YourContests({ limit = 4 }: { limit?: number }) {
  const entries = useJoinedContests();
  const now = useNow(30_000);
  // The first page (the latest entries) is plenty for the few shown here; the list has them all.
  const shown = entries.items
    .filter(
      (entry) =>
        entry.status === 'UPCOMING' || entry.status === 'LIVE' || (entry.status === 'COMPLETED' && now.getTime() - new Date(entry.match.startTime).getTime() < RECENT_MS),
    )
    .sort((a, b) => order(a) - order(b) || (a.status === 'COMPLETED' ? -1 : 1) * a.match.startTime.localeCompare(b.match.startTime))
    .slice(0, limit);

  return (
    <CardShelf
      titleId="your-contests-title"
      title="Your contests"
      all={{ to: '/my-joined-contests', label: 'All my contests' }}
      status={
        entries.isPending ? (
          <StatusLine tone="loading">Loading your contests...</StatusLine>
        ) : entries.isLoadingError ? (
          <StatusLine tone="error">Unable to load your contests</StatusLine>
        ) : shown.length === 0 ? (
          <StatusLine tone="empty" action={<Link to="/contests">View Available Contests</Link>}>
            {entries.items.length === 0 ? 'No contests joined yet.' : 'None of your contests is upcoming, live or just finished.'}
          </StatusLine>
        ) : undefined
      }
    >
      {shown.map((entry) => {
        const standing = standingText(entry);
        return (
          <ShelfCard
            key={entry.entryId}
            to={standing === null ? `/team/preview/${entry.matchId}?team=${entry.teamId}` : contestPath(entry.contestId, entry.status)}
            tag={<Badge tone={ENTRY_STATUS_TONE[entry.status]}>{entry.status}</Badge>}
            countdown={entry.status === 'LIVE' ? 'In play' : entry.status === 'COMPLETED' ? 'Finished' : startsIn(entry.match.startTime, now)}
            title={entry.contestName}
            subtitle={matchTitle(entry.match)}
            startTime={entry.match.startTime}
            cta={standing ?? `Team #${entry.teamId} · Preview`}
          />
        );
      })}
    </CardShelf>
  );
}
