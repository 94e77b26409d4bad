import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Every wallet whose parts differ from the sums of its ledger rows' parts (none, when the
 * ledger balances), with the gap in each part.
 */
export async function ledgerGaps(db: Db): Promise<{ userId: number; bonus: number; deposit: number; winnings: number }[]> {
  const result = await db.execute(sql`
    select w.user_id,
           w.bonus_paise - coalesce(sum(t.bonus_paise), 0) as bonus_gap,
           w.deposit_paise - coalesce(sum(t.deposit_paise), 0) as deposit_gap,
           w.winnings_paise - coalesce(sum(t.winnings_paise), 0) as winnings_gap
    from wallets w left join wallet_transactions t on t.user_id = w.user_id
    group by w.user_id, w.bonus_paise, w.deposit_paise, w.winnings_paise`);
  return rowsOf<Record<string, unknown>>(result)
    .map((row) => ({ userId: Number(row.user_id), bonus: Number(row.bonus_gap), deposit: Number(row.deposit_gap), winnings: Number(row.winnings_gap) }))
    .filter((gap) => gap.bonus !== 0 || gap.deposit !== 0 || gap.winnings !== 0);
}

/** The WINNING ledger rows of a contest's entries, by entry id (a reference per prize: entry:<id>:prize). */
export async function winningsByEntry(db: Db, contestId: number): Promise<Map<number, number[]>> {
  const result = await db.execute(sql`
    select e.id as entry_id, t.amount_paise
    from contest_entries e join wallet_transactions t on t.type = 'WINNING' and t.reference = 'entry:' || e.id || ':prize' and t.user_id = e.user_id
    where e.contest_id = ${contestId}`);
  const paid = new Map<number, number[]>();
  for (const row of rowsOf<{ entry_id: number; amount_paise: string | number }>(result)) {
    const list = paid.get(Number(row.entry_id)) ?? [];
    list.push(Number(row.amount_paise));
    paid.set(Number(row.entry_id), list);
  }
  return paid;
}
