import { useId } from 'react';
import type { MatchScorecardView, ScorecardPlayerView } from '@crease/game';
import styles from './PlayerPoints.module.css';

const points = (value: number) => String(Math.round(value * 10) / 10);

/** The scorecard for players: every player of the match with their fantasy points, most first; a player opens their breakdown. */
export function PlayerPoints({ scorecard, onSelect }: { scorecard: MatchScorecardView; onSelect: (player: ScorecardPlayerView) => void }) {
  const titleId = useId();
  const players = [...scorecard.players].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Players&rsquo; points
      </h2>
      {players.length === 0 ? (
        <p className={styles.none}>No players in this match.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Team</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.playerId}>
                <th scope="row">
                  <button type="button" className={styles.player} onClick={() => onSelect(player)}>
                    {player.name}
                  </button>
                </th>
                <td className={styles.side}>{player.team}</td>
                <td className={styles.points}>{points(player.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
