import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileView } from '@crease/game';
import { errorReply } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { presentProfile } from './profile.presenter.ts';

/** The User Profile page's summary: who you are, how many contests you joined, your balance. */
export function profileRoutes(services: { auth: AuthService; entries: EntriesService; wallet: WalletService }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/user/profile',
      {
        config: { auth: 'user' },
        schema: { tags: ['account'], summary: 'Your name, e-mail, contests joined and balance', response: { 200: profileView, 401: errorReply } },
      },
      async (request) => {
        const { id } = currentUser(request);
        const [account, joinedContests, wallet] = await Promise.all([
          services.auth.profile(id),
          services.entries.count(id),
          services.wallet.balance(id),
        ]);
        return presentProfile(account, joinedContests, wallet);
      },
    );
  };
}
