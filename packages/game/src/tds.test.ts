import { describe, expect, it } from 'vitest';
import { withdrawalTax, type TaxYearSoFar } from './tds.ts';

const year = (withdrawnPaise: number, depositedPaise: number, taxedPaise: number): TaxYearSoFar => ({ withdrawnPaise, depositedPaise, taxedPaise });

describe('TDS on a withdrawal', () => {
  it.each<[string, number, TaxYearSoFar, { taxablePaise: number; tdsPaise: number; netPaise: number }]>([
    ['winnings with no deposits: 30% of all of it', 100_000, year(0, 0, 0), { taxablePaise: 100_000, tdsPaise: 30_000, netPaise: 70_000 }],
    ['less than the year deposited: nothing', 50_000, year(0, 80_000, 0), { taxablePaise: 0, tdsPaise: 0, netPaise: 50_000 }],
    ['exactly what was deposited: nothing', 80_000, year(0, 80_000, 0), { taxablePaise: 0, tdsPaise: 0, netPaise: 80_000 }],
    ['past the deposits: only the part over', 100_000, year(0, 80_000, 0), { taxablePaise: 20_000, tdsPaise: 6_000, netPaise: 94_000 }],
    ['after a withdrawal that used up the deposits', 10_000, year(90_000, 80_000, 10_000), { taxablePaise: 10_000, tdsPaise: 3_000, netPaise: 7_000 }],
    ['a second withdrawal of a year already taxed in full', 10_000, year(20_000, 0, 20_000), { taxablePaise: 10_000, tdsPaise: 3_000, netPaise: 7_000 }],
    ['deposits made after an earlier taxed withdrawal shelter this one', 10_000, year(20_000, 50_000, 20_000), { taxablePaise: 0, tdsPaise: 0, netPaise: 10_000 }],
    ['paise rounded down: 30% of ₹100.01', 10_001, year(0, 0, 0), { taxablePaise: 10_001, tdsPaise: 3_000, netPaise: 7_001 }],
    ['paise rounded down: 30% of ₹100.03', 10_003, year(0, 0, 0), { taxablePaise: 10_003, tdsPaise: 3_000, netPaise: 7_003 }],
    ['never above the amount, whatever the year says', 10_000, year(50_000, 0, 0), { taxablePaise: 10_000, tdsPaise: 3_000, netPaise: 7_000 }],
  ])('%s', (_, amount, soFar, tax) => {
    expect(withdrawalTax(amount, soFar)).toEqual(tax);
  });
});
