import { PLAYER_ROLE_LABELS, type EntryTeamPlayerView, type EntryTeamView } from '@crease/game';
import { formatRupees } from '../../../lib/money.ts';
import { PlayerImage } from '../../../components/ui/PlayerImage.tsx';
import styles from './EntryTeam.module.css';

/** Points as a half point shows: 84, 61.5. */
const points = (value: number) => String(Math.round(value * 10) / 10);

const ARMBANDS = { 2: { short: 'C', name: 'Captain' }, 1.5: { short: 'VC', name: 'Vice-Captain' } } as const;

interface EntryTeamProps {
  team: EntryTeamView;
  /** Pressing a player: where their points came from. */
  onSelectPlayer: (player: EntryTeamPlayerView) => void;
}

/**
 * An entry's eleven: each player's points in the match, the Captain's 2x and the Vice-Captain's
 * 1.5x, and what each adds to the team; the entry's rank, points and prize above.
 */
export function EntryTeam({ team, onSelectPlayer }: EntryTeamProps) {
  return (
    <div className={styles.team}>
      <dl className={styles.totals}>
        <div>
          <dt>Rank</dt>
          <dd>{team.rank === null ? '–' : `#${team.rank}`}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{points(team.totalPoints)}</dd>
        </div>
        {team.prize !== null && (
          <div>
            <dt>Prize</dt>
            <dd className={team.prize > 0 ? styles.won : undefined}>{team.prize > 0 ? formatRupees(team.prize) : 'None'}</dd>
          </div>
        )}
      </dl>
      <p className={styles.hint}>Press a player to see where their points came from.</p>
      <ul className={styles.players}>
        {team.players.map((player) => {
          const armband = player.multiplier === 1 ? null : ARMBANDS[player.multiplier];
          return (
            <li key={player.id}>
              <button type="button" className={styles.player} onClick={() => onSelectPlayer(player)}>
                {/* The name and armband are said in words beside it; the photo adds nothing to hear. */}
                <span className={styles.photo} aria-hidden="true">
                  <PlayerImage name={player.name} imageUrl={player.imageUrl} size={40} />
                  {armband && <span className={styles.armband}>{armband.short}</span>}
                </span>
                <span className={styles.who}>
                  <span className={styles.name}>
                    {player.name}
                    {armband && <span className="visually-hidden"> ({armband.name})</span>}
                  </span>
                  <span className={styles.meta}>
                    {PLAYER_ROLE_LABELS[player.role]} · {player.team}
                  </span>
                </span>
                <span className={styles.points}>
                  <span className={styles.counted}>{points(player.teamPoints)} pts</span>
                  {armband && (
                    <span className={styles.multiplied}>
                      {points(player.points)} × {player.multiplier}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
