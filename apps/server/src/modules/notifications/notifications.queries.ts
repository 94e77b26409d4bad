import { and, desc, eq, inArray, isNull, lt, param, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, notificationSettings, pushSubscriptions, type NotificationKind } from './notifications.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type SettingRow = typeof notificationSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** What one player is told. */
export interface NotificationDraft {
  userId: number;
  subject: string;
  title: string;
  body: string;
  url: string;
}

/**
 * Writes notifications of one kind in one statement (any number of players); one the player
 * already has for that kind and subject is left as it is. Answers how many were new.
 */
export async function insertNotifications(db: Db, kind: NotificationKind, drafts: readonly NotificationDraft[], dueAt: Date): Promise<number> {
  if (drafts.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, kind, subject, title, body, url, due_at)
    select d.user_id, ${kind}, d.subject, d.title, d.body, d.url, ${dueAt.toISOString()}::timestamptz
    from unnest(${param(drafts.map((d) => d.userId))}::int[], ${param(drafts.map((d) => d.subject))}::text[],
                ${param(drafts.map((d) => d.title))}::text[], ${param(drafts.map((d) => d.body))}::text[],
                ${param(drafts.map((d) => d.url))}::text[]) as d(user_id, subject, title, body, url)
    on conflict (user_id, kind, subject) do nothing
    returning id`);
  return rowsOf(result).length;
}

/**
 * Takes up to `limit` notifications whose delivery is due, for one worker: locked as taken
 * (SKIP LOCKED, so concurrent workers take different ones) and moved `leaseMs` ahead with one
 * attempt more, in one statement. A worker that dies leaves them due again when the lease ends.
 */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<NotificationRow[]> {
  const result = await db.execute(sql`
    update ${notifications} set due_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${notifications}
      where due_at is not null and due_at <= ${now.toISOString()}::timestamptz
      order by due_at, id
      limit ${limit}
      for update skip locked)
    returning id, user_id as "userId", kind, subject, title, body, url, created_at as "createdAt", read_at as "readAt",
      due_at as "dueAt", attempts, push_pending as "pushPending", delivered_at as "deliveredAt", last_error as "lastError"`);
  return rowsOf<NotificationRow>(result).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    readAt: row.readAt ? new Date(row.readAt) : null,
    dueAt: row.dueAt ? new Date(row.dueAt) : null,
    deliveredAt: row.deliveredAt ? new Date(row.deliveredAt) : null,
    pushPending: typeof row.pushPending === 'string' ? (JSON.parse(row.pushPending) as number[]) : row.pushPending,
  }));
}

/** Records each delivery's outcome, in one statement (a worker's batch): done (`dueAt` null) or due again, with the subscriptions still owed. */
export async function recordDeliveries(
  db: Db,
  outcomes: readonly { id: number; dueAt: Date | null; pushPending: number[]; deliveredAt: Date | null; lastError: string | null }[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    update ${notifications} set due_at = o.due_at, push_pending = o.push_pending::jsonb, delivered_at = o.delivered_at, last_error = o.last_error
    from unnest(${param(outcomes.map((o) => o.id))}::int[], ${param(outcomes.map((o) => o.dueAt?.toISOString() ?? null))}::timestamptz[],
                ${param(outcomes.map((o) => JSON.stringify(o.pushPending)))}::text[], ${param(outcomes.map((o) => o.deliveredAt?.toISOString() ?? null))}::timestamptz[],
                ${param(outcomes.map((o) => o.lastError))}::text[]) as o(id, due_at, push_pending, delivered_at, last_error)
    where ${notifications.id} = o.id`);
}

export function listNotifications(db: Db, userId: number, page: { limit: number; before?: number | undefined }) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), page.before ? lt(notifications.id, page.before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(page.limit);
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

export async function markRead(db: Db, userId: number, ids: readonly number[] | 'all', at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, [...ids])));
}

export function settingsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(notificationSettings).where(inArray(notificationSettings.userId, [...userIds]));
}

export async function saveSettings(db: Db, rows: SettingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: { push: sql`excluded.push`, email: sql`excluded.email` } });
}

export async function upsertSubscription(db: Db, row: Omit<PushSubscriptionRow, 'id' | 'createdAt'>): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, sessionId: row.sessionId, p256dh: row.p256dh, auth: row.auth } });
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionsById(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function deleteSessionSubscriptions(db: Db, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, [...sessionIds]));
}

export function subscriptionsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, [...userIds]));
}
