// Money is whole paise inside; rupees (numbers with at most 2 decimals) at the API's edge.

export const PAISE_PER_RUPEE = 100;

/** Rupees as the API carries them (at most 2 decimals) to whole paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Whole paise to rupees as the API carries them. */
export function toRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** True when a rupee amount has no fraction of a paisa (0.1 + 0.2 counts as 2 decimals). */
export function hasWholePaise(rupees: number): boolean {
  const paise = rupees * PAISE_PER_RUPEE;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeRupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** `₹1,25,000.00`: Indian digit grouping, always 2 decimals (balances, fees in lists). */
export function formatRupees(rupees: number): string {
  return `₹${rupeeFormat.format(rupees)}`;
}

/** `₹1,25,000` or `₹49.50`: decimals only when there are paise (prize tables, headlines). */
export function formatRupeesShort(rupees: number): string {
  return Number.isInteger(rupees) ? `₹${wholeRupeeFormat.format(rupees)}` : formatRupees(rupees);
}
