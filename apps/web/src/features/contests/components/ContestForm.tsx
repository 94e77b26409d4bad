import type { FormEvent, ReactNode } from 'react';
import { CONTEST_TABS, MAX_TEAMS_PER_USER_LIMIT, type ContestView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useContestForm, type ContestTextField } from '../hooks/use-contest-form.ts';
import { PrizeTableEditor } from './PrizeTableEditor.tsx';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ContestForm.module.css';

interface ContestFormProps {
  /** The contest to edit; without it the form creates one. */
  contest?: ContestView;
  /**
   * The match picker, given the chosen id and a way to choose; the screen supplies it (the match
   * list lives with the matches).
   */
  renderMatchPicker: (selectedId: number | null, onSelect: (matchId: number) => void) => ReactNode;
  onSaved?: (contest: ContestView) => void;
}

/** 'Create New Contest', and the same form to edit a contest before its deadline. */
export function ContestForm({ contest, renderMatchPicker, onSaved }: ContestFormProps) {
  const form = useContestForm(contest, onSaved);
  const { fields, editing } = form;
  const setText = (name: ContestTextField) => (event: { target: { value: string } }) => form.setText(name, event.target.value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <form className={`${layout.form} ${styles.form}`} onSubmit={submit} aria-label={editing ? 'Edit Contest' : 'Create New Contest'} noValidate>
      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>Contest</legend>
          <TextField label="Contest name" name="name" autoComplete="off" placeholder="Mega Contest" value={fields.name} onChange={setText('name')} />
          <div className={layout.row}>
            <TextField label="Entry fee (₹)" name="entryFee" type="number" inputMode="decimal" min={0} step={0.01} placeholder="49" hint="0 makes it a free contest." value={fields.entryFee} onChange={setText('entryFee')} />
            <TextField label="Prize pool (₹)" name="prizePool" type="number" inputMode="decimal" min={0} step={0.01} placeholder="10000" value={fields.prizePool} onChange={(event) => form.setPrizePool(event.target.value)} />
          </div>
        </fieldset>
      </div>

      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className="visually-hidden">Match</legend>
          {renderMatchPicker(fields.matchId, form.chooseMatch)}
        </fieldset>
      </div>

      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>Entries</legend>
          <div className={layout.row}>
            <TextField label="Spots" name="spots" type="number" inputMode="numeric" min={2} step={1} placeholder="Unlimited" hint="The most entries. Leave empty for unlimited." value={fields.spots} onChange={setText('spots')} />
            <TextField
              label="Max teams per user"
              name="maxTeamsPerUser"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TEAMS_PER_USER_LIMIT}
              step={1}
              hint={`1 to ${MAX_TEAMS_PER_USER_LIMIT}.`}
              value={fields.maxTeamsPerUser}
              onChange={setText('maxTeamsPerUser')}
            />
          </div>
          <CheckboxField
            label="Flexible"
            name="flexible"
            checked={fields.flexible}
            onChange={(event) => form.setFlexible(event.target.checked)}
            hint="A flexible contest runs only if its spots fill: with fewer entries at the deadline it is cancelled and every entry refunded. Otherwise it is guaranteed, however few join."
          />
        </fieldset>
      </div>

      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>Prize table</legend>
          <PrizeTableEditor
            rows={fields.prizes}
            prizePool={form.pool}
            spots={form.spots}
            onChange={form.editPrizes}
            onUseDefault={form.restoreDefaultPrizes}
          />
        </fieldset>
      </div>

      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>Status</legend>
          <div className={styles.stack}>
            <SelectField label="Status" name="status" value="UPCOMING" onChange={() => undefined} hint="Status follows the match: a contest is UPCOMING until its match starts, LIVE while it is played and COMPLETED when it ends.">
              {CONTEST_TABS.map((status) => (
                <option key={status} value={status} disabled={status !== 'UPCOMING'}>
                  {status}
                </option>
              ))}
            </SelectField>
            <CheckboxField
              label="Result Distributed"
              name="resultDistributed"
              checked={false}
              disabled
              onChange={() => undefined}
              hint="Set by Crease when the match completes and the prizes are paid, not by hand."
            />
          </div>
        </fieldset>
      </div>

      <div className={layout.actions}>
        <Button type="submit" size="lg" busy={form.busy}>
          {editing ? 'Save Changes' : 'Create Contest'}
        </Button>
      </div>
      <FormMessage message={form.error} tone="error" />
    </form>
  );
}
