import { useId, type ReactNode } from 'react';

/** What a field's control needs to be tied to its label and hint. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** What is wrong with the value, said under the field and read out with it; the field is marked invalid. */
  error?: string | null;
  /** The field kind's CSS module: its `field`, `label` and `hint` classes. */
  styles: { readonly [name: string]: string };
  /** A checkbox comes before its label; a text box or select after it. */
  controlFirst?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control with an optional hint under it, and what is wrong with its value when
 * something is, both read out with the control.
 */
export function Field({ label, hint, error, styles, controlFirst = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined });
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
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
