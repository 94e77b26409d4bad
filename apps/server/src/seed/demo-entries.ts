import { suggestTeam } from '@crease/game';
import type { App } from '../app.ts';
import { AppError } from '../errors.ts';
import { SERVER_ACTOR } from '../lib/actor.ts';
import { DEMO_PLAYER, DEMO_PLAYER_PROFILE } from './demo-accounts.ts';

/** The contests the demo player joins in each of the first two matches, by name. */
const JOINED = ['Free Contest', 'Small League', 'Mega Contest'];

/**
 * Gives the demo player a team in each of the two soonest matches, entered in a few of their
 * contests, so My Joined Contests, My Teams, the wallet and the profile have something to show.
 * Only when the demo player has no team yet.
 */
export async function seedDemoEntries({ auth, teams, entries, contests, players, profile }: App['services']): Promise<number> {
  const player = await auth.findAccount(DEMO_PLAYER.email);
  if (!player) return 0;
  // An adult in a state where paid play is offered (the seed verified the e-mail), so the paid contests take them.
  if ((await profile.view(player.id)).dateOfBirth === null) await profile.update({ ...SERVER_ACTOR, userId: player.id }, DEMO_PLAYER_PROFILE);
  if ((await teams.mine(player.id)).length > 0) return 0;
  const upcoming = await contests.catalogue.list({ status: ['UPCOMING'] });
  const matchIds = [...new Set(upcoming.map((contest) => contest.matchId))].slice(0, 2);
  let joined = 0;
  for (const [index, matchId] of matchIds.entries()) {
    const pick = suggestTeam(await players.list(matchId), index * 3);
    const ofMatch = upcoming.filter((contest) => contest.matchId === matchId);
    if (!pick || ofMatch.length === 0) continue;
    const team = await teams.create(player.id, {
      contestId: ofMatch[0]!.id,
      playerIds: [...pick.playerIds],
      captainId: pick.captainId!,
      viceCaptainId: pick.viceCaptainId!,
    });
    for (const contest of ofMatch.filter((c) => JOINED.includes(c.name))) {
      try {
        await entries.join(player.id, { contestId: contest.id, teamId: team.id });
        joined += 1;
      } catch (error) {
        // An account from before wallets existed has no welcome bonus: it joins the free ones.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  return joined;
}
