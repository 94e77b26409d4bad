import { useId, useState } from 'react';
import { PLAYER_ROLE_LABELS, type MatchPlayerView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import styles from './LineupPicker.module.css';

/** A side's playing XI. */
export const XI = 11;

interface LineupPickerProps {
  squad: readonly MatchPlayerView[];
  /** The match's two sides, in its order. */
  sides: readonly [string, string];
  busy: boolean;
  error: string | null;
  onAnnounce: (playerIds: number[]) => void;
}

/**
 * Announce line-ups: tick the playing XI of each side (the last announced ticked to start with),
 * then announce both in one action. Announcing needs eleven a side.
 */
export function LineupPicker({ squad, sides, busy, error, onAnnounce }: LineupPickerProps) {
  const formId = useId();
  const [chosen, setChosen] = useState(() => new Set(squad.filter((player) => player.lineup === 'PLAYING').map((player) => player.id)));
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const countOf = (side: string) => squad.filter((player) => player.team === side && chosen.has(player.id)).length;
  const ready = sides.every((side) => countOf(side) === XI);

  return (
    <form
      className={styles.form}
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !busy) onAnnounce(squad.filter((player) => chosen.has(player.id)).map((player) => player.id));
      }}
    >
      <h2 id={`${formId}-title`} className="visually-hidden">
        Playing XIs
      </h2>
      <div className={styles.sides}>
        {sides.map((side) => {
          const count = countOf(side);
          return (
            <fieldset key={side} className={styles.side}>
              <legend className={styles.legend}>
                {side} <span className={count === XI ? styles.done : styles.count}>{`${count}/${XI}`}</span>
              </legend>
              <ul className={styles.players}>
                {squad
                  .filter((player) => player.team === side)
                  .map((player) => (
                    <li key={player.id}>
                      <label className={styles.player}>
                        <input type="checkbox" checked={chosen.has(player.id)} onChange={() => toggle(player.id)} disabled={busy} />
                        <span className={styles.name}>{player.name}</span>
                        <span className={styles.role}>{PLAYER_ROLE_LABELS[player.role]}</span>
                      </label>
                    </li>
                  ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
      <p className={styles.note}>{ready ? 'Both XIs are picked.' : `Pick ${XI} players of each side.`}</p>
      <Button type="submit" size="lg" busy={busy} disabled={!ready}>
        Announce line-ups
      </Button>
      <FormMessage tone="error" message={error} />
    </form>
  );
}
