import { defaultPrizes, type PrizeRange } from '@crease/game';

/** A row of the prize table editor, as typed. */
export interface PrizeRow {
  key: number;
  fromRank: string;
  toRank: string;
  amount: string;
}

let nextKey = 1;

export function prizeRow(fromRank: string, toRank: string, amount: string): PrizeRow {
  return { key: nextKey++, fromRank, toRank, amount };
}

export function rowsOf(prizes: readonly PrizeRange[]): PrizeRow[] {
  return prizes.map((prize) => prizeRow(String(prize.fromRank), String(prize.toRank), String(prize.amount)));
}

/** The suggestion for a pool: all of it to rank 1 (no rows for a pool of 0). */
export function defaultRows(prizePool: number | null): PrizeRow[] {
  return rowsOf(defaultPrizes(prizePool ?? 0));
}

const isWholeRank = (value: number) => Number.isInteger(value) && value >= 1;

/**
 * The table as numbers, plus a sentence for each row that is not yet one (a blank or a
 * fractional rank, a missing amount); such rows are left out of the totals.
 */
export function readPrizeRows(rows: readonly PrizeRow[]): { prizes: PrizeRange[]; problems: string[] } {
  const prizes: PrizeRange[] = [];
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const fromRank = Number(row.fromRank);
    const toRank = Number(row.toRank);
    const amount = Number(row.amount);
    const label = `Prize row ${index + 1}`;
    if (row.fromRank.trim() === '' || row.toRank.trim() === '' || !isWholeRank(fromRank) || !isWholeRank(toRank)) {
      problems.push(`${label}: ranks must be whole numbers from 1.`);
    } else if (row.amount.trim() === '' || !Number.isFinite(amount) || amount <= 0) {
      problems.push(`${label}: enter the amount each rank wins, above ₹0.`);
    } else {
      prizes.push({ fromRank, toRank, amount });
    }
  });
  return { prizes, problems };
}

/** A number typed in a field, or null while it is blank or not a number. */
export function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
