import type { TeamPreviewView } from '@crease/game';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { PlayerImage } from '../../../components/ui/PlayerImage.tsx';
import styles from './ExistingTeamOffer.module.css';

interface ExistingTeamOfferProps {
  team: TeamPreviewView;
  matchId: number;
  busy: boolean;
  error: string | null;
  onJoin: (teamId: number) => void;
}

/** A team the player already has for this match: enter it as it is, or build another below. */
export function ExistingTeamOffer({ team, matchId, busy, error, onJoin }: ExistingTeamOfferProps) {
  const nameOf = (id: number) => team.players.find((player) => player.id === id)?.name ?? `#${id}`;
  return (
    <section className={styles.offer} aria-labelledby="existing-team-title">
      <div className={styles.text}>
        <h2 id="existing-team-title" className={styles.title}>
          You already have a team for this match
        </h2>
        <p className={styles.leaders}>
          {team.name} · Captain {nameOf(team.captainId)} · Vice-Captain {nameOf(team.viceCaptainId)}
        </p>
        <ul className={styles.faces} aria-hidden="true">
          {team.players.slice(0, 11).map((player) => (
            <li key={player.id}>
              <PlayerImage name={player.name} imageUrl={player.imageUrl} size={28} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => onJoin(team.teamId)}>
          Join with your team
        </Button>
        <ButtonLink to={`/team/preview/${matchId}`} variant="secondary">
          Preview Team
        </ButtonLink>
      </div>
      <FormMessage tone="error" message={error} />
      <p className={styles.or}>Or build a new team below: a team can enter each contest of its match once.</p>
    </section>
  );
}
