import { AUDIT_KIND_PATTERN, type AuditEventView, type AuditKind } from '@crease/game';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { presentAuditEvent } from './audit.presenter.ts';
import { insertAuditEvents, listAuditEvents } from './audit.queries.ts';

/** One thing that happened, as a use-case records it. */
export interface AuditEvent {
  /** One of AUDIT_KINDS, or a module's own dotted name (`payout.batch_sent`). */
  kind: AuditKind | (string & {});
  /** Who did it and from where (`actorOf(request)` in a route; SERVER_ACTOR for a command). */
  actor: Actor;
  /** The account it was about, when it was about one. */
  subjectUserId?: number | null;
  /** What changed: before and after, with account numbers masked as KYC presents them. */
  details?: Record<string, unknown>;
}

export interface AuditDeps {
  db: Db;
}

/**
 * The audit log: what changed an account, moved money or changed results, by whom, when and from
 * which address. Each use-case records in the transaction of the change it describes, so an
 * event exists exactly when its change committed. The table takes inserts only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE.
 */
export class AuditService {
  constructor(private readonly deps: AuditDeps) {}

  /** Records an event in the caller's transaction. */
  record(tx: Db, event: AuditEvent): Promise<void> {
    return this.recordAll(tx, [event]);
  }

  /** Records several events in one statement, in the caller's transaction. */
  async recordAll(tx: Db, events: readonly AuditEvent[]): Promise<void> {
    await insertAuditEvents(
      tx,
      events.map((event) => {
        if (!AUDIT_KIND_PATTERN.test(event.kind)) throw new Error(`Audit kind ${event.kind} is not a dotted lower-case name.`);
        return {
          kind: event.kind,
          actorId: event.actor.userId,
          ip: event.actor.ip,
          subjectUserId: event.subjectUserId ?? null,
          details: event.details ?? {},
        };
      }),
    );
  }

  /** Newest first; by the account it was about and by kind. */
  async list(filter: { userId?: number | undefined; kind?: string | undefined }, page: { limit: number; before?: number | undefined }): Promise<AuditEventView[]> {
    return (await listAuditEvents(this.deps.db, filter, page)).map(presentAuditEvent);
  }
}
