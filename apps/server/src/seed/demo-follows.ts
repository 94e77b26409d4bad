import type { App } from '../app.ts';
import { DEMO_PLAYER } from './demo-accounts.ts';

/**
 * "Remind me" already set on one match card, so a newcomer sees what the bell does: the demo
 * player follows the soonest upcoming match they have no team for (the two soonest have their
 * teams). Only when they follow no upcoming match, so a restart adds nothing. Answers the match.
 */
export async function seedDemoFollow({ auth, matches, teams, notifications }: App['services']): Promise<number | undefined> {
  const player = await auth.findAccount(DEMO_PLAYER.email);
  if (!player || (await notifications.follows.followedMatchIds(player.id)).length > 0) return undefined;
  const withTeam = new Set((await teams.mine(player.id)).map((team) => team.matchId));
  const match = (await matches.upcoming()).find((upcoming) => !withTeam.has(upcoming.id));
  if (!match) return undefined;
  await notifications.follows.follow(player.id, match.id);
  return match.id;
}
