import {
  emptyStatLine,
  type AdminWithdrawalView,
  type DepositLimitsView,
  type DepositView,
  type DeploymentConfigView,
  type KycView,
  type ProfileView,
  type SessionView,
  type AdminAccountView,
  type AuditEventView,
  type WithdrawalView,
  type ContestView, type EntryTeamView, type JoinedContestView, type LeaderboardRowView, type MatchScorecardView, type MatchView, type PlayerView, type ScorecardPlayerView, type TeamView, type TransactionView } from '@crease/game';
import { vi } from 'vitest';

/** What a mocked route answers: a body (200), or a status with an optional body and headers. */
export type MockReply = object | string | number | boolean | null;

type Handler = (request: { url: URL; method: string; body: unknown }) => MockReply | Promise<MockReply>;
type Route = Handler | MockReply;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** A call with the headers it was sent with, for the tests that care (an Idempotency-Key). */
export interface RecordedCallWithHeaders extends RecordedCall {
  headers: Record<string, string>;
}

const isReply = (value: unknown): value is { status: number; body?: unknown; headers?: Record<string, string> } =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  typeof (value as { status: unknown }).status === 'number' &&
  Object.keys(value).every((key) => key === 'status' || key === 'body' || key === 'headers');

const ME = { id: 7, name: 'Asha Rao', email: 'asha@example.com', role: 'ROLE_ADMIN', emailVerified: true };

/** `GET /api/config` as a deployment with paid play on and the sandbox gateway answers it. */
export const SAMPLE_CONFIG: DeploymentConfigView = {
  googleClientId: null,
  paidPlay: true,
  restrictedStates: ['Andhra Pradesh', 'Assam', 'Nagaland', 'Odisha', 'Sikkim', 'Telangana'],
  paymentGateway: 'sandbox',
  deposits: { min: 10, max: 10000, monthlyLimit: 100000, quickAmounts: [100, 250, 500, 1000, 2000] },
  withdrawals: { min: 100 },
  privateContests: { sharePercent: 10, minSpots: 2, maxSpots: 100, openMax: 20 },
};

/** Answers any test leaves to them: who is signed in, the deployment's settings, and the matches the player follows (none). */
const DEFAULTS: Record<string, unknown> = { 'GET /api/auth/me': ME, 'GET /api/config': SAMPLE_CONFIG, 'GET /api/user/followed-matches': { matchIds: [] } };

/**
 * Answers the app's fetches from a table of routes, keyed 'GET /api/matches' (the path without
 * its query; the handler sees the whole URL). An unknown route is a failed test, not a hang.
 * Every call is recorded, with its JSON body.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: RecordedCallWithHeaders[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    // The headers are recorded out of sight of toEqual, so that a test can compare calls whole.
    const call = { method, path: `${url.pathname}${url.search}`, body };
    Object.defineProperty(call, 'headers', { value: { ...(init?.headers as Record<string, string> | undefined) }, enumerable: false });
    calls.push(call as RecordedCallWithHeaders);
    // The signed-in layout asks who is signed in once, money screens read the settings, and match cards the reminders: any test may leave those to the defaults.
    const key = `${method} ${url.pathname}`;
    const route = routes[key] ?? (DEFAULTS[key] as Route | undefined);
    if (route === undefined) throw new Error(`No mock for ${method} ${url.pathname}${url.search}`);
    const reply = typeof route === 'function' ? await (route as Handler)({ url, method, body }) : route;
    const { status, body: replyBody, headers } = isReply(reply) ? reply : { status: 200, body: reply, headers: undefined };
    if (status === 204) return new Response(null, { status, headers });
    return new Response(JSON.stringify(replyBody ?? {}), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  return {
    spy,
    calls,
    /** The calls other than reads. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

/**
 * A page of `items` as the server answers a paged list: at most `pageSize` (or the `?limit=`
 * asked, if smaller), the next page's address in `Link` while more follow, and with `counted`
 * the list's size in `X-Total-Count`. The position in the address is the mock's own; the app
 * must follow it as written.
 */
export function pagedReply<T>(items: readonly T[], url: URL, { pageSize = 50, counted = false }: { pageSize?: number; counted?: boolean } = {}): MockReply {
  const from = Number(url.searchParams.get('before') ?? 0);
  const size = Math.min(Number(url.searchParams.get('limit') ?? pageSize), pageSize);
  const headers: Record<string, string> = {};
  if (from + size < items.length) {
    const next = new URL(url);
    next.searchParams.set('before', String(from + size));
    headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  if (counted) headers['X-Total-Count'] = String(items.length);
  return { status: 200, body: items.slice(from, from + size), headers };
}

/** `GET /join/my-contests/details` as the server answers it: narrowed by `?contestId=` or `?matchId=`, then paged. */
export function joinedContestsRoute(entries: readonly JoinedContestView[] | (() => readonly JoinedContestView[]), options: { pageSize?: number } = {}) {
  return ({ url }: { url: URL }) => {
    const contestId = url.searchParams.get('contestId');
    const matchId = url.searchParams.get('matchId');
    const all = typeof entries === 'function' ? entries() : entries;
    const narrowed = all.filter((entry) => (!contestId || entry.contestId === Number(contestId)) && (!matchId || entry.matchId === Number(matchId)));
    return pagedReply(narrowed, url, { ...options, counted: true });
  };
}

/** A fetch that never answers: the screen stays loading. */
export function pendingFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
}

