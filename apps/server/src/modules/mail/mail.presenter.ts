import type { MailRow } from './mail.queries.ts';

/** An e-mail in the outbox as admins read it. */
export interface OutboxItemView {
  id: number;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  status: 'OUTBOX' | 'SENT' | 'FAILED';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export function presentOutboxItem(row: MailRow): OutboxItemView {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    headers: row.headers ?? {},
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
