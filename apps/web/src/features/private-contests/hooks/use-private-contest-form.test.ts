import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type PrivateContestDraft } from '../draft.ts';
import { CHOOSE_A_TEAM, PAID_NEEDS_A_FEE, previewOf, readPrivateContest } from './use-private-contest-form.ts';

const RULES = { sharePercent: 10, minSpots: 2, maxSpots: 50, openMax: 20 };
const draft = (overrides: Partial<PrivateContestDraft>): PrivateContestDraft => ({ ...EMPTY_DRAFT, name: 'Pals', ...overrides });
const read = (overrides: Partial<PrivateContestDraft>, teamId: number | null = 5, paidPlay = true) => readPrivateContest(draft(overrides), { matchId: 1, teamId, rules: RULES, paidPlay });

describe('reading the private contest form', () => {
  it('gives the API’s body: a free contest at 0, a paid one at its fee', () => {
    expect(read({ spots: '4' })).toEqual({ fields: { matchId: 1, name: 'Pals', spots: 4, entryFee: 0, prizeTemplate: 'TOP_3', teamId: 5 } });
    expect(read({ spots: '4', paid: true, entryFee: '49.50', prizeTemplate: 'TOP_HALF' })).toEqual({ fields: { matchId: 1, name: 'Pals', spots: 4, entryFee: 49.5, prizeTemplate: 'TOP_HALF', teamId: 5 } });
  });

  it.each<[string, Partial<PrivateContestDraft>, number | null, boolean, string]>([
    ['no name', { name: ' ' }, 5, true, 'Contest name is required.'],
    ['one spot', { spots: '1' }, 5, true, 'spots must be at least 2.'],
    ['more spots than the deployment allows', { spots: '51' }, 5, true, 'spots can be at most 50 in a private contest.'],
    ['no spots', { spots: '' }, 5, true, 'spots is required.'],
    ['a paid contest without its fee', { paid: true, entryFee: '' }, 5, true, 'Entry fee is required.'],
    ['a paid contest at ₹0', { paid: true, entryFee: '0' }, 5, true, PAID_NEEDS_A_FEE],
    ['a fee with part of a paisa', { paid: true, entryFee: '10.005' }, 5, true, 'Entry fee can have at most 2 decimals (paise).'],
    ['a fee over the most', { paid: true, entryFee: '10001' }, 5, true, 'Entry fee can be at most ₹10,000.'],
    ['a paid contest while paid play is off', { paid: true, entryFee: '10' }, 5, false, 'Paid contests are off on Crease: only free contests can be joined. Winnings can still be withdrawn.'],
    ['no team', {}, null, true, CHOOSE_A_TEAM],
  ])('refuses %s', (_what, overrides, teamId, paidPlay, problem) => {
    expect(read(overrides, teamId, paidPlay)).toEqual({ problem });
  });
});

describe('the prize table preview', () => {
  it('waits for spots within the deployment’s range and a fee in whole paise', () => {
    expect(previewOf(draft({ spots: '1' }), RULES)).toBeNull();
    expect(previewOf(draft({ spots: '51' }), RULES)).toBeNull();
    expect(previewOf(draft({ spots: '2.5' }), RULES)).toBeNull();
    expect(previewOf(draft({ spots: '4', paid: true, entryFee: '' }), RULES)).toBeNull();
    expect(previewOf(draft({ spots: '4', paid: true, entryFee: '1.005' }), RULES)).toBeNull();
  });

  it('works the figures out by the game’s rule, at the edges of the range', () => {
    expect(previewOf(draft({ spots: '2', paid: true, entryFee: '100', prizeTemplate: 'TOP_3' }), RULES)).toEqual({
      spots: 2,
      entryFee: 100,
      feesPaise: 20_000,
      sharePaise: 2_000,
      poolPaise: 18_000,
      prizes: [
        { fromRank: 1, toRank: 1, amountPaise: 11_250 },
        { fromRank: 2, toRank: 2, amountPaise: 6_750 },
      ],
    });
    expect(previewOf(draft({ spots: '50', paid: true, entryFee: '1', prizeTemplate: 'TOP_HALF' }), RULES)).toMatchObject({ poolPaise: 4_500, prizes: [{ fromRank: 1, toRank: 25, amountPaise: 180 }] });
    expect(previewOf(draft({ spots: '10' }), RULES)).toMatchObject({ entryFee: 0, poolPaise: 0, prizes: [] });
  });
});
