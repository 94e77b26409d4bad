import { useId } from 'react';
import { PLAYER_ROLE_LABELS, type PlayerView } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { PlayerImage } from '../../../components/ui/PlayerImage.tsx';
import { creditLabel, sideCode } from '../team-pick.ts';
import styles from './PlayerPickCard.module.css';

interface PlayerPickCardProps {
  player: PlayerView;
  selected: boolean;
  captain: boolean;
  viceCaptain: boolean;
  /** The radio groups' names, shared by every card of one picker. */
  groupName: string;
  disabled: boolean;
  onToggle: (id: number) => void;
  onCaptain: (id: number) => void;
  onViceCaptain: (id: number) => void;
}

/** One player to pick: a click toggles them; once picked, the Captain and Vice-Captain choices. */
export function PlayerPickCard({ player, selected, captain, viceCaptain, groupName, disabled, onToggle, onCaptain, onViceCaptain }: PlayerPickCardProps) {
  const id = useId();
  const armband = captain ? 'C' : viceCaptain ? 'VC' : null;
  return (
    <li className={`${styles.card} ${selected ? styles.selected : ''}`}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={selected}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-meta ${id}-status ${id}-credit`}
        disabled={disabled}
        onClick={() => onToggle(player.id)}
      >
        <span className={styles.photo}>
          <PlayerImage name={player.name} imageUrl={player.imageUrl} size={48} />
          {armband && (
            <span className={styles.armband} aria-hidden="true">
              {armband}
            </span>
          )}
        </span>
        <span className={styles.info}>
          <span id={`${id}-name`} className={styles.name}>
            {player.name}
          </span>
          <span id={`${id}-meta`} className={styles.meta}>
            {PLAYER_ROLE_LABELS[player.role]} · <abbr title={player.team}>{sideCode(player.team)}</abbr>
          </span>
          <span id={`${id}-status`}>
            <Badge tone={player.playingStatus ? 'green' : 'gray'}>{player.playingStatus ? 'Playing' : 'Not Playing'}</Badge>
          </span>
        </span>
        <span id={`${id}-credit`} className={styles.credit}>
          <span className={styles.creditLabel}>Credit</span>
          <span className={styles.creditValue}>{creditLabel(player.credit)}</span>
        </span>
        <span className={styles.mark} aria-hidden="true">
          {selected ? '✓' : '+'}
        </span>
      </button>
      {selected && (
        <fieldset className={styles.leaders} disabled={disabled}>
          <legend className="visually-hidden">Captain or Vice-Captain: {player.name}</legend>
          <label className={`${styles.leader} ${captain ? styles.chosen : ''}`}>
            <input type="radio" name={`${groupName}-captain`} checked={captain} onChange={() => onCaptain(player.id)} />
            <span>Captain</span>
            <span className={styles.multiplier}>2x</span>
          </label>
          <label className={`${styles.leader} ${viceCaptain ? styles.chosen : ''}`}>
            <input type="radio" name={`${groupName}-vice-captain`} checked={viceCaptain} onChange={() => onViceCaptain(player.id)} />
            <span>Vice-Captain</span>
            <span className={styles.multiplier}>1.5x</span>
          </label>
        </fieldset>
      )}
    </li>
  );
}
