import { useState, type FormEvent } from 'react';
import { describeIssues, leagueInputSchema, type LeagueSummaryView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createLeague } from '../api/leagues-api.ts';
import layout from '../../../components/ui/FormLayout.module.css';

export const NO_COMPETITIONS = 'No upcoming match is part of a competition yet, so there is no series to follow. Check back when fixtures are added.';

interface CreateLeagueFormProps {
  /** The competitions the player can follow: those of the matches they see. */
  competitions: readonly string[];
  onCreated: (league: LeagueSummaryView) => void;
}

/** "Create a league": a name and the competition it follows; its maker is its first member. */
export function CreateLeagueForm({ competitions, onCreated }: CreateLeagueFormProps) {
  const [name, setName] = useState('');
  const [competition, setCompetition] = useState('');
  const form = useFormSubmit('Something went wrong.', { prefix: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = leagueInputSchema.safeParse({ name, competition });
    if (!parsed.success) return form.fail(competition === '' && name.trim() !== '' ? 'Choose the competition your league follows.' : describeIssues(parsed.error.issues));
    void form.run(async () => onCreated(await createLeague(parsed.data)));
  };

  if (competitions.length === 0) return <p>{NO_COMPETITIONS}</p>;
  return (
    <form className={layout.form} onSubmit={submit} aria-label="Create a league" noValidate>
      <TextField label="League name" name="leagueName" autoComplete="off" maxLength={60} placeholder="Office League" value={name} onChange={(event) => setName(event.target.value)} />
      <SelectField label="Competition" name="competition" hint="Every match of it counts, from its first ball." value={competition} onChange={(event) => setCompetition(event.target.value)}>
        <option value="">Choose a competition</option>
        {competitions.map((one) => (
          <option key={one} value={one}>
            {one}
          </option>
        ))}
      </SelectField>
      <FormMessage message={form.error} tone="error" />
      <div className={layout.actions}>
        <Button type="submit" busy={form.busy}>
          {form.busy ? 'Creating...' : 'Create league'}
        </Button>
      </div>
    </form>
  );
}
