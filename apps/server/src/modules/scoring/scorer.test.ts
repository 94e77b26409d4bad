// One scorer at a time: a live match is scored by its feed or by an admin by hand, never both.
// A post at a position that holds a ball is refused unless it corrects it; the feed never
// overwrites an admin's ball; the demo's replay pauses while an admin holds the match and goes on
// from where the match stands when handed back. Every correction and removal is in the audit log.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedDeliveries, positionKey, type CricsheetInnings, type MatchScorecardView, type MatchView, type PositionedDelivery } from '@crease/game';
import { createAdmin, createMatch, createUser, type TestAccount } from '../../../test/factories.ts';
import { apiPoints, enginePoints, IPL_FINAL_DELIVERIES, postDeliveries, startLiveMatch } from '../../../test/live-scoring.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { readCricsheetFile } from '../../seed/demo-catalogue.ts';
import { DEMO_LIVE_FILE } from '../../seed/demo-matches.ts';
import { DemoReplay } from '../../seed/demo-replay.ts';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const scorecard = async (matchId: number): Promise<MatchScorecardView> => (await server.api.get(`/api/matches/${matchId}/scorecard`)).body;
const setScorer = (matchId: number, scorer: unknown, token = admin.token) => server.api.post(`/api/admin/matches/${matchId}/scorer`, { scorer }, { token });
const latest = async (kind: string) => (await server.api.get(`/api/admin/audit?kind=${kind}&limit=1`, { token: admin.token })).body[0];
const auditCount = async (kind: string) => (await server.api.get(`/api/admin/audit?kind=${kind}&limit=200`, { token: admin.token })).body.length as number;

/** A legal six at a ball's position, by the same batter and bowler: what an admin might type in by mistake. */
const sixAt = (delivery: PositionedDelivery): PositionedDelivery => ({
  innings: delivery.innings,
  over: delivery.over,
  ball: delivery.ball,
  superOver: delivery.superOver,
  batter: delivery.batter,
  bowler: delivery.bowler,
  non_striker: delivery.non_striker,
  runs: { batter: 6, extras: 0, total: 6 },
});
const position = ({ innings, over, ball, superOver }: PositionedDelivery) => ({ innings, over, ball, superOver });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('who scores a match', () => {
  it('is the feed until an admin takes it over, and the match says so; the change is in the audit log', async () => {
    const { match } = await startLiveMatch(server, admin);
    expect(((await server.api.get(`/api/matches/${match.id}`)).body as MatchView).scorer).toBe('FEED');
    const taken = await setScorer(match.id, 'MANUAL');
    expect(taken).toMatchObject({ status: 200, body: { id: match.id, state: 'LIVE', scorer: 'MANUAL' } });
    expect(((await server.api.get(`/api/matches/${match.id}`)).body as MatchView).scorer).toBe('MANUAL');
    const listed: MatchView[] = (await server.api.get('/api/matches?limit=200', { token: admin.token })).body;
    expect(listed.find((one) => one.id === match.id)?.scorer).toBe('MANUAL');
    expect(await latest('match.scorer_changed')).toMatchObject({ actorId: admin.id, details: { matchId: match.id, before: 'FEED', after: 'MANUAL' } });
    // Asking again changes nothing and records nothing.
    const recorded = await auditCount('match.scorer_changed');
    expect((await setScorer(match.id, 'MANUAL')).status).toBe(200);
    expect(await auditCount('match.scorer_changed')).toBe(recorded);
    expect((await setScorer(match.id, 'FEED')).body.scorer).toBe('FEED');
  });

  it('refuses a bad body with a 400 naming scorer, a player with a 403, an unknown match with a 404, a finished one with a 409', async () => {
    const { match } = await startLiveMatch(server, admin);
    expect(await setScorer(match.id, 'ROBOT')).toMatchObject({ status: 400, body: { message: 'scorer must be one of FEED, MANUAL.' } });
    expect(await setScorer(match.id, undefined)).toMatchObject({ status: 400, body: { message: 'scorer must be one of FEED, MANUAL.' } });
    const player = await createUser(server);
    expect((await setScorer(match.id, 'MANUAL', player.token)).status).toBe(403);
    expect((await server.api.post(`/api/admin/matches/${match.id}/scorer`, { scorer: 'MANUAL' })).status).toBe(401);
    expect(await setScorer(999_999, 'MANUAL')).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
    expect((await server.api.post(`/api/matches/${match.id}/complete`, undefined, { token: admin.token })).status).toBe(200);
    expect(await setScorer(match.id, 'MANUAL')).toMatchObject({ status: 409, body: { message: `Match ${match.id} is COMPLETED; its scoring is over, so nobody takes it over.` } });
    // A match yet to start may be given to a person before it begins.
    const later = await createMatch(server, admin);
    expect((await setScorer(later.id, 'MANUAL')).body).toMatchObject({ state: 'SCHEDULED', scorer: 'MANUAL' });
  });
});

