import { useState, type FormEvent } from 'react';
import { describeIssues, MATCH_TYPES, matchInputSchema, type MatchType } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { isoToLocalInput, localInputToIso } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createMatch } from '../api/matches-api.ts';
import { useRefreshMatches } from '../hooks/use-matches.ts';
import layout from '../../../components/ui/FormLayout.module.css';

export const MATCH_CREATED = 'Match created!';

const EMPTY = { teamA: '', teamB: '', start: '', matchType: 'T20' as MatchType, venue: '', event: '' };

/** 'Create New Match': the two sides, the start, the format; resets to the defaults once created. */
export function CreateMatchForm() {
  const [fields, setFields] = useState(EMPTY);
  const form = useFormSubmit('Failed to create match');
  const refreshMatches = useRefreshMatches();
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    const startTime = localInputToIso(fields.start);
    if (!startTime) return form.fail('❌ Choose the date and time the match starts.');
    // The schema the server validates with, so a problem reads the same either way.
    const body = { teamA: fields.teamA, teamB: fields.teamB, startTime, matchType: fields.matchType, venue: fields.venue, event: fields.event };
    const parsed = matchInputSchema.safeParse(body);
    if (!parsed.success) return form.fail(`❌ ${describeIssues(parsed.error.issues)}`);
    void form.run(async () => {
      await createMatch({ ...body, teamA: body.teamA.trim(), teamB: body.teamB.trim(), venue: body.venue.trim() || null, event: body.event.trim() || null });
      toast.success(MATCH_CREATED);
      setFields(EMPTY);
      void refreshMatches();
    });
  };

  return (
    <form className={layout.form} onSubmit={submit} aria-label="Create New Match" noValidate>
      <div className={layout.row}>
        <TextField label="Team A" name="teamA" autoComplete="off" value={fields.teamA} onChange={set('teamA')} />
        <TextField label="Team B" name="teamB" autoComplete="off" value={fields.teamB} onChange={set('teamB')} />
      </div>
      <div className={layout.row}>
        <TextField
          label="Start date and time"
          type="datetime-local"
          name="startTime"
          min={isoToLocalInput(new Date().toISOString())}
          hint="Your local time. It is also the deadline for teams."
          value={fields.start}
          onChange={set('start')}
        />
        <SelectField label="Match type" name="matchType" value={fields.matchType} onChange={set('matchType')}>
          {MATCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={layout.row}>
        <TextField label="Venue (optional)" name="venue" autoComplete="off" placeholder="Wankhede Stadium, Mumbai" value={fields.venue} onChange={set('venue')} />
        <TextField label="Series or event (optional)" name="event" autoComplete="off" placeholder="Border-Gavaskar Trophy" value={fields.event} onChange={set('event')} />
      </div>
      <div className={layout.actions}>
        <Button type="submit" size="lg" busy={form.busy}>
          Create Match
        </Button>
      </div>
      <FormMessage message={form.error} tone="error" />
    </form>
  );
}
