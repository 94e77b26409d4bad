import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../app.ts';
import { seedDemo } from './demo-accounts.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoEntries } from './demo-entries.ts';
import { seedDemoFollow } from './demo-follows.ts';
import { seedDemoFriends } from './demo-friends.ts';
import { ensureRivals, seedDemoLive, seedDemoResult } from './demo-matches.ts';
import { seedDemoMatchDay } from './demo-match-day.ts';
import { DemoReplay } from './demo-replay.ts';
import { seedDemoSupport } from './demo-support.ts';

/**
 * The demo (DEMO=on): seeds what is missing, then plays the live match in the background.
 * One process of a deployment runs it at a time (main.ts runs it as a `SingletonJob`): two
 * would each seed a catalogue and a live match, and post the same deliveries. A process that
 * takes it over from one that died seeds nothing that is there and carries the replay on from
 * the last stored delivery. Answers how to stop the replay.
 */
export async function startDemo(
  services: App['services'],
  options: { adminConfigured: boolean; ballSeconds: number; log: FastifyBaseLogger },
): Promise<() => void> {
  const { log } = options;
  const fresh = await seedDemo(services.auth, { adminConfigured: options.adminConfigured });
  const scheduled = await seedDemoCatalogue(services);
  if (scheduled > 0) log.info(`demo: scheduled ${scheduled} real matches with their squads and contests`);
  await seedDemoEntries(services);
  const followed = await seedDemoFollow(services);
  if (followed) log.info(`demo: the demo player has a reminder set for match ${followed}`);
  const rivals = await ensureRivals(services);
  const played = fresh ? await seedDemoResult(services, rivals) : undefined;
  if (played) log.info(`demo: match ${played} has been played, completed and paid out`);
  const matchDay = fresh ? await seedDemoMatchDay(services, rivals) : undefined;
  if (matchDay) log.info(`demo: match ${matchDay.nextId} has its line-ups, the crowd's picks and its players' form (from match ${matchDay.playedId})`);
  const live = await seedDemoLive(services, rivals);
  if (live) log.info(`demo: match ${live} is live, a delivery every ${options.ballSeconds} s`);
  const friends = await seedDemoFriends(services, rivals);
  if (friends.leagueId) log.info(`demo: the demo player has a private contest (${friends.contestId ?? 'none'}) and a league (${friends.leagueId}) with friends`);
  const conversation = await seedDemoSupport(services);
  if (conversation) log.info(`demo: the demo player has a conversation with support (${conversation}), answered by the demo admin`);
  const replay = new DemoReplay(services, { ballSeconds: options.ballSeconds, log, scheduleNext: () => seedDemoLive(services, rivals) });
  await replay.start();
  return () => replay.stop();
}
