import { useId } from 'react';
import { PLAYER_ROLE_LABELS, type DreamTeamView } from '@crease/game';
import { PlayerImage } from '../../../components/ui/PlayerImage.tsx';
import styles from './DreamTeam.module.css';

const points = (value: number) => String(Math.round(value * 10) / 10);

/** The match's Dream Team: the eleven the team rules allow with the most points, its Captain and Vice-Captain, and its total. */
export function DreamTeam({ team }: { team: DreamTeamView }) {
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Dream Team
        </h2>
        <p className={styles.total}>{points(team.totalPoints)} pts</p>
      </header>
      <p className={styles.rule}>The best eleven the team rules allowed, Captain 2x and Vice-Captain 1.5x.</p>
      <ul className={styles.players}>
        {team.players.map((player) => {
          const armband = player.id === team.captainId ? 'C' : player.id === team.viceCaptainId ? 'VC' : null;
          return (
            <li key={player.id} className={styles.player}>
              <PlayerImage name={player.name} imageUrl={player.imageUrl} size={36} />
              <span className={styles.who}>
                <span className={styles.name}>
                  {player.name}
                  {armband && (
                    <abbr className={styles.armband} title={armband === 'C' ? 'Captain' : 'Vice-Captain'}>
                      {armband}
                    </abbr>
                  )}
                </span>
                <span className={styles.meta}>
                  {PLAYER_ROLE_LABELS[player.role]} · {player.team}
                </span>
              </span>
              <span className={styles.points}>{points(player.points)} pts</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
