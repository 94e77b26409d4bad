import type { AdminAccountView, ProfileUpdate, ProfileView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import type { Actor, SignedInActor } from '../../lib/actor.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { presentAdminAccount, presentProfile } from './profile.presenter.ts';

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
  async update(actor: SignedInActor, input: ProfileUpdate): Promise<ProfileView> {
    const { auth, compliance } = this.deps;
    const userId = actor.userId;
    await auth.profile(userId); // a deleted account is told to sign in again
    const { name, ...standing } = input;
    await this.deps.db.transaction(async (tx) => {
      if (name !== undefined) await auth.rename(tx, userId, name);
      await compliance.updateProfile(tx, actor, standing);
    });
    return this.view(userId);
  }

  /** Accounts for admins, newest first: whose address starts with `emailPrefix`, with what they declared. */
  async findAccounts(filter: { emailPrefix?: string | undefined }, page: { limit: number; before?: number | undefined }): Promise<AdminAccountView[]> {
    const accounts = await this.deps.auth.findAccounts(filter, page);
    const declared = await this.deps.compliance.declared(accounts.map((account) => account.id));
    return accounts.map((account) => presentAdminAccount(account, declared.get(account.id)));
  }

  /** An admin corrects a date of birth, with a reason; answers the account as admins see it. */
  async correctDateOfBirth(actor: Actor, userId: number, input: { dateOfBirth: string; reason: string }): Promise<AdminAccountView> {
    await this.deps.compliance.correctDateOfBirth(actor, userId, input);
    const account = await this.deps.auth.accountRecord(userId);
    const declared = await this.deps.compliance.declared([userId]);
    return presentAdminAccount(account!, declared.get(userId));
  }
}
