import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Facts } from '../../../components/ui/Facts.tsx';
import { useKnownAccount } from '../hooks/use-admin-audit.ts';
import { DateOfBirthDialog } from './DateOfBirthDialog.tsx';
import record from '../../../components/ui/Record.module.css';
import styles from './PlayerCard.module.css';

interface PlayerCardProps {
  id: number;
  /** The account's e-mail when the address carries it, to read the account by. */
  email: string | null;
  onClear: () => void;
}

/**
 * The player the log is narrowed to: who they are, their date of birth and state, a way to
 * correct the date of birth (with a reason), and a way back to everyone's log.
 */
export function PlayerCard({ id, email, onClear }: PlayerCardProps) {
  const account = useKnownAccount(id, email);
  const [changing, setChanging] = useState(false);

  return (
    <div className={styles.card}>
      <div className={record.head}>
        <div>
          <p className={`${record.name} ${styles.name}`}>{account?.name ?? `Account #${id}`}</p>
          {account && <p className={record.aside}>{account.email}</p>}
        </div>
        {account?.role === 'ROLE_ADMIN' && <Badge tone="navy">Admin</Badge>}
      </div>
      {account && (
        <Facts
          facts={[
            { term: 'Date of birth', value: account.dateOfBirth ?? 'Not given' },
            { term: 'State', value: account.state ?? 'Not given' },
          ]}
        />
      )}
      <div className={styles.actions}>
        <Button size="sm" onClick={() => setChanging(true)}>
          Change date of birth
        </Button>
        <Button size="sm" variant="secondary" onClick={onClear}>
          Show every player
        </Button>
      </div>
      {changing && <DateOfBirthDialog id={id} account={account} onClose={() => setChanging(false)} />}
    </div>
  );
}
