import { toRupees, type AccountView, type AdminWithdrawalView, type WithdrawalView } from '@crease/game';
import type { WithdrawalRow } from './withdrawals.queries.ts';

export function presentWithdrawal(row: WithdrawalRow): WithdrawalView {
  return {
    id: row.id,
    amount: toRupees(row.amountPaise),
    tds: toRupees(row.tdsPaise),
    net: toRupees(row.netPaise),
    status: row.status,
    financialYear: row.financialYear,
    payout: row.payout,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A withdrawal on the admins' screen: who asked, besides the request itself. */
export function presentAdminWithdrawal(row: WithdrawalRow, account: AccountView | undefined): AdminWithdrawalView {
  return {
    ...presentWithdrawal(row),
    user: { id: row.userId, name: account?.name ?? '(account deleted)', email: account?.email ?? '' },
  };
}
