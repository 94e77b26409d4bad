import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import styles from './TextField.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled select, styled like the text fields. */
export function SelectField({ label, hint, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} styles={styles}>
      {(control) => (
        <select {...control} className={`${styles.input} ${styles.select}`} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
