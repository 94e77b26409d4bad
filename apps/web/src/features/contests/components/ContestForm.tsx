import { useState, type FormEvent, type ReactNode } from 'react';
import { CONTEST_TABS, contestInputSchema, describeIssues, MAX_TEAMS_PER_USER_LIMIT, type ContestView } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createContest, updateContest } from '../api/contests-api.ts';
import { useRefreshContests } from '../hooks/use-contests.ts';
import { PrizeTableEditor } from './PrizeTableEditor.tsx';
import { defaultRows, numberOrNull, readPrizeRows, rowsOf, type PrizeRow } from './prize-rows.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ContestForm.module.css';

export const CONTEST_CREATED = 'Contest created!';
export const CONTEST_UPDATED = 'Contest updated!';

interface Fields {
  name: string;
  entryFee: string;
  prizePool: string;
  matchId: number | null;
  spots: string;
  maxTeamsPerUser: string;
  flexible: boolean;
  prizes: PrizeRow[];
  /** Whether the admin has edited the prize table; until then it follows the pool. */
  prizesEdited: boolean;
}

const EMPTY: Fields = { name: '', entryFee: '', prizePool: '', matchId: null, spots: '', maxTeamsPerUser: '1', flexible: false, prizes: [], prizesEdited: false };

function fieldsOf(contest: ContestView | undefined): Fields {
  if (!contest) return { ...EMPTY, prizes: [] };
  return {
    name: contest.name,
    entryFee: String(contest.entryFee),
    prizePool: String(contest.prizePool),
    matchId: contest.matchId,
    spots: contest.spots === null ? '' : String(contest.spots),
    maxTeamsPerUser: String(contest.maxTeamsPerUser),
    flexible: contest.flexible,
    prizes: rowsOf(contest.prizes),
    prizesEdited: true,
  };
}

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
  const [fields, setFields] = useState<Fields>(() => fieldsOf(contest));
  const form = useFormSubmit(contest ? 'Failed to update contest' : 'Failed to create contest');
  const refreshContests = useRefreshContests();
  const editing = contest !== undefined;
  const pool = numberOrNull(fields.prizePool);
  const spots = numberOrNull(fields.spots);

  const setText = (name: 'name' | 'entryFee' | 'spots' | 'maxTeamsPerUser') => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const setPrizePool = (event: { target: { value: string } }) => {
    const value = event.target.value;
    // Until the admin touches the table, it suggests the whole pool to rank 1.
    setFields((current) => ({ ...current, prizePool: value, prizes: current.prizesEdited ? current.prizes : defaultRows(numberOrNull(value)) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    if (fields.matchId === null) return form.fail('❌ Select a match for the contest.');
    const rows = readPrizeRows(fields.prizes);
    if (rows.problems.length > 0) return form.fail(`❌ ${rows.problems.join(' ')}`);
    // The server's own schema, so every problem reads as the server would put it.
    const parsed = contestInputSchema.safeParse({
      name: fields.name,
      entryFee: fields.entryFee,
      prizePool: fields.prizePool,
      matchId: fields.matchId,
      status: 'UPCOMING',
      resultDistributed: false,
      spots: fields.spots.trim(),
      maxTeamsPerUser: fields.maxTeamsPerUser,
      flexible: fields.flexible,
      prizes: rows.prizes,
    });
    if (!parsed.success) return form.fail(`❌ ${describeIssues(parsed.error.issues)}`);
    const body = parsed.data;
    void form.run(async () => {
      const saved = editing ? await updateContest(contest.id, body) : await createContest(body);
      toast.success(editing ? CONTEST_UPDATED : CONTEST_CREATED);
      if (!editing) setFields(fieldsOf(undefined));
      void refreshContests();
      onSaved?.(saved);
    });
  };

  return (
    <form className={`${layout.form} ${styles.form}`} onSubmit={submit} aria-label={editing ? 'Edit Contest' : 'Create New Contest'} noValidate>
      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>Contest</legend>
          <TextField label="Contest name" name="name" autoComplete="off" placeholder="Mega Contest" value={fields.name} onChange={setText('name')} />
          <div className={layout.row}>
            <TextField label="Entry fee (₹)" name="entryFee" type="number" inputMode="decimal" min={0} step={0.01} placeholder="49" hint="0 makes it a free contest." value={fields.entryFee} onChange={setText('entryFee')} />
            <TextField label="Prize pool (₹)" name="prizePool" type="number" inputMode="decimal" min={0} step={0.01} placeholder="10000" value={fields.prizePool} onChange={setPrizePool} />
          </div>
        </fieldset>
      </div>

      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className="visually-hidden">Match</legend>
          {renderMatchPicker(fields.matchId, (matchId) => setFields((current) => ({ ...current, matchId })))}
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
            onChange={(event) => setFields((current) => ({ ...current, flexible: event.target.checked }))}
            hint="A flexible contest runs only if its spots fill: with fewer entries at the deadline it is cancelled and every entry refunded. Otherwise it is guaranteed, however few join."
          />
        </fieldset>
      </div>

      <div className={styles.section}>
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>Prize table</legend>
          <PrizeTableEditor
            rows={fields.prizes}
            prizePool={pool}
            spots={spots}
            onChange={(prizes) => setFields((current) => ({ ...current, prizes, prizesEdited: true }))}
            onUseDefault={() => setFields((current) => ({ ...current, prizes: defaultRows(numberOrNull(current.prizePool)), prizesEdited: false }))}
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
