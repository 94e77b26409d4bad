import { useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from './api-client.ts';

/**
 * Whether a refusal is the server's word on the current password (a 403 naming
 * `currentPassword`: missing or wrong), so that it is said on that field.
 */
export function isCurrentPasswordRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && /current ?password/i.test(error.message);
}

/**
 * The "Current password" field of a change that needs it (the password, the e-mail, where
 * withdrawals go): its value, and what is wrong with it, said on the field, which then takes the
 * focus. `field` is the TextField's props.
 */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    ref.current?.focus();
  };

  return {
    value,
    field: {
      ref,
      label: 'Current password',
      type: 'password',
      name: 'currentPassword',
      autoComplete: 'current-password',
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        setError(null);
      },
    },
    fail,
    /**
     * Says the server's refusal on the field when it is about the current password; true if it
     * was. The API names the field as code does ('currentPassword ...'); the field says its label.
     */
    claim: (caught: unknown): boolean => {
      if (!isCurrentPasswordRefusal(caught)) return false;
      fail(caught.message.replace(/^currentPassword\b/, 'Current password'));
      return true;
    },
    reset: () => {
      setValue('');
      setError(null);
    },
  };
}
