import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestView, MatchView, PlayerView } from '@crease/game';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { DEMO_PLAYER, seedDemo } from './demo-accounts.ts';
import { fixtureTimes, seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoEntries } from './demo-entries.ts';
import { ensureRivals, seedDemoLive, seedDemoResult } from './demo-matches.ts';

const HOUR = 3_600_000;

describe('demo fixture times', () => {
  it.each(['2026-11-21T08:30:00Z', '2026-11-21T11:00:00Z', '2026-11-21T11:01:00Z', '2026-11-21T23:59:00Z'])(
    'from %s: the first at least three hours away, then in order over the next days',
    (now) => {
      const times = fixtureTimes(new Date(now)).map((time) => time.getTime());
      expect(times[0]! - new Date(now).getTime()).toBeGreaterThanOrEqual(3 * HOUR);
      expect(times[0]! - new Date(now).getTime()).toBeLessThan(27 * HOUR);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
    },
  );
});

describe('the demo catalogue', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('schedules real upcoming matches, each with a free contest and paid contests of different sizes, once', async () => {
    expect(await seedDemoCatalogue(server.app.services)).toBe(6);
    const matches: MatchView[] = (await server.api.get('/api/matches/upcoming')).body;
    expect(matches).toHaveLength(6);
    expect(matches[0]).toMatchObject({ teamA: 'Sunrisers Hyderabad', teamB: 'Kolkata Knight Riders', state: 'SCHEDULED' });

    const contests: ContestView[] = (await server.api.get('/api/contests?status=UPCOMING&limit=200')).body;
    // The soonest match's spread runs the list past its first page.
    const firstPage = await server.api.get('/api/contests?status=UPCOMING');
    expect(Number(firstPage.headers.get('x-total-count'))).toBe(contests.length);
    expect(contests.length).toBeGreaterThan(firstPage.body.length);
    expect(contests.filter((contest) => contest.matchId === matches[0]!.id).length).toBeGreaterThan(50);
    for (const match of matches) {
      const ofMatch = contests.filter((contest) => contest.matchId === match.id);
      expect(ofMatch.some((contest) => contest.entryFee === 0 && contest.prizePool > 0)).toBe(true);
      const paidSpots = new Set(ofMatch.filter((contest) => contest.entryFee > 0).map((contest) => contest.spots));
      expect(paidSpots.size).toBeGreaterThanOrEqual(3);
      expect(ofMatch.some((contest) => contest.prizes.length > 3)).toBe(true);

      const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${match.id}`)).body;
      for (const side of [match.teamA, match.teamB]) {
        const players = squad.filter((player) => player.team === side);
        expect(players.length).toBeGreaterThanOrEqual(11);
        expect(players.filter((player) => player.role === 'Wicketkeeper').length).toBeGreaterThanOrEqual(1);
      }
    }

    // Imported as played: everyone in the file is announced, and earns the XI bonus when scored.
    for (const match of matches) {
      const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${match.id}`)).body;
      expect(squad.every((player) => player.playingStatus)).toBe(true);
    }

    // A second start finds matches upcoming and adds nothing.
    expect(await seedDemoCatalogue(server.app.services)).toBe(0);
    expect((await server.api.get('/api/matches/upcoming')).body).toHaveLength(6);
  });

  it('corrects the keepers the import rule misses (the edits an admin would make)', async () => {
    const [gtCsk] = ((await server.api.get('/api/matches/upcoming')).body as MatchView[]).filter((m) => m.teamA === 'Gujarat Titans');
    const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${gtCsk!.id}`)).body;
    const role = (name: string) => squad.find((player) => player.name === name)?.role;
    expect(role('WP Saha')).toBe('Wicketkeeper');
    expect(role('MS Dhoni')).toBe('Wicketkeeper');
    expect(role('V Shankar')).toBe('Allrounder');
  });
});

describe('the demo player', () => {
  it('joins only the free contests when their account has no balance (made before wallets existed)', async () => {
    const server = await startTestServer({ env: { WELCOME_BONUS: '0' } });
    try {
      await server.app.services.auth.ensureAccount({ ...DEMO_PLAYER, role: 'ROLE_USER' });
      await seedDemoCatalogue(server.app.services);
      expect(await seedDemoEntries(server.app.services)).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('has teams entered in contests of the two soonest matches, paid from the welcome bonus, once', async () => {
    const server = await startTestServer();
    try {
      await server.app.services.auth.ensureAccount({ ...DEMO_PLAYER, role: 'ROLE_USER' });
      await seedDemoCatalogue(server.app.services);
      expect(await seedDemoEntries(server.app.services)).toBe(6);
      expect(await seedDemoEntries(server.app.services)).toBe(0);

      const login = await server.api.post('/api/auth/login', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
      const token = login.body.token as string;
      const joined = (await server.api.get('/join/my-contests/details', { token })).body as { contestName: string; matchId: number }[];
      expect(joined.map((entry) => entry.contestName).sort()).toEqual(['Free Contest', 'Free Contest', 'Mega Contest', 'Mega Contest', 'Small League', 'Small League']);
      expect(new Set(joined.map((entry) => entry.matchId)).size).toBe(2);
      expect((await server.api.get('/api/my-team', { token })).body).toHaveLength(2);
      // ₹500 bonus, less two of each of ₹0, ₹25 and ₹39.
      expect((await server.api.get('/api/wallet/balance', { token })).body.balance).toBe(372);
    } finally {
      await server.close();
    }
  });
});

describe('the demo with paid play off', () => {
  it('opens only the free contests, so it starts instead of refusing its own paid ones', async () => {
    const server = await startTestServer({ env: { PAID_PLAY: 'off' } });
    try {
      const { services } = server.app;
      // As main.ts seeds a demo.
      await seedDemo(services.auth, { adminConfigured: false });
      expect(await seedDemoCatalogue(services)).toBe(6);
      expect(await seedDemoEntries(services)).toBe(2);
      const rivals = await ensureRivals(services);
      expect(await seedDemoResult(services, rivals)).toBeDefined();
      expect(await seedDemoLive(services, rivals)).toBeDefined();

      const contests: ContestView[] = (await server.api.get('/api/contests')).body;
      expect(contests.length).toBeGreaterThanOrEqual(8);
      expect(contests.every((contest) => contest.entryFee === 0)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
