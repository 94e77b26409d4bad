import { useState } from 'react';
import type { MatchState } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { matchTitle } from '../../../lib/format.ts';
import { changeMatchState, type MatchAction } from '../api/matches-api.ts';
import styles from './MatchStateControls.module.css';

interface Control {
  action: MatchAction;
  label: string;
  /** The dialog's question, of the match's title. */
  question: (title: string) => string;
  /** What follows, said before it is done. */
  consequence: string;
  /** The dialog's button that goes ahead, and what it says meanwhile. */
  confirm: string;
  busy: string;
  done: string;
  variant: 'primary' | 'danger';
}

const START: Control = {
  action: 'start',
  label: 'Start now',
  question: (title) => `Start ${title} now?`,
  consequence: 'The deadline passes at once: no more teams or entries, and its contests go LIVE.',
  confirm: 'Start the match',
  busy: 'Starting...',
  done: 'Match started.',
  variant: 'primary',
};
const COMPLETE: Control = {
  action: 'complete',
  label: 'Mark completed',
  question: (title) => `Mark ${title} as completed?`,
  consequence: 'Its scoring closes, its contests are ranked and their prizes paid out.',
  confirm: 'Mark it completed',
  busy: 'Completing...',
  done: 'Match marked completed.',
  variant: 'primary',
};
const ABANDON: Control = {
  action: 'abandon',
  label: 'Abandon match',
  question: (title) => `Abandon ${title}?`,
  consequence: 'Every contest on it is cancelled and every entry refunded. This cannot be undone.',
  confirm: 'Abandon the match',
  busy: 'Abandoning...',
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

/** Start now / Mark completed / Abandon match, each asked in the app's dialog first; each names its match. */
export function MatchStateControls({ match, state, onChanged }: MatchStateControlsProps) {
  const [asking, setAsking] = useState<Control | null>(null);
  const controls = controlsFor(state);
  if (controls.length === 0) return null;
  const title = matchTitle(match);

  const run = async (control: Control) => {
    await changeMatchState(match.id, control.action);
    toast.success(control.done);
    onChanged();
  };

  return (
    <div className={styles.controls} role="group" aria-label={`Match controls for ${title}`}>
      {controls.map((control) => (
        <Button key={control.action} variant={control.variant} size="sm" disabled={asking !== null} onClick={() => setAsking(control)} aria-label={`${control.label}: ${title}`}>
          {control.label}
        </Button>
      ))}
      {asking && (
        <ConfirmDialog
          title={asking.question(title)}
          confirmLabel={asking.confirm}
          busyLabel={asking.busy}
          cancelLabel="Not now"
          tone={asking.variant}
          failed={`Failed to ${asking.label.toLowerCase()}`}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        >
          <p>{asking.consequence}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
