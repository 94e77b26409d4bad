import { startTransition, useOptimistic } from 'react';
import styles from './CheckboxChips.module.css';

interface CheckboxChipsProps<T extends string> {
  legend: string;
  /** What the choices mean together, e.g. 'None ticked: every status'. */
  hint?: string;
  options: readonly T[];
  /** How each choice reads, when not as written. */
  labelOf?: (option: T) => string;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}

/**
 * Several of a few choices at once, as a row of ticked pills: real checkboxes in a fieldset, so
 * a keyboard and a screen reader use them as they would any other. A box shows its tick the
 * moment it is clicked, even when `chosen` comes back later (kept in the address, which the
 * router changes in a transition: without this the box stayed as it was until that committed).
 */
export function CheckboxChips<T extends string>({ legend, hint, options, labelOf = (option) => option, chosen, onChange }: CheckboxChipsProps<T>) {
  const [shown, show] = useOptimistic<readonly T[]>(chosen);
  const toggle = (option: T, on: boolean) => {
    const next = options.filter((one) => (one === option ? on : shown.includes(one)));
    startTransition(() => {
      show(next);
      onChange(next);
    });
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option} className={styles.chip}>
            <input type="checkbox" className={styles.box} checked={shown.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </fieldset>
  );
}
