import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from './audit.schema.ts';

export type AuditRow = typeof auditEvents.$inferSelect;
export type AuditValues = Pick<AuditRow, 'actorId' | 'kind' | 'subjectUserId' | 'ip' | 'details'>;

export async function insertAuditEvents(db: Db, events: readonly AuditValues[]): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values([...events]);
}

type AuditFilter = { userId?: number | undefined; kind?: string | undefined };
type AuditPage = { limit: number; before?: number | undefined };

export function listAuditEvents(db: Db, filter: AuditFilter, page: AuditPage): Promise<AuditRow[]> {
  return auditPageQuery(db, filter, page);
}

/** Newest first, by id; each filter reads its own index (`audit_events_subject_idx`, `audit_events_kind_idx`). */
export function auditPageQuery(db: Db, filter: AuditFilter, page: AuditPage) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        filter.userId !== undefined ? eq(auditEvents.subjectUserId, filter.userId) : undefined,
        filter.kind !== undefined ? eq(auditEvents.kind, filter.kind) : undefined,
        page.before !== undefined ? lt(auditEvents.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.limit);
}
