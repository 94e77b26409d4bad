import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field.tsx';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** What is wrong with the value (a server's refusal naming this field). */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} styles={styles}>
      {(control) => <input {...control} className={styles.input} {...input} />}
    </Field>
  );
}
