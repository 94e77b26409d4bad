import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Button, ButtonLink } from '../components/ui/Button.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { TeamPreview } from '../features/teams/components/TeamPreview.tsx';
import { useTeam, useTeamPreview } from '../features/teams/hooks/use-teams.ts';
import { ApiError } from '../lib/api-client.ts';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './team-preview-screen.module.css';

/**
 * `/team/preview/{matchId}`: the player's latest team for a match, laid out by role. With
 * `?team={id}` (from an entry) it shows that team, which need not be the latest.
 */
export default function TeamPreviewScreen() {
  useDocumentTitle('Team Preview');
  const matchId = positiveId(useParams().matchId);
  const valid = matchId !== null;
  const [search] = useSearchParams();
  const teamId = positiveId(search.get('team'));
  const latest = useTeamPreview(teamId === null ? matchId : null);
  const chosen = useTeam(valid ? teamId : null);
  const preview = teamId === null ? latest : chosen;
  const team = teamId === null ? latest.data : chosen.data && { teamId: chosen.data.id, name: chosen.data.name, players: chosen.data.players, captainId: chosen.data.captainId, viceCaptainId: chosen.data.viceCaptainId };
  const navigate = useNavigate();
  const location = useLocation();

  // Back is one step back; opened from a link, there is no step back inside the app.
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate('/my-joined-contests'));

  return (
    <div className={styles.page}>
      <PageHeader title="Team Preview" />
      {!valid ? (
        <StatusLine tone="error">Failed to load team preview.</StatusLine>
      ) : preview.isPending ? (
        <StatusLine tone="loading">Loading team preview...</StatusLine>
      ) : preview.isError || !team ? (
        <StatusLine
          tone="error"
          action={preview.error instanceof ApiError && preview.error.status === 404 ? <Link to="/contests">View Available Contests</Link> : undefined}
        >
          Failed to load team preview.
          {preview.error instanceof ApiError && preview.error.status === 404 && <span className={styles.why}> {preview.error.message}</span>}
        </StatusLine>
      ) : (
        <TeamPreview team={team} />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={back}>
          Back
        </Button>
        <ButtonLink to="/profile">Confirm</ButtonLink>
      </div>
    </div>
  );
}
