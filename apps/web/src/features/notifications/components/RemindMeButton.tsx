import { matchTitle } from '../../../lib/format.ts';
import { useToken } from '../../../lib/session.ts';
import { useFollowedMatches, useFollowMatch } from '../hooks/use-match-follows.ts';
import { BellGlyph } from './BellGlyph.tsx';
import styles from './RemindMeButton.module.css';

interface RemindMeButtonProps {
  match: { id: number; teamA: string; teamB: string };
}

/**
 * "Remind me" on an upcoming match's card: a bell the signed-in player presses to be sent the
 * match's deadline reminder (30 minutes before it starts, unless they have joined a contest of it).
 * Its name says the match, since a page shows several; signed out, there is none.
 */
export function RemindMeButton({ match }: RemindMeButtonProps) {
  const token = useToken();
  const followed = useFollowedMatches(token !== null);
  const toggle = useFollowMatch();
  if (!token) return null;
  const on = followed.data?.matchIds.includes(match.id) ?? false;
  const label = on ? `Reminder set for ${matchTitle(match)}` : `Remind me before ${matchTitle(match)}`;
  return (
    <button
      type="button"
      className={`${styles.bell} ${on ? styles.on : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={() => toggle.mutate({ matchId: match.id, on: !on })}
    >
      <BellGlyph size={20} filled={on} />
    </button>
  );
}
