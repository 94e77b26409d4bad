import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KIND_NAMES, type NotificationKindName } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveNotificationSettings } from '../api/notifications-api.ts';
import { notificationKeys, useNotificationSettings } from '../hooks/use-notifications.ts';
import { currentPushSubscription, pushSupported, turnPushOff, turnPushOn } from '../push-device.ts';
import styles from './NotificationSettings.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Push on this device: the browser's permission and subscription. */
function ThisDevice() {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    let live = true;
    void currentPushSubscription().then((subscription) => live && setOn(subscription !== null), () => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);

  if (!pushSupported()) {
    return <p className={styles.note}>This browser cannot show notifications from Crease. On an iPhone, add Crease to your home screen first, then open it from there.</p>;
  }
  const toggle = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      if (on) {
        await turnPushOff();
        setOn(false);
        setOutcome({ tone: 'success', message: 'Notifications are off on this device.' });
      } else {
        const result = await turnPushOn();
        if (result === 'on') {
          setOn(true);
          setOutcome({ tone: 'success', message: 'Notifications are on for this device.' });
        } else {
          setOutcome({ tone: 'error', message: 'Notifications are blocked for Crease in this browser. Allow them in the site settings, then try again.' });
        }
      }
    } catch (caught) {
      setOutcome({ tone: 'error', message: errorMessage(caught, 'Could not change notifications on this device. Try again.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.device}>
      <p className={styles.note}>{on ? 'This device shows Crease notifications.' : 'Get notifications on this device, even when Crease is closed.'}</p>
      <Button variant={on ? 'secondary' : 'primary'} busy={busy || on === null} onClick={() => void toggle()}>
        {on ? 'Turn off on this device' : 'Turn on notifications for this device'}
      </Button>
      <FormMessage tone="success" message={outcome?.tone === 'success' ? outcome.message : null} />
      <FormMessage tone="error" message={outcome?.tone === 'error' ? outcome.message : null} />
    </div>
  );
}

/** Profile's notifications: push on this device, and each kind on or off by push and by e-mail. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const client = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (kind: NotificationKindName, channel: 'push' | 'email', value: boolean) => {
    const current = settings.data?.kinds[kind];
    if (!current) return;
    setSaving(`${kind}.${channel}`);
    setError(null);
    try {
      const saved = await saveNotificationSettings({ [kind]: { ...current, [channel]: value } });
      client.setQueryData(notificationKeys.settings, saved);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not save that setting. Try again.'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={styles.wrap}>
      <ThisDevice />
      {settings.isPending && <StatusLine tone="loading">Loading your notification settings...</StatusLine>}
      {settings.isLoadingError && <StatusLine tone="error">{errorMessage(settings.error, 'Could not load your notification settings.')}</StatusLine>}
      {settings.data && (
        <table className={styles.table}>
          <caption className="visually-hidden">What Crease tells you, by push and by e-mail</caption>
          <thead>
            <tr>
              <th scope="col">Tell me when</th>
              <th scope="col">Push</th>
              <th scope="col">E-mail</th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KIND_NAMES.map((kind) => (
              <tr key={kind}>
                <th scope="row">{NOTIFICATION_KIND_LABELS[kind]}</th>
                {(['push', 'email'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      className={styles.box}
                      aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${channel === 'push' ? 'push' : 'e-mail'}`}
                      checked={settings.data.kinds[kind][channel]}
                      disabled={saving !== null}
                      onChange={(event) => void change(kind, channel, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FormMessage tone="error" message={error} />
    </div>
  );
}
