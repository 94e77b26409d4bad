import { useRef, useState } from 'react';
import type { SessionView } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Facts } from '../../../components/ui/Facts.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { endOtherSessions, endSession } from '../api/account-api.ts';
import { useRefreshSessions, useSessions } from '../hooks/use-sessions.ts';
import { deviceName } from '../../../lib/user-agent.ts';
import record from '../../../components/ui/Record.module.css';
import styles from './SignedInDevices.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** What is being signed out: one device (by its session), or every other. */
type Busy = { session: string } | 'others' | null;

/** Which device, in words that tell two of the same kind apart: 'Chrome on Android at 203.0.113.7'. */
const whichDevice = (session: SessionView) => `${deviceName(session.userAgent)}${session.ip ? ` at ${session.ip}` : ''}`;

function DeviceRow({ session, busy, onSignOut }: { session: SessionView; busy: boolean; onSignOut: () => void }) {
  const name = deviceName(session.userAgent);
  return (
    <li className={record.item}>
      <div className={record.head}>
        <p className={record.name}>{name}</p>
        {session.current && <Badge tone="green">This device</Badge>}
      </div>
      <Facts
        facts={[
          { term: 'Address', value: session.ip ?? 'Not known' },
          { term: 'Signed in', value: <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time> },
          { term: 'Last seen', value: session.current ? 'Now' : <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time> },
        ]}
      />
      {!session.current && (
        <Button size="sm" variant="secondary" className={styles.signOut} busy={busy} onClick={onSignOut}>
          {busy ? 'Signing out' : 'Sign out'}
          <span className="visually-hidden"> {whichDevice(session)}</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in: each device's browser and system, its address, when it signed
 * in and was last seen, this one marked; any other can be signed out, or all of them at once.
 * A device signed out here is refused on its next call and sent to sign in.
 */
export function SignedInDevices() {
  const sessions = useSessions();
  const refresh = useRefreshSessions();
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const wrap = useRef<HTMLDivElement>(null);

  if (sessions.isPending) return <StatusLine tone="loading">Loading your devices...</StatusLine>;
  if (sessions.isLoadingError) return <StatusLine tone="error">{errorMessage(sessions.error, 'Could not load your devices.')}</StatusLine>;

  const run = async (key: Exclude<Busy, null>, call: () => Promise<unknown>, done: string, fallback: string) => {
    if (busy !== null) return;
    setBusy(key);
    setOutcome(null);
    try {
      await call();
      setOutcome({ tone: 'success', message: done });
    } catch (caught) {
      setOutcome({ tone: 'error', message: errorMessage(caught, fallback) });
    } finally {
      setBusy(null);
      await refresh();
      // The button pressed may have gone with its device: the focus stays in the list rather than falling to the page.
      if (!wrap.current?.contains(document.activeElement)) wrap.current?.focus();
    }
  };

  const others = sessions.items.filter((session) => !session.current);
  const mayEndOthers = others.length > 0 || sessions.hasNextPage;

  return (
    <div ref={wrap} className={styles.wrap} tabIndex={-1}>
      <ul className={record.list}>
        {sessions.items.map((session) => (
          <DeviceRow
            key={session.id}
            session={session}
            busy={busy !== null && busy !== 'others' && busy.session === session.id}
            onSignOut={() => void run({ session: session.id }, () => endSession(session.id), `${whichDevice(session)} is signed out.`, 'Could not sign that device out. Try again.')}
          />
        ))}
      </ul>
      <LoadMore list={sessions} failed="Could not load more devices." />
      {mayEndOthers ? (
        <Button
          variant="danger"
          className={styles.everywhere}
          busy={busy === 'others'}
          onClick={() => void run('others', endOtherSessions, 'Every other device is signed out.', 'Could not sign the other devices out. Try again.')}
        >
          {busy === 'others' ? 'Signing out...' : 'Sign out everywhere else'}
        </Button>
      ) : (
        <p className={styles.only}>Only this device is signed in.</p>
      )}
      <FormMessage tone="success" message={outcome?.tone === 'success' ? outcome.message : null} />
      <FormMessage tone="error" message={outcome?.tone === 'error' ? outcome.message : null} />
    </div>
  );
}
