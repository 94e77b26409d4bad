import { useState } from 'react';
import { errorMessage } from './api-client.ts';

interface FormSubmitOptions {
  /** Put before the server's message; the spec's forms say '❌ ', the player form nothing. */
  prefix?: string;
}

/**
 * What every form does on submit: busy while its call runs (a second submit meanwhile is
 * ignored), and one error line: a problem found before calling, or '❌ ' and the server's
 * message (the form's fallback when the server gave none).
 */
export function useFormSubmit(fallback: string, { prefix = '❌ ' }: FormSubmitOptions = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    busy,
    error,
    /** Shows a problem the form found itself, e.g. '❌ All fields are required'. */
    fail: (text: string) => setError(text),
    /** Clears the error line, e.g. when the form is reset or switches record. */
    clear: () => setError(null),
    run: async (call: () => Promise<void>) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      try {
        await call();
      } catch (caught) {
        setError(`${prefix}${errorMessage(caught, fallback)}`);
      } finally {
        setBusy(false);
      }
    },
  };
}
