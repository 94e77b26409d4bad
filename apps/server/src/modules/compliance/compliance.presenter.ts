import { describePayout, maskAccountNumber, maskPan, maskUpiId, type KycView, type PayoutDestination } from '@crease/game';
import type { KycRow } from './compliance.queries.ts';

export function payoutOf(row: KycRow): PayoutDestination {
  return row.upi ? { kind: 'UPI', upi: row.upi } : { kind: 'BANK', ifsc: row.ifsc!, accountNumber: row.accountNumber! };
}

/** KYC as its owner sees it: the PAN and the account or UPI id masked, the IFSC and name as they are. */
export function presentKyc(row: KycRow): KycView {
  const payout = payoutOf(row);
  return {
    pan: maskPan(row.pan),
    name: row.name,
    payout: payout.kind === 'UPI' ? { kind: 'UPI', upi: maskUpiId(payout.upi) } : { kind: 'BANK', ifsc: payout.ifsc, accountNumber: maskAccountNumber(payout.accountNumber) },
    description: describePayout(payout),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** KYC as the audit log keeps it: the PAN and the destination masked as its owner sees them. */
export function auditedKyc(row: KycRow): { pan: string; name: string; payout: string } {
  return { pan: maskPan(row.pan), name: row.name, payout: describePayout(payoutOf(row)) };
}
