import { toRupees, type DepositStatus, type DepositView } from '@crease/game';
import type { DepositRow } from './payments.queries.ts';

/** A deposit's status at `now`: an open payment past its time is EXPIRED, whatever is stored. */
export function depositStatusAt(row: Pick<DepositRow, 'status' | 'expiresAt'>, now: Date): DepositStatus {
  return row.status === 'CREATED' && row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : row.status;
}

export function presentDeposit(row: DepositRow, now: Date, checkoutUrl: (row: DepositRow) => string): DepositView {
  const status = depositStatusAt(row, now);
  return {
    id: row.id,
    amount: toRupees(row.amountPaise),
    status,
    checkoutUrl: status === 'CREATED' && row.gatewayOrderId ? checkoutUrl(row) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
