import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
}

export function TextField({ label, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} styles={styles}>
      {(control) => <input {...control} className={styles.input} {...input} />}
    </Field>
  );
}
