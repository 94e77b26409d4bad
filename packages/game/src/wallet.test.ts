import { describe, expect, it } from 'vitest';
import { splitFee } from './wallet.ts';

describe('taking a fee from a balance', () => {
  it.each([
    ['from bonus alone', 3900, { bonus: 50_000, deposit: 0, winnings: 0 }, { bonus: 3900, deposit: 0, winnings: 0 }],
    ['bonus first, then deposits', 3900, { bonus: 1000, deposit: 5000, winnings: 5000 }, { bonus: 1000, deposit: 2900, winnings: 0 }],
    ['winnings last', 3900, { bonus: 1000, deposit: 900, winnings: 5000 }, { bonus: 1000, deposit: 900, winnings: 2000 }],
    ['the whole balance, to the paisa', 3900, { bonus: 1000, deposit: 900, winnings: 2000 }, { bonus: 1000, deposit: 900, winnings: 2000 }],
    ['a free contest takes nothing', 0, { bonus: 0, deposit: 0, winnings: 0 }, { bonus: 0, deposit: 0, winnings: 0 }],
  ])('%s', (_, fee, balance, split) => {
    expect(splitFee(fee, balance)).toEqual(split);
  });

  it('refuses a fee one paisa above the balance', () => {
    expect(splitFee(3901, { bonus: 1000, deposit: 900, winnings: 2000 })).toBeNull();
  });
});
