import { useId, type ReactNode } from 'react';

/** What a field's control needs to be tied to its label and hint. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** The field kind's CSS module: its `field`, `label` and `hint` classes. */
  styles: { readonly [name: string]: string };
  /** A checkbox comes before its label; a text box or select after it. */
  controlFirst?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with an optional hint under it, the hint read out with the control. */
export function Field({ label, hint, styles, controlFirst = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const control = children({ id, 'aria-describedby': hint ? hintId : undefined });
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div className={styles.field}>
      {controlFirst ? control : labelElement}
      {controlFirst ? labelElement : control}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