describe('a post at a position that holds a ball', () => {
  let matchId: number;
  const OVER = IPL_FINAL_DELIVERIES.slice(0, 6);

  beforeAll(async () => {
    ({ match: { id: matchId } } = await startLiveMatch(server, admin));
    expect(await server.app.services.scoring.feedDeliveries(matchId, OVER)).toMatchObject({ paused: false, stored: 6 });
  });

  it('is refused with a 409 that says where and what is there, and nothing changes', async () => {
    const before = await scorecard(matchId);
    const response = await postDeliveries(server, admin, matchId, [OVER[5], sixAt(OVER[4]!)]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'deliveries[1] is at innings 1, over 0, ball 5, which holds a ball already (MA Starc to Abhishek Sharma, Abhishek Sharma out); send "correction": true to replace it, or post the next ball.',
    );
    expect(await scorecard(matchId)).toEqual(before);
  });

  it('sent again exactly as stored changes nothing, without a 409', async () => {
    expect(await postDeliveries(server, admin, matchId, OVER.slice(4))).toMatchObject({ status: 200, body: { stored: 0, replaced: 0, unchanged: 2 } });
  });

  it('replaces the ball when it says it corrects it, recomputes the points, and records the correction', async () => {
    const { squad } = { squad: (await server.api.get(`/api/players?matchId=${matchId}`)).body };
    const six = sixAt(OVER[4]!);
    const response = await postDeliveries(server, admin, matchId, [six], { correction: true });
    expect(response).toMatchObject({ status: 200, body: { stored: 0, replaced: 1, unchanged: 0 } });
    expect(await apiPoints(server, matchId)).toEqual(enginePoints(squad, [...OVER.slice(0, 4), six, OVER[5]!]));
    expect(await latest('delivery.corrected')).toMatchObject({
      actorId: admin.id,
      details: { matchId, position: position(six), source: 'MANUAL', before: { batter: OVER[4]!.batter, runs: OVER[4]!.runs }, after: { runs: { batter: 6, total: 6 } } },
    });
  });

  it('taken out by an admin is in the audit log', async () => {
    const last = OVER[5]!;
    expect((await server.api.delete(`/api/admin/matches/${matchId}/deliveries/${last.innings}/${last.over}/${last.ball}`, { token: admin.token })).status).toBe(200);
    expect(await latest('delivery.removed')).toMatchObject({ actorId: admin.id, details: { matchId, position: position(last), before: { batter: last.batter }, after: null } });
  });
});

describe('the feed and an admin at the same position', () => {
  let matchId: number;
  const [first, second, third] = IPL_FINAL_DELIVERIES as [PositionedDelivery, PositionedDelivery, PositionedDelivery];

  beforeAll(async () => {
    ({ match: { id: matchId } } = await startLiveMatch(server, admin));
  });

  it('keeps the admin\'s ball when the feed posts its own there after it (the race of a pre-filled form)', async () => {
    const { scoring } = server.app.services;
    expect(await scoring.feedDeliveries(matchId, [first])).toMatchObject({ stored: 1 });
    // The admin posts the next ball by hand; a moment later the feed posts the real one there.
    const six = sixAt(second);
    expect(await postDeliveries(server, admin, matchId, [six])).toMatchObject({ status: 200, body: { stored: 1 } });
    const fed = await scoring.feedDeliveries(matchId, [second]);
    expect(fed).toMatchObject({ paused: false, stored: 0, replaced: 0, kept: 1, last: positionKey(second) });
    const card = await scorecard(matchId);
    expect(card.innings[0]!.runs).toBe(first.runs.total + 6);
    // The feed goes on with the ball after, as it would have anyway.
    expect(await scoring.feedDeliveries(matchId, [third])).toMatchObject({ stored: 1, last: positionKey(third) });
    expect((await scorecard(matchId)).innings[0]!.runs).toBe(first.runs.total + 6 + third.runs.total);
  });

  it('keeps a ball an admin corrected when the feed sends its own there again', async () => {
    const { scoring } = server.app.services;
    const corrected = sixAt(third);
    expect(await postDeliveries(server, admin, matchId, [corrected], { correction: true })).toMatchObject({ status: 200, body: { replaced: 1 } });
    const fed = await scoring.feedDeliveries(matchId, [third]);
    expect(fed).toMatchObject({ stored: 0, replaced: 0, kept: 1 });
    expect((await scorecard(matchId)).innings[0]!.runs).toBe(first.runs.total + 12);
  });

  it('lets the feed correct a ball of its own, recorded as the server\'s', async () => {
    const { scoring } = server.app.services;
    const ownFix = { ...first, runs: { batter: 4, extras: 0, total: 4 }, wickets: undefined, extras: undefined };
    expect(await scoring.feedDeliveries(matchId, [ownFix])).toMatchObject({ stored: 0, replaced: 1, kept: 0 });
    expect(await latest('delivery.corrected')).toMatchObject({ actorId: null, details: { matchId, position: position(first), source: 'FEED', after: { runs: { total: 4 } } } });
  });

  it('posts nothing while an admin has taken the match over, and says where the match stands', async () => {
    const { scoring } = server.app.services;
    const before = await scorecard(matchId);
    expect((await setScorer(matchId, 'MANUAL')).status).toBe(200);
    const next = IPL_FINAL_DELIVERIES[3]!;
    expect(await scoring.feedDeliveries(matchId, [next])).toEqual({ paused: true, last: positionKey(third) });
    expect(await scorecard(matchId)).toEqual(before);
    // By hand meanwhile: the admin scores the next ball.
    expect(await postDeliveries(server, admin, matchId, [next])).toMatchObject({ status: 200, body: { stored: 1 } });
    expect((await setScorer(matchId, 'FEED')).status).toBe(200);
    expect(await scoring.feedDeliveries(matchId, [IPL_FINAL_DELIVERIES[4]!])).toMatchObject({ paused: false, stored: 1, last: positionKey(IPL_FINAL_DELIVERIES[4]!) });
  });
});