// ---------------------------------------------------------------------------------------------
// Sample records, shaped as the API presents them.

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

export function sampleMatch(overrides: Partial<MatchView> = {}): MatchView {
  return { id: 1, teamA: 'India', teamB: 'Australia', startTime: inDays(2), matchType: 'T20', state: 'SCHEDULED', scorer: 'FEED', venue: null, event: null, competition: null, lineupsAnnouncedAt: null, result: null, ...overrides };
}

export function samplePlayer(overrides: Partial<PlayerView> = {}): PlayerView {
  const matchId = overrides.matchId ?? overrides.match?.id ?? 1;
  return { id: 10, name: 'Virat Kohli', team: 'India', role: 'Batsman', credit: 10, points: 0, playingStatus: false, imageUrl: null, registryId: null, ...overrides, matchId, match: { id: matchId } };
}

export function sampleContest(overrides: Partial<ContestView> = {}): ContestView {
  const match = sampleMatch();
  return {
    id: 100,
    name: 'Mega Contest',
    entryFee: 49,
    prizePool: 10000,
    status: 'UPCOMING',
    resultDistributed: false,
    matchId: match.id,
    match: { id: match.id, teamA: match.teamA, teamB: match.teamB, startTime: match.startTime, matchType: match.matchType, state: match.state },
    spots: 1000,
    entries: 120,
    maxTeamsPerUser: 1,
    flexible: false,
    prizes: [{ fromRank: 1, toRank: 1, amount: 10000 }],
    ...overrides,
  };
}

/** A private contest made by the signed-in player of `makeToken` (user 7), as its entrants read it. */
export function samplePrivateContest(overrides: Partial<ContestView> = {}): ContestView {
  return sampleContest({
    id: 300,
    name: 'Office Friends',
    entryFee: 100,
    prizePool: 360,
    spots: 4,
    entries: 1,
    prizes: [
      { fromRank: 1, toRank: 1, amount: 180 },
      { fromRank: 2, toRank: 2, amount: 108 },
      { fromRank: 3, toRank: 3, amount: 72 },
    ],
    private: true,
    inviteCode: 'K7M2QX9P',
    prizeTemplate: 'TOP_3',
    creatorId: 7,
    creatorName: 'Asha Rao',
    ...overrides,
  });
}

