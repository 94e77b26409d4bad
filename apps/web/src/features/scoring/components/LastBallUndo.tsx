import { useState } from 'react';
import type { MatchScorecardView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { deleteDelivery } from '../api/scoring-api.ts';
import styles from './LastBallUndo.module.css';

/**
 * A way to take the last ball of a live match out when the feed should never have sent
 * it (a ball at a position that does not exist, a super over sent too soon). Asks first; the
 * scorecard's topic then shows the match without it.
 */
export function LastBallUndo({ scorecard }: { scorecard: MatchScorecardView }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmit('Failed to take the ball out');
  const last = scorecard.lastBall;
  if (!last) return <FormMessage message={done} tone="success" />;
  const where = `innings ${last.innings}, over ${last.over}, ball ${last.ball}${last.superOver ? ' (super over)' : ''}`;

  const takeOut = () =>
    void form.run(async () => {
      await deleteDelivery(scorecard.matchId, last);
      setAsking(false);
      setDone(`Took out the ball at ${where}.`);
    });

  return (
    <div className={styles.undo}>
      <Button variant="ghost" size="sm" onClick={() => (form.clear(), setDone(null), setAsking(true))}>
        Take out the last ball
      </Button>
      <FormMessage message={asking ? null : form.error} tone="error" />
      <FormMessage message={done} tone="success" />
      {asking && (
        <Dialog title="Take out the last ball?" subtitle={last.summary} onClose={() => setAsking(false)}>
          <p className={styles.explain}>
            The delivery at {where} is removed and every player&rsquo;s points are worked out again from the rest. Post it again to put it back.
          </p>
          <FormMessage message={form.error} tone="error" />
          <div className={styles.actions}>
            <Button variant="danger" busy={form.busy} onClick={takeOut}>
              Take it out
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
