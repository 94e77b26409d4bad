import crypto from 'node:crypto';
import { suggestTeam, type SquadPlayer } from '@crease/game';
import { readCricsheetFile } from '../src/seed/demo-catalogue.ts';
import type { TestServer } from './test-server.ts';

export interface TestAccount {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
}

let sequence = 0;
export function uniqueEmail(label = 'player'): string {
  sequence += 1;
  return `${label}.${sequence}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

/** Registers through the API and signs in, as a new player would: e-mail not verified, nothing declared. */
export async function registerUser(server: TestServer, overrides: Partial<{ name: string; email: string; password: string }> = {}): Promise<TestAccount> {
  const account = { name: 'Asha Rao', email: uniqueEmail(), password: 'cover-drive-42', ...overrides };
  const registered = await server.api.post('/api/auth/register', account);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await server.api.post('/api/auth/login', { email: account.email, password: account.password });
  return { id: registered.body.user.id, ...account, email: account.email.toLowerCase(), token: login.body.token };
}

/** What a player who may play for money has declared: an adult, in a state where paid play is offered. */
export const ADULT_PROFILE = { dateOfBirth: '1995-06-15', state: 'Maharashtra' } as const;

/**
 * A player who may play for money, made as a person would: registered, the e-mail verified
 * with the link sent to it, and a date of birth and state on the profile.
 */
export async function createUser(server: TestServer, overrides: Partial<{ name: string; email: string; password: string }> = {}): Promise<TestAccount> {
  const user = await registerUser(server, overrides);
  await verifyEmail(server, user);
  const profile = await server.api.put('/api/user/profile', ADULT_PROFILE, { token: user.token });
  if (profile.status !== 200) throw new Error(`profile failed: ${profile.status} ${JSON.stringify(profile.body)}`);
  return user;
}

/** Opens the verification link the server e-mailed to the user, as they would. */
export async function verifyEmail(server: TestServer, user: TestAccount): Promise<void> {
  const mails = await server.app.services.mailer.list({ limit: 200 });
  const mail = mails.find((each) => each.toAddress === user.email && each.textBody.includes('/verify-email?token='));
  const token = mail && /\/verify-email\?token=([\w-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no verification link was sent to ${user.email}`);
  const verified = await server.api.post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** An admin account, made the way the server makes one (ADMIN_EMAIL or the admin command). */
export async function createAdmin(server: TestServer): Promise<TestAccount> {
  const account = { name: 'Ravi Admin', email: uniqueEmail('admin'), password: 'third-umpire-99' };
  const admin = await server.app.services.auth.ensureAdmin(account);
  const login = await server.api.post('/api/auth/login', { email: account.email, password: account.password });
  return { id: admin.id, ...account, token: login.body.token };
}

/** The claims of a token, decoded without checking (the test checks them). */
export function decodeToken(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

const HOURS_AHEAD = 48 * 3_600_000;

/** A match in two days (or as given), made through the admin API. */
export async function createMatch(server: TestServer, admin: TestAccount, overrides: Record<string, unknown> = {}) {
  const body = { teamA: 'India', teamB: 'Australia', startTime: new Date(Date.now() + HOURS_AHEAD).toISOString(), matchType: 'T20', ...overrides };
  const response = await server.api.post('/api/matches', body, { token: admin.token });
  if (response.status !== 201) throw new Error(`create match failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; teamA: string; teamB: string; startTime: string; state: string };
}

export async function createContest(server: TestServer, admin: TestAccount, matchId: number, overrides: Record<string, unknown> = {}) {
  const body = { name: 'Small League', entryFee: 25, prizePool: 200, matchId, spots: 10, ...overrides };
  const response = await server.api.post('/api/contests', body, { token: admin.token });
  if (response.status !== 201) throw new Error(`create contest failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; status: string; entries: number; spots: number | null };
}

export async function createPlayer(server: TestServer, admin: TestAccount, matchId: number, overrides: Record<string, unknown> = {}) {
  const body = { name: 'V Kohli', team: 'India', role: 'Batsman', credit: 9.5, points: 0, matchId, ...overrides };
  const response = await server.api.post('/api/players', body, { token: admin.token });
  if (response.status !== 201) throw new Error(`create player failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; team: string; playingStatus: boolean };
}

/** A real match (the IPL 2024 final's squads) starting in `startsInMs`, through the admin import. */
export async function importMatch(server: TestServer, admin: TestAccount, startsInMs = 48 * 3_600_000) {
  const file = readCricsheetFile('1426312.json');
  const response = await server.api.post(
    '/api/admin/matches/import',
    { startTime: new Date(Date.now() + startsInMs).toISOString(), cricsheet: file },
    { token: admin.token },
  );
  if (response.status !== 201) throw new Error(`import failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { match: { id: number; startTime: string; teamA: string; teamB: string }; players: SquadPlayer[] };
}

/** A valid team for a contest (another `variant`, other players), made through the API. */
export async function createTeam(server: TestServer, user: TestAccount, contestId: number, squad: SquadPlayer[], variant = 0) {
  const pick = suggestTeam(squad, variant);
  if (!pick) throw new Error('the squad cannot make a team');
  const response = await server.api.post('/api/user-teams', { contestId, ...pick }, { token: user.token });
  if (response.status !== 201) throw new Error(`create team failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; playerIds: number[]; captainId: number; viceCaptainId: number; matchId: number };
}
