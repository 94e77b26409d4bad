import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContestTemplateView, ContestView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxChips } from '../../../components/ui/CheckboxChips.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { applyContestTemplates } from '../api/templates-api.ts';
import { useRefreshContests } from '../hooks/use-contests.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ApplyTemplates.module.css';

interface ApplyTemplatesProps {
  templates: readonly ContestTemplateView[];
  /** The match to apply them to, chosen with the screen's picker (matches live with the matches). */
  renderMatchPicker: (matchId: number | null, onChange: (matchId: number | null) => void) => ReactNode;
}

/** Choose a match and some templates: their contests are made on it in one action, and listed. */
export function ApplyTemplates({ templates, renderMatchPicker }: ApplyTemplatesProps) {
  const [matchId, setMatchId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [made, setMade] = useState<{ matchId: number; contests: ContestView[] } | null>(null);
  const form = useFormSubmit('Failed to apply the templates');
  const refreshContests = useRefreshContests();
  const nameOf = new Map(templates.map((template) => [String(template.id), template.name]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    setMade(null);
    if (matchId === null) return form.fail('❌ Choose the match to make the contests on.');
    if (chosen.length === 0) return form.fail('❌ Tick at least one template.');
    void form.run(async () => {
      const contests = await applyContestTemplates(matchId, chosen.map(Number));
      setMade({ matchId, contests });
      setChosen([]);
      void refreshContests();
    });
  };

  return (
    <form className={layout.form} onSubmit={submit} aria-label="Apply templates to a match" noValidate>
      {renderMatchPicker(matchId, (id) => (setMatchId(id), setMade(null)))}
      <CheckboxChips legend="Templates" options={templates.map((template) => String(template.id))} labelOf={(id) => nameOf.get(id) ?? id} chosen={chosen} onChange={setChosen} />
      <div className={layout.actions}>
        <Button type="submit" busy={form.busy}>
          {form.busy ? 'Making contests...' : 'Make the contests'}
        </Button>
      </div>
      <FormMessage message={form.error} tone="error" />
      <div role="status">
        {made && (
          <div className={styles.made}>
            <p>
              <strong>{`${made.contests.length} ${made.contests.length === 1 ? 'contest' : 'contests'} made:`}</strong>
            </p>
            <ul className={styles.names}>
              {made.contests.map((contest) => (
                <li key={contest.id}>{contest.name}</li>
              ))}
            </ul>
            <Link to={`/admin/contests?matchId=${made.matchId}`}>See them in Manage Contests</Link>
          </div>
        )}
      </div>
    </form>
  );
}
