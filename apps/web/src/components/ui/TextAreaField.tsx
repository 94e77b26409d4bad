import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import styles from './TextField.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
}

/** A labelled box for a few lines of text (a reason), styled like the text fields. */
export function TextAreaField({ label, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} styles={styles}>
      {(control) => <textarea {...control} className={`${styles.input} ${styles.textarea}`} {...textarea} />}
    </Field>
  );
}
