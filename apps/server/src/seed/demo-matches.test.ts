import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedDeliveries,
  teamProblems,
  type ContestView,
  type CricsheetInnings,
  type JoinedContestView,
  type LeagueView,
  type MatchScorecardView,
  type MatchView,
  type PlayerView,
  type TransactionView,
} from '@crease/game';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { DEMO_PLAYER, seedDemo } from './demo-accounts.ts';
import { readCricsheetFile, seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoEntries } from './demo-entries.ts';
import { seedDemoFollow } from './demo-follows.ts';
import { DEMO_LIVE_FILE, ensureRivals, seedDemoLive, seedDemoResult, variedTeam } from './demo-matches.ts';
import { seedDemoFriends } from './demo-friends.ts';
import { DemoReplay } from './demo-replay.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const { services } = server.app;
  expect(await seedDemo(services.auth, { adminConfigured: false })).toBe(true);
  await seedDemoCatalogue(services);
  await seedDemoEntries(services);
  token = (await server.api.post('/api/auth/login', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password })).body.token;
});
afterAll(() => server?.close());

const LIVE_DELIVERIES = feedDeliveries((readCricsheetFile(DEMO_LIVE_FILE) as { innings: CricsheetInnings[] }).innings);
const contestsOf = async (matchId: number): Promise<ContestView[]> => (await server.api.get(`/api/contests?matchId=${matchId}`)).body;
const scorecard = async (matchId: number): Promise<MatchScorecardView> => (await server.api.get(`/api/matches/${matchId}/scorecard`)).body;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the demo rivals', () => {
  it('are real accounts under crease.demo that nobody signs in to, made once', async () => {
    const rivals = await ensureRivals(server.app.services);
    expect(rivals.length).toBeGreaterThanOrEqual(24);
    expect(rivals.every((rival) => rival.email.endsWith('@rivals.crease.demo'))).toBe(true);
    expect((await ensureRivals(server.app.services)).map((rival) => rival.id)).toEqual(rivals.map((rival) => rival.id));
    const login = await server.api.post('/api/auth/login', { email: rivals[0]!.email, password: 'anything-at-all' });
    expect(login.status).toBe(401);
  });
});