describe("the demo's replay", () => {
  it('waits while an admin scores the match by hand, then goes on from the ball after the last one stored, overwriting nothing', async () => {
    const { services } = server.app;
    const file = readCricsheetFile(DEMO_LIVE_FILE) as { innings: CricsheetInnings[] };
    const recorded = feedDeliveries(file.innings);
    const imported = await server.api.post(
      '/api/admin/matches/import',
      { startTime: new Date(Date.now() + 3_600_000).toISOString(), cricsheet: file },
      { token: admin.token },
    );
    expect(imported.status).toBe(201);
    const matchId: number = imported.body.match.id;
    expect((await server.api.post(`/api/matches/${matchId}/start`, undefined, { token: admin.token })).status).toBe(200);

    const answers: { paused: boolean }[] = [];
    const feed = services.scoring.feedDeliveries.bind(services.scoring);
    const spy = vi.spyOn(services.scoring, 'feedDeliveries').mockImplementation(async (...args) => {
      const outcome = await feed(...args);
      answers.push(outcome);
      return outcome;
    });
    const replay = new DemoReplay(services, { ballSeconds: 0.02, log: server.app.server.log });
    try {
      expect(await replay.start()).toEqual([matchId]);
      await until(() => scorecard(matchId), (card) => (card.lastBall?.ball ?? 0) >= 3);

      // Taken over: from the answer on, the replay posts nothing.
      expect((await setScorer(matchId, 'MANUAL')).status).toBe(200);
      const held = (await scorecard(matchId)).lastBall!;
      const at = recorded.findIndex((delivery) => positionKey(delivery) === positionKey(held));
      const mine = sixAt(recorded[at + 1]!);
      expect(await postDeliveries(server, admin, matchId, [mine])).toMatchObject({ status: 200, body: { stored: 1 } });
      const pausedBefore = answers.filter((answer) => answer.paused).length;
      await until(async () => answers.filter((answer) => answer.paused).length, (count) => count >= pausedBefore + 3);
      const whileHeld = await scorecard(matchId);
      expect(positionKey(whileHeld.lastBall!)).toBe(positionKey(mine));

      // Handed back: the next ball is the recorded match's one after the admin's, and the admin's stays.
      expect((await setScorer(matchId, 'FEED')).status).toBe(200);
      await until(() => scorecard(matchId), (card) => positionKey(card.lastBall!) >= positionKey(recorded[at + 4]!));
      replay.stop();
      const stored = (await server.database.db.execute(
        sql`select innings, "over", ball, source, delivery from deliveries where match_id = ${matchId} order by innings, "over", ball`,
      )) as unknown as { rows: { innings: number; over: number; ball: number; source: string; delivery: { runs: { total: number } } }[] };
      const rows = stored.rows;
      // Every position of the recorded match up to the last stored, once each, in order.
      const upTo = recorded.slice(0, rows.length);
      expect(rows.map((row) => positionKey(row))).toEqual(upTo.map((delivery) => positionKey(delivery)));
      expect(rows[at + 1]).toMatchObject({ source: 'MANUAL', delivery: { runs: { total: 6 } } });
      expect(rows.filter((row) => row.source === 'MANUAL')).toHaveLength(1);
      expect(rows[at + 2]!.delivery.runs.total).toBe(recorded[at + 2]!.runs.total);
    } finally {
      replay.stop();
      spy.mockRestore();
    }
  });
});
