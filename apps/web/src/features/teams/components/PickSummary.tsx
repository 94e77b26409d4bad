import type { Ref } from 'react';
import { TEAM_RULES, type TeamProblem } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { sideCode } from '../team-pick.ts';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import styles from './PickSummary.module.css';

interface PickSummaryProps {
  count: number;
  credits: number;
  sides: readonly { side: string; count: number }[];
  captainName: string | null;
  viceCaptainName: string | null;
  problems: readonly TeamProblem[];
  /** Shown when the team cannot be sent yet: the spec's rule, or why it is closed. */
  note: string | null;
  submitLabel: string;
  canSubmit: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  ref?: Ref<HTMLElement>;
}

/** Always in view while picking: the count, credits left, players per side, what is wrong, and the button. */
export function PickSummary({ count, credits, sides, captainName, viceCaptainName, problems, note, submitLabel, canSubmit, busy, error, onSubmit, ref }: PickSummaryProps) {
  const left = TEAM_RULES.maxCredits - credits;
  return (
    <aside ref={ref} className={styles.summary} aria-label="Your team">
      <dl className={styles.stats}>
        <div>
          <dt>Players</dt>
          <dd>
            {count}/{TEAM_RULES.size}
          </dd>
        </div>
        <div>
          <dt>Credits left</dt>
          <dd className={left < 0 ? styles.over : undefined}>{left}</dd>
        </div>
        {sides.map(({ side, count: fromSide }) => (
          <div key={side}>
            <dt>
              <abbr title={side}>{sideCode(side)}</abbr>
            </dt>
            <dd className={fromSide > TEAM_RULES.maxFromOneSide ? styles.over : undefined}>{fromSide}</dd>
          </div>
        ))}
      </dl>
      <ol className={styles.slots} aria-hidden="true">
        {Array.from({ length: TEAM_RULES.size }, (_, index) => (
          <li key={index} className={index < count ? styles.filled : undefined} />
        ))}
      </ol>
      <p className={styles.leaders}>
        <span>
          <abbr title="Captain">C</abbr> {captainName ?? '—'}
        </span>
        <span>
          <abbr title="Vice-Captain">VC</abbr> {viceCaptainName ?? '—'}
        </span>
      </p>
      <div role="status" className={styles.problemsRegion}>
        {problems.length > 0 && (
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={`${problem.rule}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        )}
      </div>
      <FormMessage tone="error" message={error} />
      {note && <p className={styles.note}>{note}</p>}
      <Button size="lg" block busy={busy} disabled={!canSubmit} onClick={onSubmit} className={styles.submit}>
        {submitLabel}
      </Button>
    </aside>
  );
}
