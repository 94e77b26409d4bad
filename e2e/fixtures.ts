import crypto from 'node:crypto';
import { admin, apiGet, apiPost, apiToken } from './browser.ts';

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
 * 'Mumbai 1a2b BAT 3') and two paid contests on it, made by the admin through the API.
 */
export async function matchWithContests(): Promise<MatchWithContests> {
  const tag = crypto.randomBytes(3).toString('hex');
  const sides = [`Mumbai ${tag}`, `Chennai ${tag}`] as const;
  const token = await apiToken(admin().email, admin().password);
  const startTime = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  const match = await apiPost('/api/matches', token, { teamA: sides[0], teamB: sides[1], startTime, matchType: 'T20' });
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
  const squad = await apiGet<{ id: number; name: string }[]>(`/api/players/contest/${contestId}`, token);
  const idOf = (name: string) => squad.find((player) => player.name === name)!.id;
  const eleven = validEleven(setup.sides).map(idOf);
  const team = await apiPost('/api/user-teams', token, { contestId, playerIds: eleven, captainId: eleven[1], viceCaptainId: eleven[10] });
  await apiPost('/api/join-contest', token, { contestId, teamId: team.id });
}
