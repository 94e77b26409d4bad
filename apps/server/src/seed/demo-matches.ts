import {
  contestInputSchema,
  feedDeliveries,
  MatchScoring,
  suggestTeam,
  teamProblems,
  TEAM_RULES,
  type AccountView,
  type ContestView,
  type CricsheetInnings,
  type IndianState,
  type MatchType,
  type PlayerView,
  type TeamPick,
} from '@crease/game';
import type { App } from '../app.ts';
import { AppError } from '../errors.ts';
import { SERVER_ACTOR } from '../lib/actor.ts';
import { DEMO_PLAYER } from './demo-accounts.ts';
import { DEMO_CONTESTS, DEMO_ROLE_CORRECTIONS, demoContestsFor, readCricsheetFile, type DemoContest } from './demo-catalogue.ts';

type Services = App['services'];

/** Sri Lanka v India, 1st ODI 2024 (a tie): the match already played when the demo opens. */
export const DEMO_RESULT_FILE = '1442990.json';
/** Delhi Capitals v Rajasthan Royals, IPL 2025 (a tie, then a super over): the match played live. */
export const DEMO_LIVE_FILE = '1473469.json';

/**
 * The contests of the played and live matches: the upcoming ones' set, but a Grand League sized
 * to the thirty-odd players who enter it (a 20,000-spot mega contest paying lakhs to thirty
 * entries would make the demo's money meaningless).
 */
const MATCH_DAY_CONTESTS: DemoContest[] = DEMO_CONTESTS.map((contest) =>
  contest.name === 'Mega Contest'
    ? {
        name: 'Grand League',
        entryFee: 39,
        prizePool: 1_300,
        spots: 40,
        prizes: [
          { fromRank: 1, toRank: 1, amount: 400 },
          { fromRank: 2, toRank: 2, amount: 250 },
          { fromRank: 3, toRank: 3, amount: 150 },
          { fromRank: 4, toRank: 10, amount: 50 },
          { fromRank: 11, toRank: 15, amount: 30 },
        ],
      }
    : contest,
);

/** The demo's rivals: real accounts nobody signs in to, who enter contests against the demo player. */
const RIVAL_NAMES = [
  'Aarav Sharma', 'Vivaan Gupta', 'Aditya Verma', 'Vihaan Reddy', 'Arjun Nair', 'Sai Krishnan', 'Reyansh Joshi', 'Ayaan Khan',
  'Krishna Iyer', 'Ishaan Menon', 'Ananya Das', 'Diya Kapoor', 'Aadhya Rao', 'Saanvi Pillai', 'Pari Bose', 'Myra Shah',
  'Anika Mehta', 'Kavya Singh', 'Riya Chatterjee', 'Meera Kulkarni', 'Rohan Desai', 'Kabir Malhotra', 'Dhruv Agarwal',
  'Nikhil Bhat', 'Tanvi Saxena', 'Zoya Qureshi', 'Harsh Pandey', 'Neha Jain', 'Omkar Patil', 'Lakshmi Subramanian',
];

/** Where the rivals say they live: states where paid play is offered. */
const RIVAL_STATES = ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Delhi', 'Kerala', 'Gujarat', 'West Bengal', 'Punjab'] as const satisfies readonly IndianState[];

/**
 * The rivals' accounts, made once (no password: nobody signs in as them), each an adult who has
 * declared a state where paid play is offered, so they enter the paid contests as players do.
 */
export async function ensureRivals({ auth, profile }: Services): Promise<AccountView[]> {
  const rivals: AccountView[] = [];
  for (const [index, name] of RIVAL_NAMES.entries()) {
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@rivals.crease.demo`;
    const rival = await auth.ensurePasswordless({ email, name });
    if ((await profile.view(rival.id)).dateOfBirth === null) {
      const born = `${1975 + (index % 25)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
      await profile.update({ ...SERVER_ACTOR, userId: rival.id }, { dateOfBirth: born, state: RIVAL_STATES[index % RIVAL_STATES.length]! });
    }
    rivals.push(rival);
  }
  return rivals;
}

/** A demo match's file, squads and contests, imported an hour ahead of now with every player of the file announced. */
async function scheduleFile(services: Services, fileName: string) {
  const { clock, importer, players, contests, compliance } = services;
  const file = readCricsheetFile(fileName) as { innings: CricsheetInnings[] };
  const { match } = await importer.import(file, new Date(clock.now().getTime() + 3_600_000), DEMO_ROLE_CORRECTIONS);
  const made: ContestView[] = [];
  for (const contest of demoContestsFor(compliance.rules.paidPlay, MATCH_DAY_CONTESTS)) made.push(await contests.admin.create(contestInputSchema.parse({ ...contest, matchId: match.id })));
  return { match, squad: (await players.list(match.id)) as PlayerView[], contests: made, deliveries: feedDeliveries(file.innings) };
}

