import crypto from 'node:crypto';
import { suggestTeam, type PlayerView } from '@crease/game';
import { readCricsheetFile } from '../../src/seed/demo-catalogue.ts';
import { ADULT_PROFILE } from '../factories.ts';
import type { ApiClient, ApiResponse } from '../test-server.ts';

// What the deployment tests do, done as the web app and an admin do it: over HTTP only (the
// servers are processes of their own; nothing here reaches their services).

export const DEPLOYMENT_ADMIN = { email: 'chief@crease.test', password: 'one-admin-for-every-process' };

function expectStatus<T>(response: ApiResponse<T>, status: number, what: string): T {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function signIn(api: ApiClient, account: { email: string; password: string }): Promise<string> {
  return expectStatus(await api.post('/api/auth/login', account), 200, 'sign-in').token;
}

export interface Player {
  id: number;
  email: string;
  token: string;
}

/** A player who may play for money: registered, the e-mail verified by its link (read from the outbox), a profile. */
export async function registerPlayer(api: ApiClient, adminToken: string, name: string): Promise<Player> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${crypto.randomBytes(3).toString('hex')}@example.com`;
  const account = { name, email, password: 'cover-drive-42' };
  const registered = expectStatus(await api.post('/api/auth/register', account), 201, 'register');
  const token = await signIn(api, account);
  const outbox: { to: string; text: string }[] = expectStatus(await api.get('/api/admin/outbox?limit=200', { token: adminToken }), 200, 'outbox');
  const link = outbox.find((mail) => mail.to === email && mail.text.includes('/verify-email?token='));
  const verifyToken = link && /\/verify-email\?token=([\w-]+)/.exec(link.text)?.[1];
  if (!verifyToken) throw new Error(`no verification link was sent to ${email}`);
  expectStatus(await api.post('/api/auth/verify-email', { token: verifyToken }), 200, 'verify');
  expectStatus(await api.put('/api/user/profile', ADULT_PROFILE, { token }), 200, 'profile');
  return { id: registered.user.id, email, token };
}

/** The IPL 2024 final's squads as a match starting in two days, through the admin import; with its squad as the API lists it. */
export async function importIplFinal(api: ApiClient, adminToken: string): Promise<{ matchId: number; squad: PlayerView[] }> {
  const startTime = new Date(Date.now() + 48 * 3_600_000).toISOString();
  const imported = expectStatus(await api.post('/api/admin/matches/import', { startTime, cricsheet: readCricsheetFile('1426312.json') }, { token: adminToken }), 201, 'import');
  const squad: PlayerView[] = expectStatus(await api.get(`/api/players?matchId=${imported.match.id}`), 200, 'squad');
  return { matchId: imported.match.id, squad };
}

export async function createContest(api: ApiClient, adminToken: string, body: Record<string, unknown>): Promise<number> {
  return expectStatus(await api.post('/api/contests', body, { token: adminToken }), 201, 'create contest').id;
}

export interface Team {
  id: number;
  playerIds: number[];
  captainId: number;
  viceCaptainId: number;
}

/** A team (another `variant`, other players) entered in each of the contests. */
export async function enterTeam(api: ApiClient, player: Player, contestIds: readonly number[], squad: PlayerView[], variant: number): Promise<Team> {
  const pick = suggestTeam(squad, variant);
  if (!pick) throw new Error('the squad cannot make a team');
  const team: Team = expectStatus(await api.post('/api/user-teams', { contestId: contestIds[0], ...pick }, { token: player.token }), 201, 'team');
  for (const contestId of contestIds) expectStatus(await api.post('/api/join-contest', { contestId, teamId: team.id }, { token: player.token }), 201, 'join');
  return team;
}

export async function startMatch(api: ApiClient, adminToken: string, matchId: number): Promise<void> {
  expectStatus(await api.post(`/api/matches/${matchId}/start`, undefined, { token: adminToken }), 200, 'start');
}
