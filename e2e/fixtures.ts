import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { feedDeliveries, TEAM_RULES, teamProblems, type CricsheetInnings, type PlayerRole } from '@crease/game';
import { admin, apiGet, apiPost, apiToken, baseUrl } from './browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const ROLES = { WK: 'Wicketkeeper', BAT: 'Batsman', AR: 'Allrounder', BOWL: 'Bowler' } as const;
export type RoleShort = keyof typeof ROLES;
/** Per side: enough of each role that a valid eleven leaves players over. */
const PER_SIDE: Record<RoleShort, number> = { WK: 2, BAT: 5, AR: 3, BOWL: 5 };

export interface MatchWithContests {
  matchId: number;
  sides: readonly [string, string];
  league: { id: number; name: string };
  duel: { id: number; name: string };
}

/**
 * A match three days out with two full squads (every credit 9, names saying side and role:
 * 'Mumbai 1a2b BAT 3') and two paid contests on it, made by the admin through the API; part of
 * `competition` when given (leagues follow one).
 */
export async function matchWithContests({ competition }: { competition?: string } = {}): Promise<MatchWithContests> {
  const tag = crypto.randomBytes(3).toString('hex');
  const sides = [`Mumbai ${tag}`, `Chennai ${tag}`] as const;
  const token = await apiToken(admin().email, admin().password);
  const startTime = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  const match = await apiPost('/api/matches', token, { teamA: sides[0], teamB: sides[1], startTime, matchType: 'T20', competition });
  for (const side of sides) {
    for (const short of Object.keys(ROLES) as RoleShort[]) {
      for (let n = 1; n <= PER_SIDE[short]; n += 1) {
        const name = `${side} ${short} ${n}`;
        await apiPost('/api/players', token, { name, team: side, role: ROLES[short], credit: 9, points: 0, matchId: match.id, imageUrl: null, match: { id: match.id } });
      }
    }
  }
  const league = await apiPost('/api/contests', token, { name: `League ${tag}`, entryFee: 25, prizePool: 1000, matchId: match.id, spots: 100, maxTeamsPerUser: 1, flexible: false });
  const duel = await apiPost('/api/contests', token, { name: `Duel ${tag}`, entryFee: 10, prizePool: 18, matchId: match.id, spots: 2, maxTeamsPerUser: 1, flexible: false });
  return { matchId: match.id, sides, league: { id: league.id, name: `League ${tag}` }, duel: { id: duel.id, name: `Duel ${tag}` } };
}

/** A valid eleven: 1 WK, 4 BAT, 2 AR from the first side, 4 BOWL from the second (99 credits). */
export function validEleven([home, away]: readonly [string, string]): string[] {
  return [
    `${home} WK 1`,
    ...[1, 2, 3, 4].map((n) => `${home} BAT ${n}`),
    ...[1, 2].map((n) => `${home} AR ${n}`),
    ...[1, 2, 3, 4].map((n) => `${away} BOWL ${n}`),
  ];
}

/** The role tab a fixture player is under, from their name ('Mumbai 1a2b BAT 3' → 'BAT'). */
export const roleOf = (name: string) => name.split(' ').at(-2) as RoleShort;

/**
 * The holder of `token` makes a team of the fixture's valid eleven (Captain its second player,
 * Vice-Captain its last) for a contest of the match and enters it, through the API.
 */
export async function enterContest(token: string, setup: MatchWithContests, contestId: number): Promise<void> {
  const teamId = await makeTeam(token, setup, contestId);
  await apiPost('/api/join-contest', token, { contestId, teamId });
}

/** The holder of `token` makes a team of the fixture's valid eleven for the match of `contestId`, entering nothing; its id. */
export async function makeTeam(token: string, setup: MatchWithContests, contestId: number): Promise<number> {
  const squad = await apiGet<{ id: number; name: string }[]>(`/api/players/contest/${contestId}`, token);
  const idOf = (name: string) => squad.find((player) => player.name === name)!.id;
  const eleven = validEleven(setup.sides).map(idOf);
  return (await apiPost('/api/user-teams', token, { contestId, playerIds: eleven, captainId: eleven[1], viceCaptainId: eleven[10] })).id;
}

// ---------------------------------------------------------------------------------------------
// A real match, scored live

/** The Cricsheet file the live journeys replay: the 2024 T20 World Cup final, India v South Africa. */
export const LIVE_FILE = 'apps/server/cricsheet/1415755.json';

export interface SquadMember {
  id: number;
  name: string;
  team: string;
  role: PlayerRole;
  credit: number;
}

export interface ImportedMatch {
  matchId: number;
  squad: SquadMember[];
  contest: { id: number; name: string };
}

const liveFile = () => JSON.parse(fs.readFileSync(path.join(ROOT, LIVE_FILE), 'utf8')) as { innings: CricsheetInnings[] };

/**
 * The live file's match imported by the admin (both squads, every player in the playing XI, as
 * the import marks them), starting in two days, with a contest paying ranks 1 and 2 (₹600 and
 * ₹400) for a ₹25 fee.
 */
