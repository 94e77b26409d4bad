// TDS on winnings withdrawn (PRODUCT.md, "Wallet and money"; section 194BA of the Income-tax
// Act): 30% of the net winnings of the financial year (1 April to 31 March) not taxed yet,
// withheld from each withdrawal and shown as its own line.

export const TDS_RATE_PERCENT = 30;

/** A player's financial year so far, before this withdrawal (all in paise). */
export interface TaxYearSoFar {
  /** Withdrawals requested this year and not rejected. */
  withdrawnPaise: number;
  /** Deposits captured this year. */
  depositedPaise: number;
  /** What the year's earlier withdrawals (not rejected) were already taxed on. */
  taxedPaise: number;
}

export interface WithdrawalTax {
  /** The part of this withdrawal taxed now. */
  taxablePaise: number;
  /** 30% of it, rounded down to the paisa. */
  tdsPaise: number;
  /** What reaches the player: the amount less TDS. */
  netPaise: number;
}

/**
 * The tax on a withdrawal of `amountPaise`: the year's net winnings with this withdrawal
 * (withdrawals minus deposits) less what was already taxed, never below 0 nor above the amount.
 */
export function withdrawalTax(amountPaise: number, year: TaxYearSoFar): WithdrawalTax {
  const untaxed = year.withdrawnPaise + amountPaise - year.depositedPaise - year.taxedPaise;
  const taxablePaise = Math.min(amountPaise, Math.max(0, untaxed));
  const tdsPaise = Math.floor((taxablePaise * TDS_RATE_PERCENT) / 100);
  return { taxablePaise, tdsPaise, netPaise: amountPaise - tdsPaise };
}
