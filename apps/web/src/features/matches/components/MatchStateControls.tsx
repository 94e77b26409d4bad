import { useState } from 'react';
import type { MatchState } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { matchTitle } from '../../../lib/format.ts';
import { changeMatchState, type MatchAction } from '../api/matches-api.ts';
import styles from './MatchStateControls.module.css';

interface Control {
  action: MatchAction;
  label: string;
  confirm: (title: string) => string;
  done: string;
  variant: 'primary' | 'danger';
}

const START: Control = {
  action: 'start',
  label: 'Start now',
  confirm: (title) => `Start ${title} now? The deadline passes at once: no more teams or entries, and its contests go LIVE.`,
  done: 'Match started.',
  variant: 'primary',
};
const COMPLETE: Control = {
  action: 'complete',
  label: 'Mark completed',
  confirm: (title) => `Mark ${title} as completed? Its contests are ranked and their prizes paid out.`,
  done: 'Match marked completed.',
  variant: 'primary',
};
const ABANDON: Control = {
  action: 'abandon',
  label: 'Abandon match',
  confirm: (title) => `Abandon ${title}? Every contest on it is cancelled and every entry refunded. This cannot be undone.`,
  done: 'Match abandoned; its contests are cancelled and refunded.',
  variant: 'danger',
};

/** The controls that make sense in each state; none once a match is over. */
export function controlsFor(state: MatchState): Control[] {
  if (state === 'SCHEDULED') return [START, ABANDON];
  if (state === 'LIVE') return [COMPLETE, ABANDON];
  return [];
}

interface MatchStateControlsProps {
  match: { id: number; teamA: string; teamB: string };
  /** The state as it is now (a scheduled match past its start is LIVE). */
  state: MatchState;
  /** Called after a change, so the page can reload what depends on it. */
  onChanged: () => void;
}

/** Start now / Mark completed / Abandon match, each after a confirmation. */
export function MatchStateControls({ match, state, onChanged }: MatchStateControlsProps) {
  const [busy, setBusy] = useState<MatchAction | null>(null);
  const controls = controlsFor(state);
  if (controls.length === 0) return null;

  const run = async (control: Control) => {
    if (busy || !window.confirm(control.confirm(matchTitle(match)))) return;
    setBusy(control.action);
    try {
      await changeMatchState(match.id, control.action);
      toast.success(control.done);
      onChanged();
    } catch (error) {
      toast.error(`❌ ${errorMessage(error, `Failed to ${control.label.toLowerCase()}`)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.controls} role="group" aria-label={`Match controls for ${matchTitle(match)}`}>
      {controls.map((control) => (
        <Button
          key={control.action}
          variant={control.variant}
          size="sm"
          busy={busy === control.action}
          disabled={busy !== null}
          onClick={() => void run(control)}
        >
          {control.label}
        </Button>
      ))}
    </div>
  );
}
