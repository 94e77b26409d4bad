import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field.tsx';
import styles from './CheckboxField.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
}

/** A checkbox with its label beside it and an explanation under it. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  return (
    <Field label={label} hint={hint} styles={styles} controlFirst>
      {(control) => <input {...control} type="checkbox" className={styles.box} {...input} />}
    </Field>
  );
}
