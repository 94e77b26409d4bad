import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ContestTemplateFields } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { contestTemplates } from './contest-templates.schema.ts';

export type ContestTemplateRow = typeof contestTemplates.$inferSelect;

/** A page of templates, newest first (keyset on the id). */
export function listTemplatePage(db: Db, page: { limit: number; before?: number | undefined }): Promise<ContestTemplateRow[]> {
  return db
    .select()
    .from(contestTemplates)
    .where(page.before === undefined ? undefined : lt(contestTemplates.id, page.before))
    .orderBy(desc(contestTemplates.id))
    .limit(page.limit);
}

export function findTemplates(db: Db, ids: readonly number[]): Promise<ContestTemplateRow[]> {
  return db.select().from(contestTemplates).where(inArray(contestTemplates.id, [...ids]));
}

/** The templates applied to every new match, oldest first. */
export function listAutoApplied(db: Db): Promise<ContestTemplateRow[]> {
  return db.select().from(contestTemplates).where(eq(contestTemplates.autoApply, true)).orderBy(contestTemplates.id);
}

export async function insertTemplate(db: Db, fields: ContestTemplateFields): Promise<ContestTemplateRow> {
  const [row] = await db.insert(contestTemplates).values(fields).returning();
  return row!;
}

export async function updateTemplate(db: Db, id: number, fields: ContestTemplateFields): Promise<ContestTemplateRow | undefined> {
  const [row] = await db
    .update(contestTemplates)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(contestTemplates.id, id))
    .returning();
  return row;
}

/** Answers whether there was one. */
export async function deleteTemplate(db: Db, id: number): Promise<boolean> {
  const removed = await db.delete(contestTemplates).where(and(eq(contestTemplates.id, id))).returning({ id: contestTemplates.id });
  return removed.length > 0;
}
