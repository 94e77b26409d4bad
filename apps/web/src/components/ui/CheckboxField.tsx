import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './CheckboxField.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
}

/** A checkbox with its label beside it and an explanation under it. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <input id={id} type="checkbox" className={styles.box} aria-describedby={hint ? hintId : undefined} {...input} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