export function sampleTeam(overrides: Partial<TeamView> = {}): TeamView {
  const match = sampleMatch();
  const players = overrides.players ?? Array.from({ length: 11 }, (_, index) => samplePlayer({ id: 200 + index, name: `Player ${index + 1}`, credit: 9 }));
  return {
    id: 5,
    name: 'T1',
    contestId: 100,
    matchId: match.id,
    match: { id: match.id, teamA: match.teamA, teamB: match.teamB, startTime: match.startTime, matchType: match.matchType },
    playerIds: players.map((player) => player.id),
    captainId: players[0]?.id ?? 0,
    viceCaptainId: players[1]?.id ?? 0,
    players,
    credits: players.reduce((sum, player) => sum + player.credit, 0),
    editable: true,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function sampleEntry(overrides: Partial<JoinedContestView> = {}): JoinedContestView {
  const match = sampleMatch();
  return {
    entryId: 1,
    contestName: 'Mega Contest',
    contestId: 100,
    status: 'UPCOMING',
    matchId: match.id,
    teamId: 5,
    teamName: 'T1',
    entryFee: 49,
    match: { id: match.id, teamA: match.teamA, teamB: match.teamB, startTime: match.startTime, matchType: match.matchType },
    joinedAt: new Date().toISOString(),
    rank: null,
    totalPoints: 0,
    prize: null,
    ...overrides,
  };
}

export function sampleTransaction(overrides: Partial<TransactionView> = {}): TransactionView {
  return { id: 1, type: 'BONUS', amount: 500, timestamp: new Date().toISOString(), description: 'Welcome bonus', ...overrides };
}

export function sampleScorecardPlayer(overrides: Partial<ScorecardPlayerView> = {}): ScorecardPlayerView {
  return { playerId: 10, name: 'Virat Kohli', team: 'India', role: 'Batsman', playing: true, points: 4, source: 'FEED', line: emptyStatLine(), lines: [], breakdown: [{ key: 'playingXI', label: 'In the announced playing XI', points: 4 }], ...overrides };
}

export function sampleScorecard(overrides: Partial<MatchScorecardView> = {}): MatchScorecardView {
  return {
    matchId: 1,
    matchType: 'T20',
    state: 'LIVE',
    scorer: 'FEED',
    teamA: 'India',
    teamB: 'Australia',
    innings: [{ number: 1, team: 'India', superOver: false, runs: 12, wickets: 0, overs: '1.2', extras: 1, target: null }],
    lastBall: { innings: 1, over: 1, ball: 2, superOver: false, summary: '1.2 Starc to Kohli, FOUR' },
    players: [sampleScorecardPlayer()],
    ...overrides,
  };
}

export function sampleLeaderboardRow(overrides: Partial<LeaderboardRowView> = {}): LeaderboardRowView {
  return { rank: 1, username: 'Virat Kohli', teamId: 5, entryId: 1, totalPoints: 0, prize: null, mine: false, ...overrides };
}

export function sampleEntryTeam(overrides: Partial<EntryTeamView> = {}): EntryTeamView {
  const players = Array.from({ length: 11 }, (_, index) => ({
    ...samplePlayer({ id: 200 + index, name: `Player ${index + 1}`, points: 10 }),
    multiplier: (index === 0 ? 2 : index === 1 ? 1.5 : 1) as 1 | 1.5 | 2,
    teamPoints: index === 0 ? 20 : index === 1 ? 15 : 10,
  }));
  return { entryId: 1, contestId: 100, teamId: 5, teamName: 'T1', username: 'Asha Rao', rank: 1, totalPoints: 125, prize: null, captainId: 200, viceCaptainId: 201, players, ...overrides };
}

// ---------------------------------------------------------------------------------------------
// Money

export function sampleKyc(overrides: Partial<KycView> = {}): KycView {
  return {
    pan: '******234F',
    name: 'Asha Rao',
    payout: { kind: 'BANK', ifsc: 'HDFC0001234', accountNumber: '********4567' },
    description: 'Bank account ********4567 (HDFC0001234)',
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A profile that may play for money: verified, an adult in Maharashtra, KYC on file. */
export function sampleProfile(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    name: 'Asha Rao',
    email: 'asha@example.com',
    joinedContests: 3,
    walletBalance: 451,
    emailVerified: true,
    dateOfBirth: '1995-06-15',
    state: 'Maharashtra',
    monthlyDepositLimit: 100000,
    pendingMonthlyDepositLimit: null,
    selfExcludedUntil: null,
    kyc: sampleKyc(),
    ...overrides,
  };
}

export function sampleDeposit(overrides: Partial<DepositView> = {}): DepositView {
  const id = overrides.id ?? 5;
  return {
    id,
    amount: 100,
    status: 'CREATED',
    checkoutUrl: `/sandbox/checkout/${id}?token=tok-${id}`,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    completedAt: null,
    ...overrides,
  };
}

export function sampleDepositLimits(overrides: Partial<DepositLimitsView> = {}): DepositLimitsView {
  return {
    min: 10,
    max: 10000,
    monthlyLimit: 100000,
    pendingMonthlyLimit: null,
    usedThisMonth: 0,
    remainingThisMonth: 100000,
    monthEndsAt: new Date(Date.now() + 10 * 24 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function sampleWithdrawal(overrides: Partial<WithdrawalView> = {}): WithdrawalView {
  return {
    id: 3,
    amount: 500,
    tds: 120,
    net: 380,
    status: 'REQUESTED',
    financialYear: '2026-27',
    payout: 'Bank account ********4567 (HDFC0001234)',
    reason: null,
    requestedAt: new Date().toISOString(),
    decidedAt: null,
    ...overrides,
  };
}

export function sampleAdminWithdrawal(overrides: Partial<AdminWithdrawalView> = {}): AdminWithdrawalView {
  return { ...sampleWithdrawal(), user: { id: 7, name: 'Asha Rao', email: 'asha@example.com' }, ...overrides };
}

// ---------------------------------------------------------------------------------------------
// Sessions, accounts and the audit log

export function sampleSession(overrides: Partial<SessionView> = {}): SessionView {
  const hourAgo = new Date(Date.now() - 3600_000).toISOString();
  return { id: 's-1', current: false, createdAt: hourAgo, lastSeenAt: hourAgo, userAgent: null, ip: '198.51.100.4', ...overrides };
}

export function sampleAccount(overrides: Partial<AdminAccountView> = {}): AdminAccountView {
  return {
    id: 12,
    name: 'Kavya Menon',
    email: 'kavya@example.com',
    role: 'ROLE_USER',
    emailVerified: true,
    createdAt: new Date().toISOString(),
    dateOfBirth: '1996-02-29',
    state: 'Karnataka',
    ...overrides,
  };
}

export function sampleAuditEvent(overrides: Partial<AuditEventView> = {}): AuditEventView {
  return { id: 1, at: new Date().toISOString(), actorId: 12, kind: 'password.changed', subjectUserId: 12, ip: '198.51.100.4', details: { sessionsEnded: 1 }, ...overrides };
}
