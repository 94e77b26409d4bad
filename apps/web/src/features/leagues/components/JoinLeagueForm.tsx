import { useState, type FormEvent } from 'react';
import { INVITE_CODE_LENGTH, normaliseInviteCode, type LeagueSummaryView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { joinLeague } from '../api/leagues-api.ts';
import layout from '../../../components/ui/FormLayout.module.css';

export const NOT_A_LEAGUE_CODE = `That is not a league code: a code has ${INVITE_CODE_LENGTH} letters and numbers, like K7M2QX9P.`;

interface JoinLeagueFormProps {
  /** A code to start with (from a friend's link). */
  initialCode?: string;
  onJoined: (league: LeagueSummaryView) => void;
}

/** "Join a league" by its code, typed as it comes (any case, spaces or dashes between groups). */
export function JoinLeagueForm({ initialCode = '', onJoined }: JoinLeagueFormProps) {
  const [typed, setTyped] = useState(initialCode);
  const form = useFormSubmit('Something went wrong.', { prefix: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Checked here first: the server counts wrong codes against the player.
    const code = normaliseInviteCode(typed);
    if (!code) return form.fail(typed.trim() === '' ? 'Enter the league code your friend sent.' : NOT_A_LEAGUE_CODE);
    void form.run(async () => onJoined(await joinLeague(code)));
  };

  return (
    <form className={layout.form} onSubmit={submit} aria-label="Join a league" noValidate>
      <TextField label="League code" name="leagueCode" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="K7M2QX9P" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <FormMessage message={form.error} tone="error" />
      <div className={layout.actions}>
        <Button type="submit" busy={form.busy}>
          {form.busy ? 'Joining...' : 'Join league'}
        </Button>
      </div>
    </form>
  );
}
