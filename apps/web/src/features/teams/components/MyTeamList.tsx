import { Link } from 'react-router';
import { CardList } from '../../../components/ui/CardList.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMyTeams } from '../hooks/use-teams.ts';
import { MyTeamCard } from './MyTeamCard.tsx';

/** My Teams: every team of the signed-in user, newest first, more as the list scrolls. */
export function MyTeamList() {
  return (
    <CardList
      list={useMyTeams()}
      loading="Loading Teams..."
      error={(error) => errorMessage(error, 'Something went wrong')}
      empty={{ text: 'No teams created yet.', action: <Link to="/contests">View Available Contests</Link> }}
      keyOf={(team) => team.id}
    >
      {(team) => <MyTeamCard team={team} />}
    </CardList>
  );
}
