import { formatRupees } from '@crease/game';

/** Rupees with a proper minus for a loss: '−₹500.00', not '₹-500.00'. */
export const formatSignedRupees = (rupees: number) => (rupees < 0 ? `−${formatRupees(-rupees)}` : formatRupees(rupees));
