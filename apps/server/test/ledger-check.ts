import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const one = async (database: Database, query: ReturnType<typeof sql>) => Number(Object.values(rowsOf<Record<string, unknown>>(await database.db.execute(query))[0]!)[0]);

/**
 * The books balance, on either engine, read straight from the tables:
 * 1. every wallet equals the sum of its ledger rows, part by part, and no part is below zero;
 * 2. money in (captured deposits, bonuses and referral bonuses, prizes) equals the balances plus money out (entry
 *    fees not refunded, withdrawals not rejected), each figure from the table that records it;
 * 3. each of those is in the ledger exactly: a DEPOSIT row per captured deposit and none for
 *    another, a WITHDRAWAL row per withdrawal and a WITHDRAWAL_REVERSAL per rejected one, and
 *    the entry fees and refunds of the ledger match the entries, and a REFERRAL_BONUS row per
 *    side of each referral reward paid (referral:<id>:referee, referral:<id>:referrer), no other.
 * Deposits, fees and withdrawals made outside these tables (test funds put in with the wallet
 * service) would break 2 and 3: money tests add funds the way players do.
 */
export async function expectLedgerBalanced(database: Database): Promise<void> {
  const gaps = rowsOf<Record<string, unknown>>(
    await database.db.execute(sql`
      select w.user_id,
             w.bonus_paise - coalesce(sum(t.bonus_paise), 0) as bonus_gap,
             w.deposit_paise - coalesce(sum(t.deposit_paise), 0) as deposit_gap,
             w.winnings_paise - coalesce(sum(t.winnings_paise), 0) as winnings_gap
      from wallets w left join wallet_transactions t on t.user_id = w.user_id
      group by w.user_id, w.bonus_paise, w.deposit_paise, w.winnings_paise
      having w.bonus_paise <> coalesce(sum(t.bonus_paise), 0)
          or w.deposit_paise <> coalesce(sum(t.deposit_paise), 0)
          or w.winnings_paise <> coalesce(sum(t.winnings_paise), 0)`),
  );
  expect(gaps, 'wallets that differ from their ledger').toEqual([]);
  expect(await one(database, sql`select count(*) from wallets where bonus_paise < 0 or deposit_paise < 0 or winnings_paise < 0`), 'wallet parts below zero').toBe(0);

  const capturedDeposits = await one(database, sql`select coalesce(sum(amount_paise), 0) from deposits where status = 'CAPTURED'`);
  const bonuses = await one(database, sql`select coalesce(sum(amount_paise), 0) from wallet_transactions where type in ('BONUS', 'REFERRAL_BONUS')`);
  const prizes = await one(database, sql`select coalesce(sum(amount_paise), 0) from wallet_transactions where type = 'WINNING'`);
  const balances = await one(database, sql`select coalesce(sum(bonus_paise + deposit_paise + winnings_paise), 0) from wallets`);
  const fees = await one(
    database,
    sql`select coalesce(sum(fee_bonus_paise + fee_deposit_paise + fee_winnings_paise), 0) from contest_entries where refunded_at is null`,
  );
  const withdrawn = await one(database, sql`select coalesce(sum(amount_paise), 0) from withdrawals where status <> 'REJECTED'`);
  expect({ moneyIn: capturedDeposits + bonuses + prizes }, 'money in = balances + money out').toEqual({ moneyIn: balances + fees + withdrawn });

  const depositMismatches = await one(
    database,
    sql`select count(*) from deposits d
        full join (select reference, count(*) as rows, sum(amount_paise) as amount from wallet_transactions where type = 'DEPOSIT' group by reference) t
          on t.reference = 'deposit:' || d.id
        where (d.status = 'CAPTURED') is distinct from (t.rows is not null)
           or (t.rows is not null and (t.rows <> 1 or t.amount <> d.amount_paise))`,
  );
  expect(depositMismatches, 'captured deposits without exactly one DEPOSIT row of their amount, or DEPOSIT rows without one').toBe(0);
  const withdrawalMismatches = await one(
    database,
    sql`select count(*) from withdrawals w
        left join (select reference, sum(amount_paise) filter (where type = 'WITHDRAWAL') as taken, count(*) filter (where type = 'WITHDRAWAL') as taken_rows,
                          sum(amount_paise) filter (where type = 'WITHDRAWAL_REVERSAL') as returned, count(*) filter (where type = 'WITHDRAWAL_REVERSAL') as returned_rows
                   from wallet_transactions group by reference) t on t.reference = 'withdrawal:' || w.id
        where t.taken_rows is distinct from 1 or t.taken <> -w.amount_paise
           or t.returned_rows <> (case when w.status = 'REJECTED' then 1 else 0 end)
           or (w.status = 'REJECTED' and t.returned <> w.amount_paise)`,
  );
  expect(withdrawalMismatches, 'withdrawals without one WITHDRAWAL row (and one reversal when rejected)').toBe(0);
  const referralMismatches = await one(
    database,
    sql`select count(*) from (
          select 'referral:' || referral_id || ':referee' as reference, referee_paise as amount from referral_rewards where referee_paise > 0
          union all
          select 'referral:' || referral_id || ':referrer', referrer_paise from referral_rewards where referrer_paise > 0
        ) r
        full join (select reference, count(*) as rows, sum(amount_paise) as amount from wallet_transactions where type = 'REFERRAL_BONUS' group by reference) t
          on t.reference = r.reference
        where r.reference is null or t.reference is null or t.rows <> 1 or t.amount <> r.amount`,
  );
  expect(referralMismatches, 'referral rewards without exactly one REFERRAL_BONUS row per side paid, or REFERRAL_BONUS rows without a reward').toBe(0);
  const ledgerFees = await one(database, sql`select coalesce(-sum(amount_paise), 0) from wallet_transactions where type in ('ENTRY_FEE', 'REFUND')`);
  expect(ledgerFees, 'entry fees less refunds in the ledger, against the entries not refunded').toBe(fees);
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
