import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { AdminAccountView } from '@crease/game';
import { useAccountSearch } from '../hooks/use-admin-audit.ts';
import styles from './PlayerFinder.module.css';

/** Finds an account by its e-mail (the whole address, or how it starts) and hands back the one chosen. */
export function PlayerFinder({ onChoose }: { onChoose: (account: AdminAccountView) => void }) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const search = useAccountSearch(asked);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked(text.trim().toLowerCase());
  };

  return (
    <div className={styles.finder}>
      <form className={styles.form} onSubmit={submit} role="search" aria-label="Find a player">
        <TextField label="Player's e-mail" type="search" name="email" autoComplete="off" spellCheck={false} hint="The whole address, or how it starts." value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" variant="secondary" busy={search.isFetching}>
          Find
        </Button>
      </form>
      {asked !== '' && search.isError && <StatusLine tone="error">{errorMessage(search.error, 'Could not search the accounts.')}</StatusLine>}
      {asked !== '' && search.data?.length === 0 && <StatusLine tone="empty">{`No account’s e-mail starts with “${asked}”.`}</StatusLine>}
      {search.data && search.data.length > 0 && (
        <ul className={styles.results} aria-label="Accounts found">
          {search.data.map((user) => (
            <li key={user.id}>
              <button type="button" className={styles.result} onClick={() => onChoose(user)}>
                <span className={styles.name}>{user.name}</span>
                <span className={styles.email}>{user.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
