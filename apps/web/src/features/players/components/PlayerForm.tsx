import { useState, type FormEvent } from 'react';
import { CREDIT_MAX, CREDIT_MIN, CREDIT_STEP, describeIssues, PLAYER_ROLE_LABELS, PLAYER_ROLES, playerInputSchema, type MatchView, type PlayerView } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { formatStartTime, matchTitle } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createPlayer, updatePlayer } from '../api/players-api.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './PlayerForm.module.css';

export const SAVE_FALLBACK = 'Something went wrong';

interface PlayerFormProps {
  /** Every match, for the match select and the team select's two sides. */
  matches: readonly MatchView[];
  /** The player being edited; null in add mode. */
  editing: PlayerView | null;
  /** The match a new player starts on (the page's filter), if any. */
  defaultMatchId: number | null;
  /** After a successful save: the page reloads the list and returns to a blank add form. */
  onSaved: (player: PlayerView) => void;
  onCancelEdit: () => void;
}

function fieldsOf(player: PlayerView | null, defaultMatchId: number | null) {
  return {
    name: player?.name ?? '',
    team: player?.team ?? '',
    role: player?.role ?? '',
    credit: player ? String(player.credit) : '',
    points: player ? String(player.points) : '',
    matchId: player ? String(player.match.id) : defaultMatchId ? String(defaultMatchId) : '',
    imageUrl: player?.imageUrl ?? '',
  };
}

/**
 * Add or edit a player. The page keys it by the player being edited, so choosing another player
 * (or finishing) starts from that player's values (or blank).
 */
export function PlayerForm({ matches, editing, defaultMatchId, onSaved, onCancelEdit }: PlayerFormProps) {
  const [fields, setFields] = useState(() => fieldsOf(editing, defaultMatchId));
  const form = useFormSubmit(SAVE_FALLBACK, { prefix: '' });
  const match = matches.find((candidate) => String(candidate.id) === fields.matchId) ?? null;
  const sides = match ? [match.teamA, match.teamB] : [];
  type Field = keyof typeof fields;
  const set = (name: Field) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const chooseMatch = (event: { target: { value: string } }) => {
    const next = matches.find((candidate) => String(candidate.id) === event.target.value);
    // Keep the side when the new match has it (moving a player between two fixtures of the same teams).
    setFields((current) => ({ ...current, matchId: event.target.value, team: next && [next.teamA, next.teamB].includes(current.team) ? current.team : '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    // The server's own schema: a problem found here reads exactly as the server would put it.
    const parsed = playerInputSchema.safeParse({ ...fields, match: { id: fields.matchId } });
    if (!parsed.success) return form.fail(describeIssues(parsed.error.issues));
    const { name, team, role, credit, points, matchId, imageUrl } = parsed.data;
    const body = { name, team, role, credit, points, matchId, imageUrl, match: { id: matchId } };
    void form.run(async () => {
      const saved = editing ? await updatePlayer(editing.id, body) : await createPlayer(body);
      toast.success(editing ? `${saved.name} updated.` : `${saved.name} added.`);
      if (!editing) setFields(fieldsOf(null, defaultMatchId));
      onSaved(saved);
    });
  };

  return (
    <form className={layout.form} onSubmit={submit} aria-label={editing ? 'Edit player' : 'Add player'} noValidate>
      {editing && (
        <p className={styles.editing}>
          Editing <strong>{editing.name}</strong>
        </p>
      )}
      <div className={layout.row}>
        <TextField label="Name" name="name" autoComplete="off" value={fields.name} onChange={set('name')} />
        <SelectField label="Match" name="matchId" value={fields.matchId} onChange={chooseMatch}>
          <option value="">-- Select Match --</option>
          {matches.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {matchTitle(candidate)} · {formatStartTime(candidate.startTime)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={layout.row}>
        <SelectField label="Team" name="team" value={fields.team} onChange={set('team')} disabled={!match} hint={match ? undefined : 'Choose the match first: a player plays for one of its two sides.'}>
          <option value="">-- Select Team --</option>
          {sides.map((side) => (
            <option key={side} value={side}>
              {side}
            </option>
          ))}
        </SelectField>
        <SelectField label="Role" name="role" value={fields.role} onChange={set('role')}>
          <option value="">-- Select Role --</option>
          {PLAYER_ROLES.map((role) => (
            <option key={role} value={role}>
              {PLAYER_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={layout.row}>
        <TextField
          label="Credit"
          name="credit"
          type="number"
          inputMode="decimal"
          min={CREDIT_MIN}
          max={CREDIT_MAX}
          step={CREDIT_STEP}
          placeholder="8.5"
          hint={`${CREDIT_MIN} to ${CREDIT_MAX}, in steps of ${CREDIT_STEP}.`}
          value={fields.credit}
          onChange={set('credit')}
        />
        <TextField label="Points" name="points" type="number" inputMode="decimal" step={0.5} placeholder="0" hint="Fantasy points in this match so far." value={fields.points} onChange={set('points')} />
      </div>
      <TextField label="Image URL" name="imageUrl" type="url" autoComplete="off" placeholder="https://..." hint="Optional. Without one, a default image is shown." value={fields.imageUrl} onChange={set('imageUrl')} />
      <div className={layout.actions}>
        <Button type="submit" size="lg" busy={form.busy}>
          {editing ? 'Update Player' : 'Add Player'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancelEdit}>
            Cancel edit
          </Button>
        )}
      </div>
      <FormMessage message={form.error} tone="error" />
    </form>
  );
}
