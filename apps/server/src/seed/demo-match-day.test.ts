import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestView, MatchPlayerView, MatchView } from '@crease/game';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { seedDemo } from './demo-accounts.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoEntries } from './demo-entries.ts';
import { seedDemoMatchDay } from './demo-match-day.ts';
import { ensureRivals } from './demo-matches.ts';

let server: TestServer;
let seeded: { playedId: number; nextId: number };

beforeAll(async () => {
  server = await startTestServer();
  const { services } = server.app;
  await seedDemo(services.auth, { adminConfigured: false });
  await seedDemoCatalogue(services);
  await seedDemoEntries(services);
  seeded = (await seedDemoMatchDay(services, await ensureRivals(services)))!;
});
afterAll(() => server?.close());

describe("the demo's next match", () => {
  let picker: MatchPlayerView[];

  beforeAll(async () => {
    const upcoming: MatchView[] = (await server.api.get('/api/matches/upcoming')).body;
    expect(upcoming[0]!.id).toBe(seeded.nextId);
    const contests: ContestView[] = (await server.api.get(`/api/contests?matchId=${seeded.nextId}`)).body;
    picker = (await server.api.get(`/api/players/contest/${contests[0]!.id}`)).body;
  });

  it("shows the crowd's picks: more than 50 teams are entered in its contests", async () => {
    expect(picker.every((player) => player.selectedBy !== null && player.captainBy !== null && player.viceCaptainBy !== null)).toBe(true);
    expect(picker.reduce((sum, player) => sum + player.selectedBy!, 0)).toBeCloseTo(1100, 0);
    expect(picker.some((player) => player.captainBy! > 0)).toBe(true);
  });

  it('shows each player\'s form from the earlier meeting of its sides in the series', async () => {
    const earlier = (await server.api.get(`/api/matches/${seeded.playedId}`)).body as MatchView;
    const next = (await server.api.get(`/api/matches/${seeded.nextId}`)).body as MatchView;
    expect(earlier).toMatchObject({ state: 'COMPLETED', competition: next.competition, result: 'Kolkata Knight Riders won by 8 wickets' });
    expect(picker.every((player) => player.lastPoints.length === 1 && player.seriesPoints === player.lastPoints[0])).toBe(true);
    expect(picker.filter((player) => player.seriesPoints > 0).length).toBeGreaterThan(11);
  });

  it('has its line-ups announced: eleven of each side playing, the substitute not', async () => {
    expect((await server.api.get(`/api/matches/${seeded.nextId}`)).body.lineupsAnnouncedAt).not.toBeNull();
    expect(picker.filter((player) => player.lineup === 'PLAYING')).toHaveLength(22);
    expect(picker.filter((player) => player.lineup === 'NOT_PLAYING')).toHaveLength(picker.length - 22);
  });

  it('gives the earlier meeting a Dream Team', async () => {
    const dream = await server.api.get(`/api/matches/${seeded.playedId}/dream-team`);
    expect(dream.status).toBe(200);
    expect(dream.body.players).toHaveLength(11);
    expect(dream.body.totalPoints).toBeGreaterThan(0);
  });
});
