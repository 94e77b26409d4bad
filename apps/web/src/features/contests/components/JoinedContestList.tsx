import { Link } from 'react-router';
import type { JoinedContestView } from '@crease/game';
import { CardList } from '../../../components/ui/CardList.tsx';
import { useJoinedContests } from '../hooks/use-entries.ts';
import { JoinedContestCard } from './JoinedContestCard.tsx';

/** My Joined Contests: every entry of the signed-in user, newest first, more as the list scrolls, and how many. */
export function JoinedContestList({ onSwap }: { onSwap?: (entry: JoinedContestView) => void }) {
  return (
    <CardList
      list={useJoinedContests()}
      loading="Loading your contests..."
      // The spec shows this one text whatever the failure.
      error={() => 'Unable to load your contests'}
      empty={{ text: 'No contests joined yet.', action: <Link to="/contests">View Available Contests</Link> }}
      keyOf={(entry) => entry.entryId}
      count={{ noun: 'contest joined', plural: 'contests joined' }}
    >
      {(entry) => <JoinedContestCard entry={entry} onSwap={onSwap} />}
    </CardList>
  );
}
