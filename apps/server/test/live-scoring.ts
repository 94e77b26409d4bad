import { feedDeliveries, MatchScoring, type CricsheetInnings, type MatchType, type PlayerView, type PositionedDelivery } from '@crease/game';
import { readCricsheetFile } from '../src/seed/demo-catalogue.ts';
import { importMatch, type TestAccount } from './factories.ts';
import type { TestServer } from './test-server.ts';

/** The IPL 2024 final (the match importMatch schedules), as the admin feed would send it. */
export const IPL_FINAL = readCricsheetFile('1426312.json') as { innings: CricsheetInnings[] };
export const IPL_FINAL_DELIVERIES: PositionedDelivery[] = feedDeliveries(IPL_FINAL.innings);

/**
 * The IPL final's squads, every player announced in the XI (the import announces everyone the
 * file lists), started now through the admin API: a match ready for the feed.
 */
export async function startLiveMatch(server: TestServer, admin: TestAccount, options: { startsInMs?: number; start?: boolean } = {}) {
  const imported = await importMatch(server, admin, options.startsInMs);
  if (options.start !== false) {
    const started = await server.api.post(`/api/matches/${imported.match.id}/start`, undefined, { token: admin.token });
    if (started.status !== 200) throw new Error(`start failed: ${started.status} ${JSON.stringify(started.body)}`);
  }
  const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${imported.match.id}`)).body;
  return { match: imported.match, squad };
}

/** Deliveries posted by an admin; `{correction: true}` replaces balls at positions that hold one. */
export async function postDeliveries(server: TestServer, admin: TestAccount, matchId: number, deliveries: readonly unknown[], options: { correction?: boolean } = {}) {
  return server.api.post(`/api/admin/matches/${matchId}/deliveries`, { deliveries, ...options }, { token: admin.token });
}

/** Every player's points as the engine computes them from these deliveries, by name. */
export function enginePoints(squad: readonly PlayerView[], deliveries: readonly PositionedDelivery[], format: MatchType = 'T20'): Map<string, number> {
  const roster = squad.map((player) => ({ name: player.name, team: player.team, role: player.role, playing: player.playingStatus }));
  const engine = MatchScoring.fromDeliveries({ format, roster }, deliveries);
  return new Map(squad.map((player) => [player.name, engine.pointsOf(player.name).total]));
}

/** Players' points as the API shows them, by name. */
export async function apiPoints(server: TestServer, matchId: number): Promise<Map<string, number>> {
  const squad: PlayerView[] = (await server.api.get(`/api/players?matchId=${matchId}`)).body;
  return new Map(squad.map((player) => [player.name, player.points]));
}
