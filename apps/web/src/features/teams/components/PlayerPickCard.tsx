import { useId } from 'react';
import { PLAYER_ROLE_LABELS } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { PlayerImage } from '../../../components/ui/PlayerImage.tsx';
import { creditLabel, percentLabel, sideCode, type PickerPlayer } from '../team-pick.ts';
import styles from './PlayerPickCard.module.css';

interface PlayerPickCardProps {
  player: PickerPlayer;
  selected: boolean;
  captain: boolean;
  viceCaptain: boolean;
  disabled: boolean;
  onToggle: (id: number) => void;
  onCaptain: (id: number) => void;
  onViceCaptain: (id: number) => void;
}

/**
 * One player to pick: a click anywhere on the card toggles them; once picked, the Captain and
 * Vice-Captain choices. Under them, the crowd's picks (Selected by, C by, VC by), the series'
 * points and the last five matches'; the line-up marker once line-ups are announced. The toggle is a button named by the player's name alone (its visible
 * text, so a voice command of the name works) that says whether they are picked; the role, side,
 * status and credit beside it describe it. It stretches over the card, so the whole card is the
 * target.
 */
export function PlayerPickCard({ player, selected, captain, viceCaptain, disabled, onToggle, onCaptain, onViceCaptain }: PlayerPickCardProps) {
  const id = useId();
  const armband = captain ? 'C' : viceCaptain ? 'VC' : null;
  return (
    <li className={`${styles.card} ${selected ? styles.selected : ''}`}>
      <div className={styles.main}>
        <span className={styles.photo} aria-hidden="true">
          <PlayerImage name={player.name} imageUrl={player.imageUrl} size={48} />
          {armband && <span className={styles.armband}>{armband}</span>}
        </span>
        <span className={styles.info}>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={selected}
            aria-describedby={`${id}-meta${player.lineup ? ` ${id}-status` : ''} ${id}-credit ${id}-form`}
            disabled={disabled}
            onClick={() => onToggle(player.id)}
          >
            <span className={styles.name}>{player.name}</span>
          </button>
          <span id={`${id}-meta`} className={styles.meta}>
            {PLAYER_ROLE_LABELS[player.role]} · <abbr title={player.team}>{sideCode(player.team)}</abbr>
          </span>
          {/* Only what the announced line-ups say: before them, nothing is claimed. */}
          {player.lineup && (
            <span id={`${id}-status`}>
              <Badge tone={player.lineup === 'PLAYING' ? 'green' : 'red'}>{player.lineup === 'PLAYING' ? 'Playing' : 'Not Playing'}</Badge>
            </span>
          )}
        </span>
        <span id={`${id}-credit`} className={styles.credit}>
          <span className={styles.creditLabel}>Credit</span>
          <span className={styles.creditValue}>{creditLabel(player.credit)}</span>
        </span>
        <span className={styles.mark} aria-hidden="true">
          {selected ? '✓' : '+'}
        </span>
      </div>
      <dl id={`${id}-form`} className={styles.form}>
        <div>
          <dt>Selected by</dt>
          <dd>{percentLabel(player.selectedBy)}</dd>
        </div>
        <div>
          <dt>C by</dt>
          <dd>{percentLabel(player.captainBy)}</dd>
        </div>
        <div>
          <dt>VC by</dt>
          <dd>{percentLabel(player.viceCaptainBy)}</dd>
        </div>
        <div>
          <dt>Series pts</dt>
          <dd>{player.seriesPoints ?? 0}</dd>
        </div>
        <div className={styles.last}>
          <dt>Last 5</dt>
          <dd>{player.lastPoints && player.lastPoints.length > 0 ? player.lastPoints.join(', ') : '–'}</dd>
        </div>
      </dl>
      {selected && (
        <fieldset className={styles.leaders} disabled={disabled}>
          {/* One radio group per card, Captain or Vice-Captain: Tab reaches it on this card and the
              arrow keys switch. Only one player holds each armband; the picker unchecks the last. */}
          <legend className="visually-hidden">Captain or Vice-Captain: {player.name}</legend>
          <label className={`${styles.leader} ${captain ? styles.chosen : ''}`}>
            <input type="radio" name={`${id}-armband`} checked={captain} onChange={() => onCaptain(player.id)} />
            <span>Captain</span>
            <span className={styles.multiplier}>2x</span>
          </label>
          <label className={`${styles.leader} ${viceCaptain ? styles.chosen : ''}`}>
            <input type="radio" name={`${id}-armband`} checked={viceCaptain} onChange={() => onViceCaptain(player.id)} />
            <span>Vice-Captain</span>
            <span className={styles.multiplier}>1.5x</span>
          </label>
        </fieldset>
      )}
    </li>
  );
}
