import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './Spinner.tsx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'on-dark' | 'outline-on-dark';

export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClass(variant: ButtonVariant = 'primary', block = false, size: ButtonSize = 'md'): string {
  return [styles.button, styles[variant], block ? styles.block : '', size === 'lg' ? styles.lg : size === 'sm' ? styles.small : ''].join(' ').trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; the label should say what is happening. */
  busy?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block, size, busy = false, icon, children, disabled, type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} className={`${buttonClass(variant, block, size)} ${className ?? ''}`.trim()} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <Spinner /> : icon}
      <span>{children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
  size?: ButtonSize;
}

export function ButtonLink({ variant = 'primary', block, size, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={`${buttonClass(variant, block, size)} ${className ?? ''}`.trim()} />;
}
