import { ButtonLink } from '../../../components/ui/Button.tsx';
import type { StandingProblem } from '../standing.ts';
import styles from './StandingNotice.module.css';

/** Why the player may not do something with money yet, in the server's words, and where to fix it. */
export function StandingNotice({ problem }: { problem: Pick<StandingProblem, 'message' | 'fixAt'> }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{problem.message}</p>
      {problem.fixAt && (
        <ButtonLink to={problem.fixAt} size="sm" variant="secondary" className={styles.link}>
          Go to your Profile
        </ButtonLink>
      )}
    </div>
  );
}
