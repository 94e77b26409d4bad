import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { markRead } from '../api/notifications-api.ts';
import { notificationKeys, useNotificationList } from '../hooks/use-notifications.ts';
import styles from './NotificationList.module.css';

/** The notification centre: newest first, a page at a time; opening one marks it read, or all at once. */
export function NotificationList() {
  const list = useNotificationList();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = async (body: { ids: number[] } | { all: true }) => {
    setError(null);
    try {
      await markRead(body);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not mark them read. Try again.'));
    }
    await client.invalidateQueries({ queryKey: notificationKeys.all });
  };

  if (list.isPending) return <StatusLine tone="loading">Loading your notifications...</StatusLine>;
  if (list.isLoadingError) return <StatusLine tone="error">{errorMessage(list.error, 'Could not load your notifications.')}</StatusLine>;
  if (list.items.length === 0) return <p className={styles.empty}>Nothing yet. Line-ups, deadlines, live matches and results of your contests show here.</p>;

  const anyUnread = list.items.some((item) => item.readAt === null);
  return (
    <div className={styles.wrap}>
      {anyUnread && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.all}
          busy={busy}
          onClick={() => {
            setBusy(true);
            void read({ all: true }).finally(() => setBusy(false));
          }}
        >
          Mark all as read
        </Button>
      )}
      <ul className={styles.list}>
        {list.items.map((item: NotificationView) => (
          <li key={item.id} className={item.readAt ? styles.item : `${styles.item} ${styles.unread}`}>
            <Link to={item.url} className={styles.link} onClick={() => (item.readAt ? undefined : void read({ ids: [item.id] }))}>
              <span className={styles.title}>
                {item.readAt === null && <span className="visually-hidden">Unread: </span>}
                {item.title}
              </span>
              <span className={styles.body}>{item.body}</span>
              <time className={styles.time} dateTime={item.createdAt}>
                {formatDateTime(item.createdAt)}
              </time>
            </Link>
            {item.readAt === null && (
              <Button variant="ghost" size="sm" onClick={() => void read({ ids: [item.id] })}>
                Mark read<span className="visually-hidden">: {item.title}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <LoadMore list={list} failed="Could not load more notifications." />
      <FormMessage tone="error" message={error} />
    </div>
  );
}
