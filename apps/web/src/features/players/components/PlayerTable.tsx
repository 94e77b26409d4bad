import { useState } from 'react';
import { PLAYER_ROLE_LABELS, type PlayerView } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { deletePlayer, setPlayingStatus } from '../api/players-api.ts';
import { PlayerImage } from '../../../components/ui/PlayerImage.tsx';
import styles from './PlayerTable.module.css';

export const CONFIRM_DELETE = 'Are you sure you want to delete this player?';
export const DELETE_FAILED = 'Failed to delete player';
export const STATUS_FAILED = 'Failed to update status';

interface PlayerTableProps {
  players: readonly PlayerView[];
  /** A match's title by id, shown when the list holds more than one match. */
  matchTitleOf?: (matchId: number) => string;
  /** The player in the form, marked in the list. */
  editingId: number | null;
  onEdit: (player: PlayerView) => void;
  /** After a delete or a status change, so the page reloads the list. */
  onChanged: (deletedId?: number) => void;
}

/** The players with their actions; a table when wide, one card per player on a phone. */
export function PlayerTable({ players, matchTitleOf, editingId, onEdit, onChanged }: PlayerTableProps) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PlayerView | null>(null);

  const remove = async (player: PlayerView) => {
    try {
      await deletePlayer(player.id);
    } catch {
      // The spec's words for any failed delete, whatever the server said.
      throw new Error(DELETE_FAILED);
    }
    toast.success(`${player.name} deleted.`);
    onChanged(player.id);
  };

  const toggle = async (player: PlayerView) => {
    setBusyId(player.id);
    try {
      await setPlayingStatus(player.id, !player.playingStatus);
      onChanged();
    } catch {
      toast.error(STATUS_FAILED);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Team</th>
            <th scope="col">Role</th>
            <th scope="col" className={styles.number}>
              Credit
            </th>
            <th scope="col" className={styles.number}>
              Points
            </th>
            {matchTitleOf && <th scope="col">Match</th>}
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} className={player.id === editingId ? styles.editing : undefined}>
              <th scope="row" className={styles.playerCell}>
                <span className={styles.player}>
                  <PlayerImage name={player.name} imageUrl={player.imageUrl} />
                  <span className={styles.name}>{player.name}</span>
                </span>
              </th>
              <td data-label="Team">{player.team}</td>
              <td data-label="Role">{PLAYER_ROLE_LABELS[player.role]}</td>
              <td data-label="Credit" className={`${styles.number} tabular`}>
                {player.credit ?? 0}
              </td>
              <td data-label="Points" className={`${styles.number} tabular`}>
                {player.points}
              </td>
              {matchTitleOf && <td data-label="Match">{matchTitleOf(player.match.id)}</td>}
              <td data-label="Status">
                <Badge tone={player.playingStatus ? 'green' : 'red'}>{player.playingStatus ? 'Playing' : 'Not Playing'}</Badge>
              </td>
              <td className={styles.actions}>
                <Button size="sm" variant="secondary" onClick={() => onEdit(player)} aria-label={`Edit ${player.name}`}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyId === player.id}
                  onClick={() => void toggle(player)}
                  aria-label={`${player.playingStatus ? 'Set Not Playing' : 'Set Playing'}: ${player.name}`}
                >
                  {player.playingStatus ? 'Set Not Playing' : 'Set Playing'}
                </Button>
                <Button size="sm" variant="danger" disabled={busyId === player.id} onClick={() => setDeleting(player)} aria-label={`Delete ${player.name}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting && (
        <ConfirmDialog
          title={CONFIRM_DELETE}
          subtitle={deleting.name}
          confirmLabel={`Delete ${deleting.name}`}
          busyLabel="Deleting..."
          failed={DELETE_FAILED}
          errorPrefix=""
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{`${deleting.name} is taken out of the squad of their match. This cannot be undone.`}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
