import { formatRupees } from '../../lib/money.ts';

/** Rupees with a proper minus for a loss: '−₹500.00', not '₹-500.00'. */
export const formatSignedRupees = (rupees: number) => formatRupees(rupees);
