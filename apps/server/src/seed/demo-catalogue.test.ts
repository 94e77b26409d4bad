import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestView, MatchView, PlayerView } from '@crease/game';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { fixtureTimes, seedDemoCatalogue } from './demo-catalogue.ts';

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

    const contests: ContestView[] = (await server.api.get('/api/contests?status=UPCOMING')).body;
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
