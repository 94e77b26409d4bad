import { useState, type FormEvent } from 'react';
import { MAX_TEAMS_PER_USER_LIMIT, type ContestTemplateView } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createContestTemplate, updateContestTemplate } from '../api/templates-api.ts';
import { useRefreshTemplates } from '../hooks/use-contest-templates.ts';
import { contestDraft, readTemplateDraft, templateDraft, withPool, type TemplateContestDraft, type TemplateDraft } from '../template-draft.ts';
import { defaultRows, numberOrNull } from './prize-rows.ts';
import { PrizeTableEditor } from './PrizeTableEditor.tsx';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './TemplateForm.module.css';

interface TemplateFormProps {
  /** The template to edit; without it the form makes a new one. */
  template?: ContestTemplateView;
  /** After a save, or when the admin stops editing. */
  onDone?: () => void;
}

type ContestText = 'name' | 'entryFee' | 'spots' | 'maxTeamsPerUser';

/** A template: its name, whether it applies itself to new matches, and its contests, each with fee, spots, entries per user, flexible and prize table. */
export function TemplateForm({ template, onDone }: TemplateFormProps) {
  const [draft, setDraft] = useState<TemplateDraft>(() => templateDraft(template));
  const form = useFormSubmit(template ? 'Failed to save the template' : 'Failed to create the template');
  const refresh = useRefreshTemplates();
  const editing = template !== undefined;

  const changeContest = (key: number, change: (contest: TemplateContestDraft) => TemplateContestDraft) =>
    setDraft((current) => ({ ...current, contests: current.contests.map((contest) => (contest.key === key ? change(contest) : contest)) }));
  const setText = (key: number, name: ContestText) => (event: { target: { value: string } }) => changeContest(key, (contest) => ({ ...contest, [name]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    const read = readTemplateDraft(draft);
    if ('problem' in read) return form.fail(read.problem);
    void form.run(async () => {
      const saved = editing ? await updateContestTemplate(template.id, read.body) : await createContestTemplate(read.body);
      toast.success(editing ? `Template ${saved.name} saved.` : `Template ${saved.name} created.`);
      if (!editing) setDraft(templateDraft());
      void refresh();
      onDone?.();
    });
  };

  const title = editing ? `Edit template ${template.name}` : 'New template';
  return (
    <form className={`${layout.form} ${styles.form}`} onSubmit={submit} aria-label={title} noValidate>
      <div className={layout.row}>
        <TextField label="Template name" autoComplete="off" placeholder="IPL match day" value={draft.name} onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))} />
      </div>
      <CheckboxField
        label="Apply to every new match"
        hint="Its contests are made on each match created or imported from now on."
        checked={draft.autoApply}
        onChange={(event) => setDraft((current) => ({ ...current, autoApply: event.target.checked }))}
      />

      <ol className={styles.contests}>
        {draft.contests.map((contest, index) => {
          const label = `Contest ${index + 1}`;
          return (
            <li key={contest.key} className={styles.contest}>
              <fieldset className={layout.fieldset}>
                <legend className={styles.legend}>
                  {label}
                  {contest.name.trim() && `: ${contest.name.trim()}`}
                </legend>
                <TextField label="Contest name" autoComplete="off" placeholder="Mega Contest" value={contest.name} onChange={setText(contest.key, 'name')} />
                <div className={layout.row}>
                  <TextField label="Entry fee (₹)" type="number" inputMode="decimal" min={0} step={0.01} placeholder="49" hint="0 makes it a free contest." value={contest.entryFee} onChange={setText(contest.key, 'entryFee')} />
                  <TextField
                    label="Prize pool (₹)"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    placeholder="10000"
                    value={contest.prizePool}
                    onChange={(event) => changeContest(contest.key, (current) => withPool(current, event.target.value))}
                  />
                </div>
                <div className={layout.row}>
                  <TextField label="Spots" type="number" inputMode="numeric" min={2} step={1} placeholder="Unlimited" hint="Leave empty for unlimited." value={contest.spots} onChange={setText(contest.key, 'spots')} />
                  <TextField
                    label="Max teams per user"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_TEAMS_PER_USER_LIMIT}
                    step={1}
                    hint={`1 for single entry; up to ${MAX_TEAMS_PER_USER_LIMIT}.`}
                    value={contest.maxTeamsPerUser}
                    onChange={setText(contest.key, 'maxTeamsPerUser')}
                  />
                </div>
                <CheckboxField
                  label="Flexible"
                  hint="Runs only if its spots fill; otherwise cancelled and refunded at the deadline."
                  checked={contest.flexible}
                  onChange={(event) => changeContest(contest.key, (current) => ({ ...current, flexible: event.target.checked }))}
                />
                <div className={styles.prizes}>
                  <h3 className={styles.prizesTitle}>Prize table</h3>
                  <PrizeTableEditor
                    rows={contest.prizes}
                    prizePool={numberOrNull(contest.prizePool)}
                    spots={numberOrNull(contest.spots)}
                    onChange={(prizes) => changeContest(contest.key, (current) => ({ ...current, prizes, prizesEdited: true }))}
                    onUseDefault={() => changeContest(contest.key, (current) => ({ ...current, prizes: defaultRows(numberOrNull(current.prizePool)), prizesEdited: false }))}
                  />
                </div>
                {draft.contests.length > 1 && (
                  <div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDraft((current) => ({ ...current, contests: current.contests.filter((one) => one.key !== contest.key) }))}
                      aria-label={`Remove ${label}${contest.name.trim() ? `: ${contest.name.trim()}` : ''}`}
                    >
                      Remove this contest
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" size="sm" onClick={() => setDraft((current) => ({ ...current, contests: [...current.contests, contestDraft()] }))}>
          + Add a contest
        </Button>
      </div>

      <div className={layout.actions}>
        <Button type="submit" size="lg" busy={form.busy}>
          {editing ? 'Save template' : 'Create template'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onDone}>
            Stop editing
          </Button>
        )}
      </div>
      <FormMessage message={form.error} tone="error" />
    </form>
  );
}
