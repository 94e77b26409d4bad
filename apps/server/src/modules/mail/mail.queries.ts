import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './mail.schema.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Db, mail: { toAddress: string; subject: string; textBody: string; headers?: Record<string, string> | null }) {
  const [row] = await db.insert(mailOutbox).values({ ...mail, status: 'OUTBOX' }).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function findMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markMail(db: Db, id: number, outcome: { status: 'SENT'; textBody: string } | { status: 'FAILED'; error: string }) {
  await db
    .update(mailOutbox)
    .set(outcome.status === 'SENT' ? { status: 'SENT', sentAt: new Date(), error: null, textBody: outcome.textBody } : { status: 'FAILED', error: outcome.error })
    .where(eq(mailOutbox.id, id));
}

export function listMail(db: Db, page: { limit: number; before?: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(page.before ? lt(mailOutbox.id, page.before) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(page.limit);
}