describe('the match already played', () => {
  let matchId: number;

  beforeAll(async () => {
    matchId = (await seedDemoResult(server.app.services, await ensureRivals(server.app.services)))!;
  });

  it('is completed with every delivery in, and its contests ranked and paid', async () => {
    const match: MatchView = (await server.api.get(`/api/matches/${matchId}`)).body;
    expect(match).toMatchObject({ teamA: 'Sri Lanka', teamB: 'India', matchType: 'ODI', state: 'COMPLETED', result: 'Match tied' });
    const { innings } = await scorecard(matchId);
    expect(innings.map((one) => [one.team, one.runs, one.wickets])).toEqual([
      ['Sri Lanka', 230, 8],
      ['India', 230, 10],
    ]);
    const contests = await contestsOf(matchId);
    expect(contests.map((contest) => [contest.name, contest.status, contest.resultDistributed])).toEqual([
      ['Free Contest', 'COMPLETED', true],
      ['Head-to-Head', 'COMPLETED', true],
      ['Small League', 'COMPLETED', true],
      ['Grand League', 'COMPLETED', true],
      // Flexible, and its spots did not fill by the start: cancelled and refunded.
      ['Winner Takes All', 'CANCELLED', false],
    ]);
    expect(contests.filter((contest) => ['Free Contest', 'Small League', 'Grand League'].includes(contest.name)).every((contest) => contest.entries > 1)).toBe(true);
  });

  it('has a Dream Team: eleven players within the team rules, with a Captain and a Vice-Captain', async () => {
    const dream = await server.api.get(`/api/matches/${matchId}/dream-team`);
    expect(dream.status).toBe(200);
    const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${matchId}`)).body;
    expect(teamProblems({ playerIds: dream.body.players.map((player: PlayerView) => player.id), captainId: dream.body.captainId, viceCaptainId: dream.body.viceCaptainId }, squad)).toEqual([]);
  });

  it('has paid the demo player a prize they can see in their wallet and their contests', async () => {
    const joined: JoinedContestView[] = (await server.api.get('/join/my-contests/details', { token })).body;
    const ofMatch = joined.filter((row) => row.matchId === matchId);
    expect(ofMatch.map((row) => row.contestName).sort()).toEqual(['Free Contest', 'Small League']);
    expect(ofMatch.every((row) => row.rank === 1 && (row.prize ?? 0) > 0)).toBe(true);
    const winnings = ((await server.api.get('/api/wallet/transactions', { token })).body as TransactionView[]).filter((row) => row.type === 'WINNING');
    expect(winnings.map((row) => row.amount).sort()).toEqual(ofMatch.map((row) => row.prize).sort());
    expect((await server.api.get('/api/wallet/balance', { token })).body.winnings).toBe(winnings.reduce((sum, row) => sum + row.amount, 0));
  });
});

describe('the live match', () => {
  let matchId: number;

  beforeAll(async () => {
    matchId = (await seedDemoLive(server.app.services, await ensureRivals(server.app.services)))!;
  });

  it('is live, with the demo player and the rivals entered, and only one at a time', async () => {
    expect(((await server.api.get(`/api/matches/${matchId}`)).body as MatchView).state).toBe('LIVE');
    const joined: JoinedContestView[] = (await server.api.get('/join/my-contests/details', { token })).body;
    expect(joined.filter((row) => row.matchId === matchId && row.status === 'LIVE')).toHaveLength(3);
    const free = (await contestsOf(matchId)).find((contest) => contest.name === 'Free Contest')!;
    expect(free.entries).toBeGreaterThan(20);
    expect(await seedDemoLive(server.app.services, [])).toBeUndefined();
  });

  it('is played ball by ball by the replay, which carries on after a restart and completes it at the end', async () => {
    const { services } = server.app;
    const first = new DemoReplay(services, { ballSeconds: 0.02, log: server.app.server.log });
    expect(await first.start()).toEqual([matchId]);
    await until(() => scorecard(matchId), (card) => (card.lastBall?.ball ?? 0) >= 3);
    first.stop();

    // Most of the match arrives some other way; a new replay (a restart) plays the rest.
    const stored = (await scorecard(matchId)).lastBall!;
    const at = LIVE_DELIVERIES.findIndex((delivery) => delivery.innings === stored.innings && delivery.over === stored.over && delivery.ball === stored.ball);
    expect(at).toBeGreaterThanOrEqual(2);
    await services.scoring.feedDeliveries(matchId, LIVE_DELIVERIES.slice(0, LIVE_DELIVERIES.length - 5));
    const second = new DemoReplay(services, { ballSeconds: 0.02, log: server.app.server.log });
    expect(await second.start()).toEqual([matchId]);
    const done = await until(async () => (await server.api.get(`/api/matches/${matchId}`)).body as MatchView, (match) => match.state === 'COMPLETED');
    expect(done.state).toBe('COMPLETED');
    const { innings } = await scorecard(matchId);
    // The tie, then the super over: Delhi Capitals won it.
    expect(innings.map((one) => [one.team, one.runs, one.superOver])).toEqual([
      ['Delhi Capitals', 188, false],
      ['Rajasthan Royals', 188, false],
      ['Rajasthan Royals', 11, true],
      ['Delhi Capitals', 13, true],
    ]);
    second.stop();

    // With none live, the next start schedules a fresh live match.
    await services.results.idle();
    const fresh = await seedDemoLive(services, await ensureRivals(services));
    expect(fresh).toBeGreaterThan(matchId);
  });

  it('puts the next match live a while after one is played to the end, so the demo always has one to watch', async () => {
    const { services } = server.app;
    const [current] = await services.matches.live();
    await services.scoring.feedDeliveries(current!.id, LIVE_DELIVERIES.slice(0, LIVE_DELIVERIES.length - 2));
    const scheduled: number[] = [];
    const replay = new DemoReplay(services, {
      ballSeconds: 0.02,
      log: server.app.server.log,
      nextMatchAfterMs: 50,
      scheduleNext: async () => {
        const id = await seedDemoLive(services, await ensureRivals(services));
        if (id !== undefined) scheduled.push(id);
        return id;
      },
    });
    await replay.start();
    await until(async () => scheduled.length, (count) => count === 1);
    replay.stop();
    expect((await services.matches.live()).map((match) => match.id)).toEqual(scheduled);
    expect(scheduled[0]).not.toBe(current!.id);
    expect(((await server.api.get(`/api/matches/${current!.id}`)).body as MatchView).state).toBe('COMPLETED');
    await services.results.idle();
  });

  it('gives the rivals teams of their own, so the table spreads out as the match goes', async () => {
    const [live] = await server.app.services.matches.live();
    const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${live!.id}`)).body;
    const teams = Array.from({ length: 30 }, (_, index) => variedTeam(squad, index + 1));
    expect(teams.every((team) => team !== null && teamProblems(team, squad).length === 0)).toBe(true);
    const distinct = new Set(teams.map((team) => `${[...team!.playerIds].sort((a, b) => a - b).join(',')}|${team!.captainId}|${team!.viceCaptainId}`));
    expect(distinct.size).toBe(30);
  });
});

describe('the demo player\'s friends', () => {
  it('made a private contest for their soonest match, which three rivals joined by its code, and a league of the live match\'s series', async () => {
    const { services } = server.app;
    const rivals = await ensureRivals(services);
    const made = await seedDemoFriends(services, rivals);
    const contest = (await server.api.get(`/api/contests/${made.contestId}`, { token })).body as ContestView;
    expect(contest).toMatchObject({ private: true, name: 'Demo Friends', entries: 4, status: 'UPCOMING', prizeTemplate: 'TOP_3' });
    const league: LeagueView = (await server.api.get(`/api/leagues/${made.leagueId}`, { token })).body;
    const [live] = await services.matches.live();
    expect(league).toMatchObject({ name: 'Crease Demo League', competition: live!.competition, members: 9 });
    expect(league.matches.map((match) => match.id)).toContain(live!.id);
    // Once made, a restart makes no more.
    expect(await seedDemoFriends(services, rivals)).toEqual({});
  });
});

describe("the demo player's reminder", () => {
  it('is set for the soonest upcoming match they have no team for, once', async () => {
    const { services } = server.app;
    const followed = await seedDemoFollow(services);
    const upcoming: MatchView[] = (await server.api.get('/api/matches/upcoming')).body;
    const withTeam = new Set(((await server.api.get('/api/my-team', { token })).body as { matchId: number }[]).map((team) => team.matchId));
    expect(followed).toBe(upcoming.find((match) => !withTeam.has(match.id))!.id);
    // Among the first cards of Home's Upcoming matches, where the bell shows it set.
    expect(upcoming.slice(0, 3).map((match) => match.id)).toContain(followed);
    expect((await server.api.get('/api/user/followed-matches', { token })).body).toEqual({ matchIds: [followed] });
    expect(await seedDemoFollow(services)).toBeUndefined();
  });
});