export async function importedMatch(): Promise<ImportedMatch> {
  const tag = crypto.randomBytes(3).toString('hex');
  const token = await apiToken(admin().email, admin().password);
  const startTime = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
  const imported = await apiPost<{ match: { id: number }; players: SquadMember[] }>('/api/admin/matches/import', token, { startTime, cricsheet: liveFile() });
  const name = `Final League ${tag}`;
  const contest = await apiPost('/api/contests', token, {
    name,
    entryFee: 25,
    prizePool: 1000,
    matchId: imported.match.id,
    spots: 10,
    maxTeamsPerUser: 1,
    flexible: false,
    prizes: [
      { fromRank: 1, toRank: 1, amount: 600 },
      { fromRank: 2, toRank: 2, amount: 400 },
    ],
  });
  return { matchId: imported.match.id, squad: imported.players, contest: { id: contest.id, name } };
}

/**
 * A valid eleven around `captain`, leaving out the players in `avoid` where the rules allow (so
 * that, early in the match, mostly the captain's deeds tell two teams apart): one of each role,
 * then the cheapest that keep every rule. A role only avoided players fill takes the cheapest of
 * them, never as Vice-Captain, so two teams built this way share that player at 1x.
 */
export function teamAround(squad: readonly SquadMember[], captain: string, avoid: readonly string[]) {
  const lead = squad.find((player) => player.name === captain)!;
  const byPrice = squad.filter((player) => player !== lead).sort((a, b) => a.credit - b.credit || a.id - b.id);
  const preferred = byPrice.filter((player) => !avoid.includes(player.name));
  const picked = [lead];
  const fits = (player: SquadMember) => !picked.includes(player) && teamProblems({ playerIds: [...picked, player].map((one) => one.id), captainId: null, viceCaptainId: null }, squad, { complete: false }).length === 0;
  for (const role of Object.keys(TEAM_RULES.roles) as PlayerRole[]) {
    if (role === lead.role) continue;
    const first = preferred.find((player) => player.role === role && fits(player)) ?? byPrice.find((player) => player.role === role && fits(player));
    if (first) picked.push(first);
  }
  for (const player of preferred) if (picked.length < TEAM_RULES.size && fits(player)) picked.push(player);
  const vice = picked.find((player) => player !== lead && !avoid.includes(player.name))!;
  const pick = { playerIds: picked.map((player) => player.id), captainId: lead.id, viceCaptainId: vice.id };
  if (teamProblems(pick, squad).length > 0) throw new Error(`No valid team around ${captain}: ${JSON.stringify(teamProblems(pick, squad))}`);
  return pick;
}

/** The holder of `token` makes `pick` for the contest and enters it, through the API. */
export async function enterTeam(token: string, contestId: number, pick: ReturnType<typeof teamAround>): Promise<void> {
  const team = await apiPost('/api/user-teams', token, { contestId, ...pick });
  await apiPost('/api/join-contest', token, { contestId, teamId: team.id });
}

/** The admin changes a match's state: 'start', 'complete' or 'abandon'. */
export async function moveMatch(matchId: number, action: 'start' | 'complete' | 'abandon'): Promise<void> {
  await apiPost(`/api/matches/${matchId}/${action}`, await apiToken(admin().email, admin().password), undefined);
}

/** The admin posts the live file's deliveries of the first innings' overs `from` to `to` (0-based, as Cricsheet numbers them), as a feed would. */
export async function postOvers(matchId: number, from: number, to: number): Promise<void> {
  const deliveries = feedDeliveries(liveFile().innings).filter((delivery) => delivery.innings === 1 && delivery.over >= from && delivery.over <= to);
  await apiPost(`/api/admin/matches/${matchId}/deliveries`, await apiToken(admin().email, admin().password), { deliveries });
}

// ---------------------------------------------------------------------------------------------
// Money

/** A contest of the match made by the admin with its own fee and pool, the whole pool to rank 1. */
export async function contestOn(matchId: number, { name, entryFee, prizePool }: { name: string; entryFee: number; prizePool: number }): Promise<{ id: number; name: string }> {
  const token = await apiToken(admin().email, admin().password);
  const contest = await apiPost('/api/contests', token, { name, entryFee, prizePool, matchId, spots: 10, maxTeamsPerUser: 1, flexible: false, prizes: [{ fromRank: 1, toRank: 1, amount: prizePool }] });
  return { id: contest.id, name };
}

/** The admin starts the match and marks it completed, with no balls bowled: its contests are ranked and paid. */
export async function playMatch(matchId: number): Promise<void> {
  await moveMatch(matchId, 'start');
  await moveMatch(matchId, 'complete');
}

/** The holder of `token` starts adding `amount` rupees: the payment and its checkout link. */
export const startDeposit = (token: string, amount: number) => apiPost<{ id: number; checkoutUrl: string }>('/api/wallet/deposits', token, { amount });

/** The payer approves on the sandbox's checkout, as its page would (the link's token is the key). */
export async function approveDeposit(checkoutUrl: string): Promise<void> {
  const url = new URL(checkoutUrl, 'http://crease.test');
  const paymentId = url.pathname.split('/').at(-1);
  const response = await fetch(`${baseUrl()}/api/sandbox/payments/${paymentId}/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: url.searchParams.get('token') }),
  });
  if (!response.ok) throw new Error(`approve: ${response.status} ${await response.text()}`);
}
