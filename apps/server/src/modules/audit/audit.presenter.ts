import type { AuditEventView } from '@crease/game';
import type { AuditRow } from './audit.queries.ts';

export function presentAuditEvent(row: AuditRow): AuditEventView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    kind: row.kind,
    subjectUserId: row.subjectUserId,
    ip: row.ip,
    details: row.details,
  };
}
