import type { App } from '../app.ts';
import type { SignedInActor } from '../lib/actor.ts';
import { DEMO_ADMIN, DEMO_PLAYER } from './demo-accounts.ts';

type Services = App['services'];

/**
 * A conversation with support a newcomer can open from Help at once: the demo player asked how
 * winnings are paid, the demo admin took it and answered (so the admin's inbox shows it too,
 * beside a canned reply to insert). Made once, through the services, as the two would.
 */
export async function seedDemoSupport(services: Services): Promise<number | undefined> {
  const { auth, support } = services;
  const [player, admin] = await Promise.all([auth.findAccount(DEMO_PLAYER.email), auth.findAccount(DEMO_ADMIN.email)]);
  if (!player || !admin || (await support.mine(player.id, { limit: 1 })).length > 0) return undefined;
  const asAdmin: SignedInActor = { userId: admin.id, ip: null, userAgent: null, sessionId: null };
  const conversation = await support.start(player, {
    subject: 'When do my winnings reach my wallet?',
    message: 'I finished in the prizes of yesterday’s match. When is the money in my wallet, and can I withdraw it?',
  });
  await support.assign(asAdmin, conversation.id, admin.id);
  await support.post(
    asAdmin,
    admin,
    conversation.id,
    'Prizes are paid into your winnings as soon as the match is completed and its contests are settled: yours is already there. Winnings can be withdrawn once your e-mail is verified and your KYC is done (Wallet → Withdraw).',
  );
  await support.addCannedReply(asAdmin, {
    title: 'Winnings and withdrawals',
    text: 'Prizes reach your winnings when the match is completed and its contests settled. You can withdraw winnings once your e-mail is verified and your KYC is done.',
  });
  return conversation.id;
}
