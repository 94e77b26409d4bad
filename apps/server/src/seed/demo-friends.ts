import type { AccountView, PlayerView } from '@crease/game';
import type { App } from '../app.ts';
import { DEMO_PLAYER } from './demo-accounts.ts';
import { variedTeam } from './demo-matches.ts';

type Services = App['services'];

/** How many rivals join the demo player's private contest, and how many their league. */
const CONTEST_FRIENDS = 3;
const LEAGUE_FRIENDS = 8;

/**
 * What the demo player has made for friends, so a newcomer sees both at once: a private contest
 * for their soonest match (a few rivals joined it with its code), and a league following the live
 * match's series (rivals in it, its table moving ball by ball). Made once, when the demo player
 * is in no league; through the services, as players would.
 */
export async function seedDemoFriends(services: Services, rivals: readonly AccountView[]): Promise<{ contestId?: number; leagueId?: number }> {
  const { auth, teams, players, privateContests, entries, leagues, matches, compliance } = services;
  const player = await auth.findAccount(DEMO_PLAYER.email);
  if (!player || (await leagues.mine(player.id)).length > 0) return {};
  const made: { contestId?: number; leagueId?: number } = {};

  const now = services.clock.now().getTime();
  const soonest = (await teams.mine(player.id)).filter((team) => team.editable && Date.parse(team.match.startTime) > now).sort((a, b) => a.match.startTime.localeCompare(b.match.startTime))[0];
  if (soonest) {
    const contest = await privateContests.create(player.id, {
      matchId: soonest.matchId,
      name: 'Demo Friends',
      spots: 6,
      entryFee: compliance.rules.paidPlay ? 20 : 0,
      prizeTemplate: 'TOP_3',
      teamId: soonest.id,
    });
    const squad = (await players.list(soonest.matchId)) as PlayerView[];
    for (const [index, rival] of rivals.slice(0, CONTEST_FRIENDS).entries()) {
      const pick = variedTeam(squad, 101 + index);
      if (!pick) continue;
      const team = await teams.create(rival.id, { contestId: contest.id, playerIds: [...pick.playerIds], captainId: pick.captainId!, viceCaptainId: pick.viceCaptainId!, inviteCode: contest.inviteCode! });
      await entries.join(rival.id, { contestId: contest.id, teamId: team.id, inviteCode: contest.inviteCode! });
    }
    made.contestId = contest.id;
  }

  const competition = (await matches.live()).find((match) => match.competition)?.competition;
  if (competition) {
    const league = await leagues.create(player.id, { name: 'Crease Demo League', competition });
    for (const rival of rivals.slice(0, LEAGUE_FRIENDS)) await leagues.join(rival.id, league.inviteCode);
    made.leagueId = league.id;
  }
  return made;
}
