import { TEAM_RULES, type TeamView } from '@crease/game';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { copyTeam } from '../api/teams-api.ts';
import { teamKeys } from '../hooks/use-teams.ts';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { FactCard } from '../../../components/ui/FactCard.tsx';
import styles from './MyTeamCard.module.css';

/** One team in My Teams: its name (T1, T2, ... for its match), its ids as the spec lists them, with the names and match beside them; Copy makes the next. */
export function MyTeamCard({ team }: { team: TeamView }) {
  const queryClient = useQueryClient();
  const copying = useFormSubmit('Could not copy the team.', { prefix: '' });
  const copy = () =>
    void copying.run(async () => {
      const made = await copyTeam(team.id);
      toast.success(`${made.name} is a copy of ${team.name}.`);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    });
  const nameOf = (id: number) => team.players.find((player) => player.id === id)?.name;
  const withName = (id: number) => (
    <>
      {id}
      {nameOf(id) && <span className={styles.who}> · {nameOf(id)}</span>}
    </>
  );
  return (
    <FactCard
      title={team.name}
      aside={
        <span className={styles.credits}>
          {team.credits} / {TEAM_RULES.maxCredits} credits
        </span>
      }
      match={team.match}
      facts={[
        { term: 'Team ID', value: team.id },
        { term: 'Player Count', value: team.playerIds.length },
        { term: 'Captain ID', value: withName(team.captainId) },
        { term: 'Vice Captain ID', value: withName(team.viceCaptainId) },
      ]}
      actions={
        team.editable ? (
          <>
            <ButtonLink to={`/contests/${team.contestId}/players?team=${team.id}`} variant="secondary" size="sm" aria-label={`Edit team ${team.name}`}>
              Edit
            </ButtonLink>
            <Button variant="secondary" size="sm" busy={copying.busy} onClick={copy} aria-label={`Copy team ${team.name}`}>
              Copy
            </Button>
            {copying.error && <span role="alert">{copying.error}</span>}
          </>
        ) : (
          <span className={styles.locked}>Locked: the match has started</span>
        )
      }
    >
      <p className={styles.players}>{team.players.map((player) => player.name).join(', ')}</p>
    </FactCard>
  );
}
