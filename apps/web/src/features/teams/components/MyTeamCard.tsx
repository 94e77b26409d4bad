import { TEAM_RULES, type TeamView } from '@crease/game';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { FactCard } from '../../../components/ui/FactCard.tsx';
import styles from './MyTeamCard.module.css';

/** One team in My Teams: its ids as the spec lists them, with the names and match beside them. */
export function MyTeamCard({ team }: { team: TeamView }) {
  const nameOf = (id: number) => team.players.find((player) => player.id === id)?.name;
  const withName = (id: number) => (
    <>
      {id}
      {nameOf(id) && <span className={styles.who}> · {nameOf(id)}</span>}
    </>
  );
  return (
    <FactCard
      title={`Team #${team.id}`}
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
          <ButtonLink to={`/contests/${team.contestId}/players?team=${team.id}`} variant="secondary" size="sm" aria-label={`Edit team #${team.id}`}>
            Edit
          </ButtonLink>
        ) : (
          <span className={styles.locked}>Locked: the match has started</span>
        )
      }
    >
      <p className={styles.players}>{team.players.map((player) => player.name).join(', ')}</p>
    </FactCard>
  );
}
