import { useState } from 'react';
import { contestInputSchema, describeIssues, type ContestFields, type ContestView } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createContest, updateContest } from '../api/contests-api.ts';
import { defaultRows, numberOrNull, readPrizeRows, rowsOf, type PrizeRow } from '../components/prize-rows.ts';
import { useRefreshContests } from './use-contests.ts';

export const CONTEST_CREATED = 'Contest created!';
export const CONTEST_UPDATED = 'Contest updated!';

/** The contest form as typed. */
export interface ContestFormFields {
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

export type ContestTextField = 'name' | 'entryFee' | 'spots' | 'maxTeamsPerUser';

const EMPTY: ContestFormFields = { name: '', entryFee: '', prizePool: '', matchId: null, spots: '', maxTeamsPerUser: '1', flexible: false, prizes: [], prizesEdited: false };

function fieldsOf(contest: ContestView | undefined): ContestFormFields {
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

/**
 * The body to send, or the sentence that says what to fix first: the match, then the prize rows
 * that are not numbers yet, then the server's own schema (so a problem reads as the server would
 * put it).
 */
export function readContestForm(fields: ContestFormFields): { body: ContestFields } | { problem: string } {
  if (fields.matchId === null) return { problem: '❌ Select a match for the contest.' };
  const rows = readPrizeRows(fields.prizes);
  if (rows.problems.length > 0) return { problem: `❌ ${rows.problems.join(' ')}` };
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
  return parsed.success ? { body: parsed.data } : { problem: `❌ ${describeIssues(parsed.error.issues)}` };
}

/**
 * The state of 'Create New Contest' and of the same form editing a contest: the fields, the prize
 * table that suggests the whole pool to rank 1 until the admin edits it, and the submit.
 */
export function useContestForm(contest: ContestView | undefined, onSaved?: (contest: ContestView) => void) {
  const [fields, setFields] = useState<ContestFormFields>(() => fieldsOf(contest));
  const form = useFormSubmit(contest ? 'Failed to update contest' : 'Failed to create contest');
  const refreshContests = useRefreshContests();
  const editing = contest !== undefined;

  const submit = () => {
    if (form.busy) return;
    const read = readContestForm(fields);
    if ('problem' in read) return form.fail(read.problem);
    void form.run(async () => {
      const saved = editing ? await updateContest(contest.id, read.body) : await createContest(read.body);
      // An edit goes back to the list it came from.
      toast.success(editing ? CONTEST_UPDATED : CONTEST_CREATED, { forNextPage: editing });
      if (!editing) setFields(fieldsOf(undefined));
      void refreshContests();
      onSaved?.(saved);
    });
  };

  return {
    fields,
    editing,
    busy: form.busy,
    error: form.error,
    /** The pool and spots as numbers, for the prize table's totals (null while blank). */
    pool: numberOrNull(fields.prizePool),
    spots: numberOrNull(fields.spots),
    setText: (name: ContestTextField, value: string) => setFields((current) => ({ ...current, [name]: value })),
    setPrizePool: (value: string) =>
      setFields((current) => ({ ...current, prizePool: value, prizes: current.prizesEdited ? current.prizes : defaultRows(numberOrNull(value)) })),
    chooseMatch: (matchId: number) => setFields((current) => ({ ...current, matchId })),
    setFlexible: (flexible: boolean) => setFields((current) => ({ ...current, flexible })),
    editPrizes: (prizes: PrizeRow[]) => setFields((current) => ({ ...current, prizes, prizesEdited: true })),
    /** Back to the suggestion, which follows the pool again. */
    restoreDefaultPrizes: () => setFields((current) => ({ ...current, prizes: defaultRows(numberOrNull(current.prizePool)), prizesEdited: false })),
    submit,
  };
}