/** Makes a user's team for the match and enters it in the named contests (a paid one they cannot afford is skipped). */
async function enter(services: Services, userId: number, contests: ContestView[], pick: TeamPick, names: readonly string[]): Promise<number> {
  const { teams, entries } = services;
  const team = await teams.create(userId, { contestId: contests[0]!.id, playerIds: [...pick.playerIds], captainId: pick.captainId!, viceCaptainId: pick.viceCaptainId! });
  let joined = 0;
  for (const contest of contests.filter((one) => names.includes(one.name))) {
    try {
      await entries.join(userId, { contestId: contest.id, teamId: team.id });
      joined += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return joined;
}

/** The rivals, each with a team of their own, in the Free Contest and the Grand League; the first nine in the Small League too. */
async function enterRivals(services: Services, rivals: AccountView[], contests: ContestView[], squad: PlayerView[]): Promise<void> {
  for (const [index, rival] of rivals.entries()) {
    const pick = variedTeam(squad, index + 1);
    if (!pick) continue;
    await enter(services, rival.id, contests, pick, index < 9 ? ['Free Contest', 'Grand League', 'Small League'] : ['Free Contest', 'Grand League']);
  }
}

/** A small seeded generator: the same seed gives the same teams on every start. */
function seeded(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A valid team as a player might pick it: the squad in a seeded random order, one of each role
 * first, then whoever still fits the rules; Captain and Vice-Captain drawn from the eleven. Each
 * rival gets a different seed, so the rivals' teams differ and the leaderboard spreads out as the
 * match goes (a pick by price made most of them the same team, all tied all match).
 */
export function variedTeam(squad: readonly PlayerView[], seed: number): TeamPick | null {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const next = seeded(seed * 31 + attempt);
    const order = squad.map((player) => ({ player, key: next() })).sort((a, b) => a.key - b.key).map(({ player }) => player);
    const picked: PlayerView[] = [];
    const fits = (player: PlayerView) =>
      !picked.includes(player) && teamProblems({ playerIds: [...picked, player].map((one) => one.id), captainId: null, viceCaptainId: null }, squad, { complete: false }).length === 0;
    for (const role of Object.keys(TEAM_RULES.roles) as PlayerView['role'][]) {
      const first = order.find((player) => player.role === role && fits(player));
      if (first) picked.push(first);
    }
    for (const player of order) {
      if (picked.length === TEAM_RULES.size) break;
      if (fits(player)) picked.push(player);
    }
    const captain = picked[Math.floor(next() * picked.length)];
    const others = picked.filter((player) => player !== captain);
    const vice = others[Math.floor(next() * others.length)];
    const pick = { playerIds: picked.map((player) => player.id), captainId: captain?.id, viceCaptainId: vice?.id };
    if (teamProblems(pick, squad).length === 0) return pick;
  }
  return null;
}

/**
 * The team a player who knew how the match went would pick: the most points first, within the
 * team rules (credits, sides, roles), Captain and Vice-Captain the top two.
 */
export function teamWithHindsight(squad: readonly PlayerView[], points: ReadonlyMap<number, number>): TeamPick | null {
  const byPoints = [...squad].sort((a, b) => (points.get(b.id) ?? 0) - (points.get(a.id) ?? 0) || a.credit - b.credit);
  const picked: PlayerView[] = [];
  const fits = (player: PlayerView) =>
    teamProblems({ playerIds: [...picked, player].map((one) => one.id), captainId: null, viceCaptainId: null }, squad, { complete: false }).length === 0;
  // First one of each role (the best of each), then the best that still fit.
  for (const role of Object.keys(TEAM_RULES.roles) as PlayerView['role'][]) {
    const best = byPoints.find((player) => player.role === role && !picked.includes(player) && fits(player));
    if (best) picked.push(best);
  }
  for (const player of byPoints) {
    if (picked.length === TEAM_RULES.size) break;
    if (!picked.includes(player) && fits(player)) picked.push(player);
  }
  const [captain, vice] = [...picked].sort((a, b) => (points.get(b.id) ?? 0) - (points.get(a.id) ?? 0));
  const pick = { playerIds: picked.map((player) => player.id), captainId: captain?.id, viceCaptainId: vice?.id };
  return teamProblems(pick, squad).length === 0 ? pick : null;
}

/** Every player's points once all of a match's deliveries are in, by player id. */
function finalPoints(squad: readonly PlayerView[], format: MatchType, deliveries: ReturnType<typeof feedDeliveries>): Map<number, number> {
  const engine = MatchScoring.fromDeliveries({ format, roster: squad.map((player) => ({ name: player.name, team: player.team, role: player.role, playing: player.playingStatus })) }, deliveries);
  return new Map(squad.map((player) => [player.id, engine.pointsOf(player.name).total]));
}

/**
 * A match already played when the demo opens (a new database only): its contests entered by the
 * demo player (with a team picked in hindsight, so they have won something) and the rivals,
 * every delivery applied, completed, ranked and paid.
 */
export async function seedDemoResult(services: Services, rivals: AccountView[]): Promise<number | undefined> {
  const { auth, matches, scoring, results } = services;
  const player = await auth.findAccount(DEMO_PLAYER.email);
  if (!player) return undefined;
  const { match, squad, contests, deliveries } = await scheduleFile(services, DEMO_RESULT_FILE);
  const pick = teamWithHindsight(squad, finalPoints(squad, match.matchType, deliveries)) ?? suggestTeam(squad, 0)!;
  await enter(services, player.id, contests, pick, ['Free Contest', 'Small League']);
  await enterRivals(services, rivals, contests, squad);
  await matches.start(match.id);
  await scoring.feedDeliveries(match.id, deliveries);
  await matches.complete(match.id, SERVER_ACTOR);
  await results.idle();
  return match.id;
}

/**
 * A match going on now, which the demo's replay plays ball by ball: scheduled when no match is
 * live (a new database, or a demo whose live match has completed), with the demo player and the
 * rivals entered, then started.
 */
export async function seedDemoLive(services: Services, rivals: AccountView[]): Promise<number | undefined> {
  const { auth, matches } = services;
  if ((await matches.live()).length > 0) return undefined;
  const player = await auth.findAccount(DEMO_PLAYER.email);
  const { match, squad, contests } = await scheduleFile(services, DEMO_LIVE_FILE);
  if (player) await enter(services, player.id, contests, suggestTeam(squad, 4)!, ['Free Contest', 'Small League', 'Grand League']);
  await enterRivals(services, rivals, contests, squad);
  await matches.start(match.id);
  return match.id;
}
