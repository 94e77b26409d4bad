/**
 * The one way the app shows rupees: Indian digit grouping and always two decimals, since a fee,
 * a prize or a balance can carry paise ('₹1,25,000.00', '₹49.50'). With `sign`, a change of
 * money says its direction with a proper minus ('+₹500.00', '−₹49.00'); otherwise a negative
 * amount still reads '−₹500.00', never '₹-500.00'.
 */
const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRupees(rupees: number, { sign = false }: { sign?: boolean } = {}): string {
  // Half a paisa of floating-point error must not show as '−₹0.00'.
  const value = Math.abs(rupees) < 0.005 ? 0 : rupees;
  const text = `₹${rupeeFormat.format(Math.abs(value))}`;
  if (value < 0) return `−${text}`;
  return sign ? `+${text}` : text;
}
