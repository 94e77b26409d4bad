import { Link } from 'react-router';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { useJoinedContests } from '../hooks/use-entries.ts';
import { JoinedContestCard } from './JoinedContestCard.tsx';
import styles from './JoinedContestList.module.css';

/** My Joined Contests: every entry of the signed-in user, newest first. */
export function JoinedContestList() {
  const entries = useJoinedContests();
  if (entries.isPending) return <StatusLine tone="loading">Loading your contests...</StatusLine>;
  // The spec shows this one text whatever the failure.
  if (entries.isError) return <StatusLine tone="error">Unable to load your contests</StatusLine>;
  if (entries.data.length === 0) {
    return (
      <StatusLine tone="empty" action={<Link to="/contests">View Available Contests</Link>}>
        No contests joined yet.
      </StatusLine>
    );
  }
  return (
    <ul className={styles.list}>
      {entries.data.map((entry) => (
        <li key={entry.entryId}>
          <JoinedContestCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}
