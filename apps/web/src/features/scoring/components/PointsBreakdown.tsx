import { PLAYER_ROLE_LABELS, signedPoints, type ScorecardPlayerView } from '@crease/game';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { statLineParts } from '../stat-line-text.ts';
import styles from './PointsBreakdown.module.css';

const MULTIPLIER_NAMES: Record<number, string> = { 2: 'Captain', 1.5: 'Vice-Captain' };

/** Points rounded the way a half point shows: 84, 61.5. */
const points = (value: number) => String(Math.round(value * 10) / 10);

interface PointsBreakdownProps {
  player: ScorecardPlayerView;
  /** In a team: the Captain's 2 or the Vice-Captain's 1.5 (1 otherwise). */
  multiplier?: number;
}

/** Where a player's points came from: what they did, each source with its points, and the total. */
export function PointsBreakdown({ player, multiplier = 1 }: PointsBreakdownProps) {
  const parts = statLineParts(player.line);
  return (
    <div className={styles.breakdown}>
      {parts.length > 0 ? (
        <dl className={styles.line}>
          {parts.map((part) => (
            <div key={part.label}>
              <dt>{part.label}</dt>
              <dd>{part.text}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.note}>Nothing with bat, ball or in the field yet.</p>
      )}
      {player.source === 'MANUAL' && <p className={styles.note}>Set by hand by the scorer.</p>}

      <table className={styles.table}>
        <caption className="visually-hidden">Points by source</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col" className={styles.num}>
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {player.breakdown.length === 0 ? (
            <tr>
              <td colSpan={2} className={styles.empty}>
                No points yet.
              </td>
            </tr>
          ) : (
            player.breakdown.map((item) => (
              <tr key={item.key}>
                <th scope="row">{item.label}</th>
                <td className={styles.num}>{signedPoints(item.points)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.num}>{points(player.points)}</td>
          </tr>
          {multiplier !== 1 && (
            <tr className={styles.counted}>
              <th scope="row">
                {MULTIPLIER_NAMES[multiplier] ?? 'Multiplier'} {multiplier}x: counted for this team
              </th>
              <td className={styles.num}>{points(player.points * multiplier)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}

interface PointsBreakdownDialogProps extends PointsBreakdownProps {
  onClose: () => void;
}

/** A player's points breakdown in a dialog, titled by the player. */
export function PointsBreakdownDialog({ player, multiplier, onClose }: PointsBreakdownDialogProps) {
  return (
    <Dialog
      title={player.name}
      subtitle={`${PLAYER_ROLE_LABELS[player.role]} · ${player.team}${player.playing ? ' · In the playing XI' : ''}`}
      onClose={onClose}
    >
      <PointsBreakdown player={player} multiplier={multiplier} />
    </Dialog>
  );
}
