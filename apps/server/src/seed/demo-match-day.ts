import { contestInputSchema, feedDeliveries, type AccountView, type CricsheetInnings, type PlayerView } from '@crease/game';
import type { App } from '../app.ts';
import { AppError } from '../errors.ts';
import { SERVER_ACTOR } from '../lib/actor.ts';
import { DEMO_ROLE_CORRECTIONS, readCricsheetFile } from './demo-catalogue.ts';
import { variedTeam } from './demo-matches.ts';

type Services = App['services'];

/**
 * Sunrisers Hyderabad v Kolkata Knight Riders, the IPL 2024 final: the demo's next match replays
 * it, and an earlier meeting of the same sides in the same series, already played, gives its
 * players their form (series points, last points).
 */
export const DEMO_SERIES_FILE = '1426312.json';

/** A free contest on the next match that takes a second team from each rival. */
const SECOND_TEAMS_CONTEST = { name: 'Practice Contest', entryFee: 0, prizePool: 100, spots: 100, prizes: [{ fromRank: 1, toRank: 1, amount: 100 }] };

/**
 * What the picker shows on match day, on a new database: the next match's players with form
 * (an earlier meeting of its sides in its series, played and scored), the crowd's picks (each
 * rival enters two teams, past the 50 the percentages need) and the line-ups announced.
 */
export async function seedDemoMatchDay(services: Services, rivals: readonly AccountView[]): Promise<{ playedId: number; nextId: number } | undefined> {
  const { matches, importer, scoring, players, contests, clock } = services;
  const next = (await matches.upcoming()).find((match) => match.teamA === 'Sunrisers Hyderabad' && match.teamB === 'Kolkata Knight Riders');
  if (!next) return undefined;

  // The earlier meeting: imported, played ball by ball at once, completed (no contests on it).
  const file = readCricsheetFile(DEMO_SERIES_FILE) as { innings: CricsheetInnings[]; info: { players: Record<string, string[]> } };
  const { match: earlier } = await importer.import(file, new Date(clock.now().getTime() + 3_600_000), DEMO_ROLE_CORRECTIONS);
  await matches.start(earlier.id);
  await scoring.postDeliveries(earlier.id, feedDeliveries(file.innings));
  await matches.complete(earlier.id, SERVER_ACTOR);

  // The crowd: every rival's team in the Free Contest, and a second one in the Practice Contest.
  const squad = (await players.list(next.id)) as PlayerView[];
  const offered = (await contests.catalogue.list({ matchId: next.id })).filter((contest) => contest.name === 'Free Contest');
  const practice = await contests.admin.create(contestInputSchema.parse({ ...SECOND_TEAMS_CONTEST, matchId: next.id }));
  for (const [index, rival] of rivals.entries()) {
    for (const [round, contest] of [...offered, practice].entries()) await enterTeam(services, rival.id, contest.id, squad, 201 + index * 2 + round);
  }

  // The line-ups: the first eleven the file names for each side (the twelfth came in as a substitute).
  const idOf = new Map(squad.map((player) => [`${player.team}|${player.name}`, player.id]));
  const xi = Object.entries(file.info.players).flatMap(([side, names]) => names.slice(0, 11).flatMap((name) => idOf.get(`${side}|${name}`) ?? []));
  await players.announceLineups(next.id, xi, SERVER_ACTOR);
  return { playedId: earlier.id, nextId: next.id };
}

/** A rival's team for the contest (a seeded pick of the squad), entered; a contest that refuses it is skipped. */
async function enterTeam(services: Services, userId: number, contestId: number, squad: readonly PlayerView[], seed: number): Promise<void> {
  const pick = variedTeam(squad, seed);
  if (!pick) return;
  try {
    const team = await services.teams.create(userId, { contestId, playerIds: [...pick.playerIds], captainId: pick.captainId!, viceCaptainId: pick.viceCaptainId! });
    await services.entries.join(userId, { contestId, teamId: team.id });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}
