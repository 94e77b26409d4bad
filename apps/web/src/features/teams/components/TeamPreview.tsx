import { PLAYER_ROLE_LABELS, summarizeTeam, TEAM_RULES, type TeamPreviewView } from '@crease/game';
import { PlayerImage } from '../../../components/ui/PlayerImage.tsx';
import { creditLabel, ROLE_TABS } from '../team-pick.ts';
import styles from './TeamPreview.module.css';

const CAPTAIN_MULTIPLIER = 2;
const VICE_CAPTAIN_MULTIPLIER = 1.5;

/** A team laid out by role, as on the field: each player with C or VC, role, side, points and credit. */
export function TeamPreview({ team }: { team: TeamPreviewView }) {
  const { credits } = summarizeTeam(
    team.players.map((player) => player.id),
    team.players,
  );
  const points = team.players.reduce((sum, player) => {
    const multiplier = player.id === team.captainId ? CAPTAIN_MULTIPLIER : player.id === team.viceCaptainId ? VICE_CAPTAIN_MULTIPLIER : 1;
    return sum + player.points * multiplier;
  }, 0);

  return (
    <div className={styles.preview}>
      <dl className={styles.totals}>
        <div>
          <dt>Credits used</dt>
          <dd>
            {credits} / {TEAM_RULES.maxCredits}
          </dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{team.players.length}</dd>
        </div>
        <div>
          <dt>Team points</dt>
          <dd>{Math.round(points * 10) / 10}</dd>
        </div>
      </dl>

      <div className={styles.field}>
        {ROLE_TABS.map(({ role, plural }) => {
          const players = team.players.filter((player) => player.role === role);
          if (players.length === 0) return null;
          return (
            <section key={role} className={styles.line} aria-label={plural}>
              <h2 className={styles.role}>{plural}</h2>
              <ul className={styles.players}>
                {players.map((player) => {
                  const armband = player.id === team.captainId ? 'C' : player.id === team.viceCaptainId ? 'VC' : null;
                  return (
                    <li key={player.id} className={styles.player}>
                      <span className={styles.photo}>
                        <PlayerImage name={player.name} imageUrl={player.imageUrl} size={56} />
                        {armband && (
                          <abbr className={styles.armband} title={armband === 'C' ? 'Captain' : 'Vice-Captain'}>
                            {armband}
                          </abbr>
                        )}
                      </span>
                      <span className={styles.name}>{player.name}</span>
                      <span className={styles.meta}>
                        {PLAYER_ROLE_LABELS[player.role]} · {player.team}
                      </span>
                      <span className={styles.numbers}>
                        <span>{player.points} points</span>
                        <span>Credit {creditLabel(player.credit)}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
