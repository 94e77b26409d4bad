import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

describe('formatRupees', () => {
  it.each([
    [0, '₹0.00'],
    [25, '₹25.00'],
    [49.5, '₹49.50'],
    [0.1 + 0.2, '₹0.30'],
    [125000, '₹1,25,000.00'],
    [10000000, '₹1,00,00,000.00'],
    [-500, '−₹500.00'],
    [-0.001, '₹0.00'],
  ])('%d → %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it('says the direction of a change when asked', () => {
    expect(formatRupees(500, { sign: true })).toBe('+₹500.00');
    expect(formatRupees(-49, { sign: true })).toBe('−₹49.00');
  });
});
