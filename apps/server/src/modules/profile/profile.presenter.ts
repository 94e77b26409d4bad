import type { AccountView, ProfileView, WalletView } from '@crease/game';

/** The User Profile page's summary, from what auth, entries and the wallet each answer. */
export function presentProfile(account: AccountView, joinedContests: number, wallet: WalletView): ProfileView {
  return {
    name: account.name,
    email: account.email,
    joinedContests,
    walletBalance: wallet.balance,
  };
}
