import { useId, useState, type FormEvent } from 'react';
import { PRIZE_TEMPLATE_LABELS, PRIZE_TEMPLATES, type PrivateContestFields } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { paidPlayOffMessage } from '../../../lib/paid-play.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { previewOf, readPrivateContest, usePrivateContestDraft, type PrivateContestRules } from '../hooks/use-private-contest-form.ts';
import { PrizePreview } from './PrizePreview.tsx';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './PrivateContestForm.module.css';

/** One of the player's teams for the match, as the form offers it. */
export interface TeamOption {
  id: number;
  /** 'Team #5'. */
  label: string;
  /** 'Captain V Kohli · Vice-Captain J Bumrah'. */
  detail: string;
}

interface PrivateContestFormProps {
  matchId: number;
  rules: PrivateContestRules;
  paidPlay: boolean;
  /** The player's teams for this match: still loading, failed (the message), or the options. */
  teams: { loading: true } | { error: string } | { options: readonly TeamOption[] };
  /** The team to start with chosen (one just made in the picker). */
  initialTeamId: number | null;
  /** Goes to the picker (the form is kept for the way back); null when no team can be made for the match now. */
  onPickNewTeam: (() => void) | null;
  /** Makes the contest; a refusal is thrown, and shown under the form. */
  onSubmit: (fields: PrivateContestFields) => Promise<void>;
}

/**
 * A private contest for a match: its name, spots, a free or paid entry, one of three prize
 * templates with the prize table worked out as it is typed, and the maker's team to enter with.
 */
export function PrivateContestForm({ matchId, rules, paidPlay, teams, initialTeamId, onPickNewTeam, onSubmit }: PrivateContestFormProps) {
  const { draft, setText, setPaid, setPrizeTemplate } = usePrivateContestDraft(matchId);
  const [teamId, setTeamId] = useState<number | null>(initialTeamId);
  const form = useFormSubmit('Something went wrong.', { prefix: '' });
  const groupId = useId();
  const options = 'options' in teams ? teams.options : [];
  // A lone team is the one to enter with, unless another was chosen.
  const chosenTeam = teamId ?? (options.length === 1 ? options[0]!.id : null);
  const figures = previewOf(draft, rules);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPrivateContest(draft, { matchId, teamId: chosenTeam, rules, paidPlay });
    if ('problem' in read) return form.fail(read.problem);
    void form.run(() => onSubmit(read.fields));
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Create a private contest" noValidate>
      <fieldset className={layout.fieldset}>
        <legend className={layout.legend}>Contest</legend>
        <TextField label="Contest name" name="name" autoComplete="off" placeholder="Office Friends" maxLength={60} value={draft.name} onChange={(event) => setText('name', event.target.value)} />
        <TextField
          label="Spots"
          name="spots"
          type="number"
          inputMode="numeric"
          min={rules.minSpots}
          max={rules.maxSpots}
          step={1}
          hint={`${rules.minSpots} to ${rules.maxSpots} teams, yours included.`}
          value={draft.spots}
          onChange={(event) => setText('spots', event.target.value)}
        />
      </fieldset>

      <fieldset className={layout.fieldset}>
        <legend className={layout.legend}>Entry fee</legend>
        <div className={styles.pair}>
          <label className={styles.option}>
            <input type="radio" name={`${groupId}-fee`} checked={!draft.paid} onChange={() => setPaid(false)} />
            <span className={styles.optionText}>
              <span className={styles.optionName}>Free</span>
              <span className={styles.optionRule}>No money changes hands.</span>
            </span>
          </label>
          <label className={styles.option}>
            <input type="radio" name={`${groupId}-fee`} checked={draft.paid} disabled={!paidPlay} onChange={() => setPaid(true)} />
            <span className={styles.optionText}>
              <span className={styles.optionName}>Paid</span>
              <span className={styles.optionRule}>{paidPlay ? 'Everyone pays the fee; the pool goes to the winners.' : paidPlayOffMessage('PAID_CONTEST')}</span>
            </span>
          </label>
        </div>
        {draft.paid && (
          <TextField
            label="Entry fee (₹)"
            name="entryFee"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            placeholder="100"
            value={draft.entryFee}
            onChange={(event) => setText('entryFee', event.target.value)}
          />
        )}
      </fieldset>

      <fieldset className={layout.fieldset}>
        <legend className={layout.legend}>Prizes</legend>
        <div className={styles.choices}>
          {PRIZE_TEMPLATES.map((template) => (
            <label key={template} className={styles.option}>
              <input type="radio" name={`${groupId}-template`} value={template} checked={draft.prizeTemplate === template} onChange={() => setPrizeTemplate(template)} />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{PRIZE_TEMPLATE_LABELS[template].name}</span>
                <span className={styles.optionRule}>{PRIZE_TEMPLATE_LABELS[template].rule}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* After the choices on a phone; beside the form, kept in view, when wide. */}
      <div className={styles.aside}>
        <PrizePreview figures={figures} sharePercent={rules.sharePercent} />
      </div>

      <fieldset className={layout.fieldset}>
        <legend className={layout.legend}>Your team</legend>
        {'loading' in teams ? (
          <StatusLine tone="loading">Loading your teams...</StatusLine>
        ) : 'error' in teams ? (
          <StatusLine tone="error">{teams.error}</StatusLine>
        ) : options.length === 0 ? (
          <p className={styles.hint}>You have no team for this match yet. Pick one to enter with: you join your contest as you make it.</p>
        ) : (
          <div className={styles.choices}>
            {options.map((option) => (
              <label key={option.id} className={styles.option}>
                <input type="radio" name={`${groupId}-team`} value={option.id} checked={chosenTeam === option.id} onChange={() => setTeamId(option.id)} />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>{option.label}</span>
                  <span className={styles.optionRule}>{option.detail}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {onPickNewTeam ? (
          <div>
            <Button variant="secondary" onClick={onPickNewTeam}>
              Pick a new team
            </Button>
          </div>
        ) : (
          options.length === 0 && <p className={styles.hint}>No contest of this match takes teams yet, so none can be made for it now.</p>
        )}
      </fieldset>

      <div className={styles.submit}>
        <FormMessage message={form.error} tone="error" />
        <div className={layout.actions}>
          <Button type="submit" size="lg" busy={form.busy}>
            {form.busy ? 'Creating...' : 'Create contest'}
          </Button>
        </div>
      </div>
    </form>
  );
}
