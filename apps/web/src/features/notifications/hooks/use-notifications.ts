import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationView } from '@crease/game';
import { usePagedList } from '../../../lib/paged-list.ts';
import { useLiveTopic } from '../../../lib/use-live-topic.ts';
import { fetchNotificationPage, fetchNotificationSettings, fetchUnreadCount, NOTIFICATIONS_FIRST_PAGE } from '../api/notifications-api.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** The player's own queue of the live channel: where new notifications arrive. */
export const NOTIFICATIONS_QUEUE = '/user/queue/notifications';

const parseNotification = (body: string): NotificationView | null => {
  try {
    const value = JSON.parse(body) as NotificationView;
    return typeof value?.id === 'number' && typeof value.title === 'string' ? value : null;
  } catch {
    return null;
  }
};

/**
 * Unread notifications, for the bell; a notification arriving live reads the count and the list
 * again (the list's order and pages come from the server).
 */
export function useUnreadNotifications(token: string | null) {
  const client = useQueryClient();
  const live = useLiveTopic(token, token ? NOTIFICATIONS_QUEUE : null, parseNotification);
  useEffect(() => {
    if (live.received > 0) void client.invalidateQueries({ queryKey: notificationKeys.all });
  }, [live.received, client]);
  const unread = useQuery({ queryKey: notificationKeys.unread, queryFn: fetchUnreadCount, enabled: token !== null, staleTime: 60_000 });
  return { unread: unread.data?.unread ?? 0, latest: live.data };
}

export function useNotificationList() {
  return usePagedList(notificationKeys.list, NOTIFICATIONS_FIRST_PAGE, fetchNotificationPage, { staleTime: 0 });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings, queryFn: fetchNotificationSettings });
}
