import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminUser } from '../hooks/use-admin-audit.ts';
import { DateOfBirthDialog } from './DateOfBirthDialog.tsx';
import styles from './PlayerCard.module.css';

/**
 * The player the log is narrowed to: who they are, their date of birth and state, a way to
 * correct the date of birth (with a reason), and a way back to everyone's log.
 */
export function PlayerCard({ id, onClear }: { id: number; onClear: () => void }) {
  const user = useAdminUser(id);
  const [changing, setChanging] = useState(false);

  if (user.isPending) return <StatusLine tone="loading">Loading the player...</StatusLine>;
  if (user.isError) {
    return (
      <StatusLine
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={onClear}>
            Show every player
          </Button>
        }
      >
        {errorMessage(user.error, `Could not read account #${id}.`)}
      </StatusLine>
    );
  }
  const player = user.data;
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <div className={styles.who}>
          <p className={styles.name}>{player.name}</p>
          <p className={styles.email}>{player.email}</p>
        </div>
        {player.role === 'ROLE_ADMIN' && <Badge tone="navy">Admin</Badge>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Date of birth</dt>
          <dd>{player.dateOfBirth ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{player.state ?? 'Not given'}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => setChanging(true)}>
          Change date of birth
        </Button>
        <Button size="sm" variant="secondary" onClick={onClear}>
          Show every player
        </Button>
      </div>
      {changing && <DateOfBirthDialog user={player} onClose={() => setChanging(false)} />}
    </div>
  );
}
