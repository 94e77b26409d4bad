import type { NotificationRow } from './notifications.queries.ts';
import type { NotificationKind } from './notifications.schema.ts';

/** A notification as its player reads it (the list, the live frame, the push's payload). */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationSettingsView {
  kinds: Record<NotificationKind, { push: boolean; email: boolean }>;
}

export function presentNotification(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
