import type { ReactNode } from 'react';
import type { MatchView } from '@crease/game';
import { CardShelf, ShelfCard } from '../../../components/ui/CardShelf.tsx';
import { MatchTypeTag } from '../../../components/ui/MatchTypeTag.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { matchTitle, startsIn } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useUpcomingMatches } from '../hooks/use-matches.ts';

/** The countdowns move on every half minute. */
const TICK_MS = 30_000;

interface UpcomingMatchesProps {
  /** How many of the soonest matches to show. */
  limit?: number;
  /** A control on each card (the screen gives it: the reminder bell is another feature's). */
  renderAction?: (match: MatchView) => ReactNode;
}

/** Home's "Upcoming matches": the next few, with how long until each starts, each leading to its contests. */
export function UpcomingMatches({ limit = 4, renderAction }: UpcomingMatchesProps) {
  const matches = useUpcomingMatches();
  const now = useNow(TICK_MS);
  // The first page (the soonest) is more than the few shown here; All matches has the rest.
  const shown = matches.items.filter((match) => new Date(match.startTime).getTime() > now.getTime() - 60_000).slice(0, limit);

  return (
    <CardShelf
      titleId="upcoming-matches-title"
      title="Upcoming matches"
      all={{ to: '/matches', label: 'All matches' }}
      status={
        matches.isPending ? (
          <StatusLine tone="loading">Loading matches...</StatusLine>
        ) : matches.isLoadingError ? (
          <StatusLine tone="error">{`❌ ${errorMessage(matches.error, 'Failed to load matches')}`}</StatusLine>
        ) : shown.length === 0 ? (
          <StatusLine tone="empty">No upcoming matches right now. New fixtures appear here as soon as they are added.</StatusLine>
        ) : undefined
      }
    >
      {shown.map((match) => (
        <ShelfCard
          key={match.id}
          to={`/contests?matchId=${match.id}`}
          tag={<MatchTypeTag type={match.matchType} />}
          countdown={startsIn(match.startTime, now)}
          title={matchTitle(match)}
          startTime={match.startTime}
          where={[match.event, match.venue].filter(Boolean).join(' · ') || undefined}
          cta="See contests"
          action={renderAction?.(match)}
        />
      ))}
    </CardShelf>
  );
}
