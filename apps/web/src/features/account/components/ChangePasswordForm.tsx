import { useRef, useState, type FormEvent } from 'react';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useCurrentPassword } from '../../../lib/use-current-password.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { changePassword } from '../api/account-api.ts';
import { useRefreshSessions } from '../hooks/use-sessions.ts';
import layout from '../../../components/ui/FormLayout.module.css';

export const PASSWORD_CHANGED = 'Your password is changed. Every other device was signed out; this one stays signed in.';

/**
 * A new password, given the current one. The server signs every other device out (the list of
 * devices is read again); a wrong current password is said on its field.
 */
export function ChangePasswordForm() {
  const current = useCurrentPassword();
  const [newPassword, setNewPassword] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmit('Could not change your password. Try again.', { prefix: '' });
  const refreshSessions = useRefreshSessions();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (current.value === '') return current.fail('Enter your current password.');
    const parsed = changePasswordSchema.safeParse({ currentPassword: current.value, newPassword });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (issue.path[0] === 'currentPassword') return current.fail(issue.message);
      setNewError(issue.message);
      return newRef.current?.focus();
    }
    void form.run(async () => {
      try {
        await changePassword({ currentPassword: current.value, newPassword });
      } catch (caught) {
        if (current.claim(caught)) return;
        throw caught;
      }
      current.reset();
      setNewPassword('');
      setDone(PASSWORD_CHANGED);
      void refreshSessions();
    });
  };

  return (
    <form className={layout.form} onSubmit={submit} aria-label="Change password" noValidate>
      <div className={layout.row}>
        <TextField {...current.field} />
        <TextField
          label="New password"
          type="password"
          name="newPassword"
          ref={newRef}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={newPassword}
          error={newError}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setNewError(null);
          }}
        />
      </div>
      <div className={layout.actions}>
        <Button type="submit" busy={form.busy}>
          {form.busy ? 'Changing...' : 'Change password'}
        </Button>
      </div>
      <FormMessage tone="error" message={form.error} />
      <FormMessage tone="success" message={form.error ? null : done} />
    </form>
  );
}
