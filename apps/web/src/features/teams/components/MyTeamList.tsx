import { Link } from 'react-router';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMyTeams } from '../hooks/use-teams.ts';
import { MyTeamCard } from './MyTeamCard.tsx';
import styles from './MyTeamList.module.css';

/** My Teams: every team of the signed-in user, newest first. */
export function MyTeamList() {
  const teams = useMyTeams();
  if (teams.isPending) return <StatusLine tone="loading">Loading Teams...</StatusLine>;
  if (teams.isError) return <StatusLine tone="error">{errorMessage(teams.error, 'Something went wrong')}</StatusLine>;
  if (teams.data.length === 0) {
    return (
      <StatusLine tone="empty" action={<Link to="/contests">View Available Contests</Link>}>
        No teams created yet.
      </StatusLine>
    );
  }
  return (
    <ul className={styles.list}>
      {teams.data.map((team) => (
        <li key={team.id}>
          <MyTeamCard team={team} />
        </li>
      ))}
    </ul>
  );
}
