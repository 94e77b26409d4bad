/**
 * Where a payer was before they left for the payment page, so that the wallet can offer the way
 * back once the money is in (a contest they were short for). Kept for this tab only.
 */
export interface DepositReturn {
  /** The app's path to go back to. */
  path: string;
  /** What it is, for the link: 'Mega Contest'. */
  label: string;
}

const KEY = 'crease.deposit-return';

export function rememberDepositReturn(depositId: number, back: DepositReturn): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ depositId, ...back }));
  } catch {
    // Storage refused (private mode, full): the wallet simply offers no way back.
  }
}

/** The way back remembered for this deposit, if any. */
export function depositReturnFor(depositId: number): DepositReturn | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as (DepositReturn & { depositId: number }) | null;
    return saved && saved.depositId === depositId && saved.path.startsWith('/') ? { path: saved.path, label: saved.label } : null;
  } catch {
    return null;
  }
}
