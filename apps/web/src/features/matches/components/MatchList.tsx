import type { ReactNode } from 'react';
import type { MatchView } from '@crease/game';
import { MatchTypeTag } from '../../../components/ui/MatchTypeTag.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatStartTime, matchTitle } from '../../../lib/format.ts';
import { listCountText } from '../../../lib/paged-list.ts';
import { useUpcomingMatches } from '../hooks/use-matches.ts';
import styles from './MatchList.module.css';

interface MatchListProps {
  /** Called with the id of the match clicked. */
  onSelect: (matchId: number) => void;
  /** The match chosen, marked as pressed. */
  selectedId?: number | null;
  headingLevel?: 2 | 3;
  /** A control of the match's own beside its row (the reminder's bell on `/matches`), outside the row's button. */
  renderAction?: (match: MatchView) => ReactNode;
}

/** 'Select a Match': the upcoming matches, each '{teamA} vs {teamB}' with its local start time; more as the list scrolls. */
export function MatchList({ onSelect, selectedId = null, headingLevel = 2, renderAction }: MatchListProps) {
  const matches = useUpcomingMatches();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className={styles.wrap}>
      <Heading className={styles.heading}>Select a Match</Heading>
      {matches.isPending ? (
        <StatusLine tone="loading">Loading matches...</StatusLine>
      ) : matches.isLoadingError ? (
        <StatusLine tone="error">{`❌ ${errorMessage(matches.error, 'Failed to load matches')}`}</StatusLine>
      ) : matches.items.length === 0 ? (
        <StatusLine tone="empty">No upcoming matches.</StatusLine>
      ) : (
        <>
          <p className={styles.count}>{listCountText(matches, 'upcoming match', 'upcoming matches')}</p>
          <ul className={styles.list}>
            {matches.items.map((match) => {
              const selected = match.id === selectedId;
              const action = renderAction?.(match);
              return (
                <li key={match.id} className={action ? styles.withAction : undefined}>
                  <button
                    type="button"
                    className={`${styles.match} ${selected ? styles.selected : ''}`}
                    aria-pressed={selected}
                    onClick={() => onSelect(match.id)}
                  >
                    <span className={styles.title}>{matchTitle(match)}</span>
                    <span className={styles.meta}>
                      <MatchTypeTag type={match.matchType} />
                      <time dateTime={match.startTime}>{formatStartTime(match.startTime)}</time>
                    </span>
                    {match.event && <span className={styles.event}>{match.event}</span>}
                    <span className={styles.tick} aria-hidden="true">
                      {selected ? '✓' : '→'}
                    </span>
                  </button>
                  {action}
                </li>
              );
            })}
          </ul>
          <LoadMore list={matches} failed="Failed to load more matches" />
        </>
      )}
    </div>
  );
}
