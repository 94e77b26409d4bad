import type { ProfileUpdate, ProfileView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { presentProfile } from './profile.presenter.ts';

export interface ProfileDeps {
  db: Db;
  auth: AuthService;
  entries: EntriesService;
  wallet: WalletService;
  compliance: ComplianceService;
}

/** The User Profile page: who you are, what you declared for paid play, your limits, your KYC. */
export class ProfileService {
  constructor(private readonly deps: ProfileDeps) {}

  async view(userId: number): Promise<ProfileView> {
    const { auth, entries, wallet, compliance } = this.deps;
    const [account, joinedContests, balance, standing] = await Promise.all([
      auth.profile(userId),
      entries.count(userId),
      wallet.balance(userId),
      compliance.figures(userId),
    ]);
    return presentProfile(account, joinedContests, balance, standing);
  }

  /** Saves the fields sent, all or nothing: the name with auth, the rest with compliance. */
  async update(userId: number, input: ProfileUpdate): Promise<ProfileView> {
    const { auth, compliance } = this.deps;
    await auth.profile(userId); // a deleted account is told to sign in again
    const { name, ...standing } = input;
    await this.deps.db.transaction(async (tx) => {
      if (name !== undefined) await auth.rename(tx, userId, name);
      await compliance.updateProfile(tx, userId, standing);
    });
    return this.view(userId);
  }
}
