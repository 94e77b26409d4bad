import type { AccountView, ProfileView, WalletView } from '@crease/game';
import type { StandingFigures } from '../compliance/compliance.service.ts';

/** The User Profile page, from what auth, entries, the wallet and compliance each answer. */
export function presentProfile(account: AccountView, joinedContests: number, wallet: WalletView, standing: StandingFigures): ProfileView {
  return {
    name: account.name,
    email: account.email,
    joinedContests,
    walletBalance: wallet.balance,
    emailVerified: standing.emailVerified,
    dateOfBirth: standing.dateOfBirth,
    state: standing.state,
    monthlyDepositLimit: standing.monthlyDepositLimit,
    pendingMonthlyDepositLimit: standing.pendingMonthlyDepositLimit,
    selfExcludedUntil: standing.selfExcludedUntil,
    kyc: standing.kyc,
  };
}
