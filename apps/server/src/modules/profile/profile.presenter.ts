import type { AccountView, AdminAccountView, ProfileView, WalletView } from '@crease/game';
import type { AccountRecord } from '../auth/auth.service.ts';
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

/** An account as admins find it: who, since when, and what they declared for paid play. */
export function presentAdminAccount(account: AccountRecord, declared: { dateOfBirth: string | null; state: string | null } | undefined): AdminAccountView {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    emailVerified: account.emailVerified,
    createdAt: account.createdAt,
    dateOfBirth: declared?.dateOfBirth ?? null,
    state: declared?.state ?? null,
  };
}
