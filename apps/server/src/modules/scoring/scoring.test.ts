import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyStatLine, pointsForStatLines, type MatchScorecardView, type PlayerView, type PositionedDelivery } from '@crease/game';
import { createAdmin, createMatch, createPlayer, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { apiPoints, enginePoints, IPL_FINAL_DELIVERIES, postDeliveries, startLiveMatch } from '../../../test/live-scoring.ts';
import { connectStomp } from '../../../test/stomp-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  player = await createUser(server);
});
afterAll(() => server?.close());

const FIRST_OVER = IPL_FINAL_DELIVERIES.slice(0, 6);
const SECOND_OVER = IPL_FINAL_DELIVERIES.slice(6, 12);

async function storedCount(matchId: number): Promise<number> {
  const result = await server.database.db.execute(sql`select count(*)::int as n from deliveries where match_id = ${matchId}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const scorecard = async (matchId: number): Promise<MatchScorecardView> => (await server.api.get(`/api/matches/${matchId}/scorecard`)).body;
const rowOf = (card: MatchScorecardView, name: string) => card.players.find((row) => row.name === name)!;

describe('deliveries from the feed', () => {
  let matchId: number;
  let squad: PlayerView[];

  beforeAll(async () => {
    ({ match: { id: matchId }, squad } = await startLiveMatch(server, admin));
  });

  it('gives every announced player the playing-XI bonus when the match starts', async () => {
    const points = await apiPoints(server, matchId);
    expect([...points.values()].every((value) => value === 4)).toBe(true);
  });

  it('stores a batch, answers the score, and sets points as the engine computes them', async () => {
    const response = await postDeliveries(server, admin, matchId, FIRST_OVER);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      stored: 6,
      replaced: 0,
      unchanged: 0,
      score: {
        matchId,
        version: expect.any(Number),
        innings: [{ number: 1, team: 'Sunrisers Hyderabad', superOver: false, runs: 3, wickets: 1, overs: '1', extras: 0, target: null }],
      },
    });
    expect(await apiPoints(server, matchId)).toEqual(enginePoints(squad, FIRST_OVER));
    // Starc bowled Abhishek Sharma: 25 for the wicket, 8 for bowled, 4 in the XI.
    expect((await apiPoints(server, matchId)).get('MA Starc')).toBe(37);
  });

  it('changes nothing when the feed sends the same deliveries again', async () => {
    const before = await scorecard(matchId);
    const response = await postDeliveries(server, admin, matchId, FIRST_OVER);
    expect(response.body).toMatchObject({ stored: 0, replaced: 0, unchanged: 6, score: { version: before.innings.length && response.body.score.version } });
    const after = await scorecard(matchId);
    expect(after).toEqual(before);
    expect(await storedCount(matchId)).toBe(6);
  });

  it('replaces a corrected delivery and recomputes the points', async () => {
    const { version } = (await postDeliveries(server, admin, matchId, FIRST_OVER)).body.score;
    // The fourth ball went for four, not two.
    const corrected = { ...FIRST_OVER[3]!, runs: { batter: 4, extras: 0, total: 4 } };
    const response = await postDeliveries(server, admin, matchId, [corrected], { correction: true });
    expect(response.body).toMatchObject({ stored: 0, replaced: 1, unchanged: 0, score: { version: version + 1, innings: [{ runs: 5 }] } });
    const fed = [...FIRST_OVER.slice(0, 3), corrected, ...FIRST_OVER.slice(4)];
    expect(await apiPoints(server, matchId)).toEqual(enginePoints(squad, fed));
    // Abhishek Sharma: 4 runs, a boundary bonus, the XI bonus; out, but not for a duck any more.
    expect((await apiPoints(server, matchId)).get('Abhishek Sharma')).toBe(9);
    await postDeliveries(server, admin, matchId, [FIRST_OVER[3]], { correction: true });
    expect(await apiPoints(server, matchId)).toEqual(enginePoints(squad, FIRST_OVER));
  });

  it('takes deliveries out of order, and one that fills a gap before the latest', async () => {
    const [first, second, ...rest] = SECOND_OVER;
    expect((await postDeliveries(server, admin, matchId, rest)).body).toMatchObject({ stored: 4 });
    expect((await postDeliveries(server, admin, matchId, [second, first])).body).toMatchObject({ stored: 2, score: { innings: [{ overs: '2', runs: 6, wickets: 2 }] } });
    expect(await apiPoints(server, matchId)).toEqual(enginePoints(squad, [...FIRST_OVER, ...SECOND_OVER]));
    expect(await storedCount(matchId)).toBe(12);
  });

  it.each<[string, (delivery: PositionedDelivery) => unknown, string]>([
    ['an unknown batter', (d) => ({ ...d, batter: 'X Y' }), 'deliveries[1].batter X Y is not in either squad of this match.'],
    ['an unknown bowler', (d) => ({ ...d, bowler: 'Nobody Known' }), 'deliveries[1].bowler Nobody Known is not in either squad of this match.'],
    [
      'an unknown fielder',
      (d) => ({ ...d, wickets: [{ player_out: d.batter, kind: 'caught', fielders: [{ name: 'Stranger' }] }] }),
      'deliveries[1].wickets[0].fielders[0].name Stranger is not in either squad of this match (mark a substitute fielder substitute: true).',
    ],
    ['a malformed field', (d) => ({ ...d, runs: { batter: 'four', extras: 0, total: 4 } }), 'deliveries[1].runs.batter must be a whole number 0 or more.'],
    ['a position twice', () => IPL_FINAL_DELIVERIES[12], 'deliveries[1] is at the same position as deliveries[0] (innings 1, over 2, ball 1); send each position once.'],
  ])('refuses %s with a 400 naming it, and stores nothing of the batch', async (_what, spoil, message) => {
    const before = await scorecard(matchId);
    const [next, after] = IPL_FINAL_DELIVERIES.slice(12, 14) as [PositionedDelivery, PositionedDelivery];
    const response = await postDeliveries(server, admin, matchId, [next, spoil(after)]);
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await storedCount(matchId)).toBe(12);
    expect(await scorecard(matchId)).toEqual(before);
  });

  it('accepts a substitute fielder who is not in the squads, who earns nothing', async () => {
    const next = IPL_FINAL_DELIVERIES[12]!;
    const caughtBySub = { ...next, runs: { batter: 0, extras: 0, total: 0 }, wickets: [{ player_out: next.batter, kind: 'caught', fielders: [{ name: 'A Substitute', substitute: true }] }] };
    const before = await apiPoints(server, matchId);
    const response = await postDeliveries(server, admin, matchId, [caughtBySub]);
    expect(response).toMatchObject({ status: 200, body: { stored: 1, score: { innings: [{ wickets: 3 }] } } });
    const after = await apiPoints(server, matchId);
    expect(after.get(next.bowler)! - before.get(next.bowler)!).toBe(25); // the bowler's wicket; no catch for anyone
    // Put the real ball back, for the tests below.
    await postDeliveries(server, admin, matchId, [next], { correction: true });
  });

  it('shows the scorecard: the score, the last ball, and each player\'s line and breakdown', async () => {
    const card = await scorecard(matchId);
    expect(card).toMatchObject({ matchId, matchType: 'T20', state: 'LIVE', teamA: 'Sunrisers Hyderabad', teamB: 'Kolkata Knight Riders' });
    expect(card.lastBall).toEqual({ innings: 1, over: 2, ball: 1, superOver: false, summary: expect.stringMatching(/^2\.1 .+ to .+, /) });
    const starc = rowOf(card, 'MA Starc');
    // The first over, and the first ball of the third.
    expect(starc).toMatchObject({ source: 'FEED', points: 37, line: { ballsBowled: 7, runsConceded: 7, wickets: { bowled: 1 } } });
    expect(starc.breakdown).toEqual([
      { key: 'playingXI', label: 'In the announced playing XI', points: 4 },
      { key: 'wickets', label: 'Wickets', points: 25 },
      { key: 'bowledOrLbw', label: 'Bowled or LBW bonus', points: 8 },
    ]);
    expect(rowOf(card, 'RK Singh')).toMatchObject({ source: 'NONE', points: 4, line: emptyStatLine(), lines: [] });
    // The feed's lines per innings: Starc bowled in the first innings only.
    expect(starc.lines).toEqual([starc.line]);
  });

  it('pushes the scorecard to subscribers after a change', async () => {
    const stomp = await connectStomp(server.url, player.token);
    const topic = `/topic/matches/${matchId}/scorecard`;
    await stomp.subscribe(topic);
    const [first] = (await stomp.waitFor(topic, 1)) as MatchScorecardView[];
    await postDeliveries(server, admin, matchId, [IPL_FINAL_DELIVERIES[13]]);
    const seen = (await stomp.waitUntil(topic, (list) => (list.at(-1) as MatchScorecardView).lastBall?.ball === 2)) as MatchScorecardView[];
    expect(seen.at(-1)!.innings[0]!.runs).toBeGreaterThanOrEqual(first!.innings[0]!.runs);
    await stomp.close();
  });
});

describe('innings in order, and a delivery taken out', () => {
  const SECOND_INNINGS = IPL_FINAL_DELIVERIES.filter((delivery) => delivery.innings === 2);
  const superOverBall = (): PositionedDelivery => ({ ...SECOND_INNINGS[0]!, innings: 3, over: 0, ball: 1, superOver: true });
  const remove = (matchId: number, where: string, token = admin.token) => server.api.delete(`/api/admin/matches/${matchId}/deliveries/${where}`, { token });

  it('refuses a second innings or a super over before the innings ahead of it, and stores nothing', async () => {
    const { match } = await startLiveMatch(server, admin);
    expect(await postDeliveries(server, admin, match.id, [superOverBall()])).toMatchObject({
      status: 400,
      body: { message: "deliveries[0].innings 3 cannot begin before innings 2: send innings 2's deliveries first." },
    });
    expect(await postDeliveries(server, admin, match.id, SECOND_INNINGS.slice(0, 6))).toMatchObject({
      status: 400,
      body: { message: "deliveries[0].innings 2 cannot begin before innings 1: send innings 1's deliveries first." },
    });
    expect(await storedCount(match.id)).toBe(0);
    expect((await scorecard(match.id)).lastBall).toBeNull();
  });

  it('takes a delivery out: the score, the last ball and the points follow the rest', async () => {
    const { match, squad } = await startLiveMatch(server, admin);
    await postDeliveries(server, admin, match.id, [...FIRST_OVER, ...SECOND_OVER]);
    const response = await remove(match.id, '1/1/6');
    expect(response).toMatchObject({ status: 200, body: { matchId: match.id, innings: [{ number: 1, overs: '1.5' }] } });
    const rest = [...FIRST_OVER, ...SECOND_OVER.slice(0, 5)];
    expect(await apiPoints(server, match.id)).toEqual(enginePoints(squad, rest));
    expect((await scorecard(match.id)).lastBall).toMatchObject({ innings: 1, over: 1, ball: 5 });
    expect(await storedCount(match.id)).toBe(11);
    // Sent again, it is a new delivery at that position.
    expect((await postDeliveries(server, admin, match.id, [SECOND_OVER[5]!])).body).toMatchObject({ stored: 1 });
    expect(await apiPoints(server, match.id)).toEqual(enginePoints(squad, [...FIRST_OVER, ...SECOND_OVER]));
  });

  it('is 404 where there is no delivery, 409 while a later innings needs it, 400 for a bad position', async () => {
    const { match } = await startLiveMatch(server, admin);
    await postDeliveries(server, admin, match.id, [FIRST_OVER[0]!, SECOND_INNINGS[0]!]);
    expect(await remove(match.id, '1/0/2')).toMatchObject({ status: 404, body: { message: `Match ${match.id} has no delivery at innings 1, over 0, ball 2.` } });
    expect(await remove(match.id, '1/0/1?superOver=true')).toMatchObject({ status: 404 });
    const needed = await remove(match.id, '1/0/1');
    expect(needed.status).toBe(409);
    expect(needed.body.message).toMatch(/^The delivery at innings 1, over 0, ball 1 cannot be taken out: .*innings 2 cannot begin before innings 1/);
    expect(await storedCount(match.id)).toBe(2);
    expect(await remove(match.id, '0/0/1')).toMatchObject({ status: 400, body: { message: 'innings in the path must be 1 or more.' } });
    expect(await remove(match.id, '1/x/1')).toMatchObject({ status: 400, body: { message: 'over in the path must be a number.' } });
    expect(await remove(match.id, '1/0/1?superOver=maybe')).toMatchObject({ status: 400, body: { message: 'superOver must be true or false.' } });
    // Innings 2 first, then innings 1 can go.
    expect((await remove(match.id, '2/0/1')).status).toBe(200);
    expect((await remove(match.id, '1/0/1')).status).toBe(200);
    expect(await storedCount(match.id)).toBe(0);
    expect((await remove(match.id, '1/0/1', player.token)).status).toBe(403);
  });
});

describe('a whole real match through the API', () => {
  it('gives every player the points the engine gives them, super overs and all', async () => {
    const { match, squad } = await startLiveMatch(server, admin);
    for (let start = 0; start < IPL_FINAL_DELIVERIES.length; start += 60) {
      const response = await postDeliveries(server, admin, match.id, IPL_FINAL_DELIVERIES.slice(start, start + 60));
      expect(response.status).toBe(200);
    }
    expect(await apiPoints(server, match.id)).toEqual(enginePoints(squad, IPL_FINAL_DELIVERIES));
    const { innings } = await scorecard(match.id);
    expect(innings.map((one) => [one.team, one.runs, one.wickets, one.overs])).toEqual([
      ['Sunrisers Hyderabad', 113, 10, '18.3'],
      ['Kolkata Knight Riders', 114, 2, '10.3'],
    ]);
    expect(innings[1]!.target).toEqual({ runs: 114, overs: 20 });
  });
});

describe('the scorecard editor', () => {
  let matchId: number;
  let squad: PlayerView[];
  const idOf = (name: string) => squad.find((one) => one.name === name)!.id;

  beforeAll(async () => {
    ({ match: { id: matchId }, squad } = await startLiveMatch(server, admin));
    await postDeliveries(server, admin, matchId, [...FIRST_OVER, ...SECOND_OVER]);
  });

  it("sets a player's line by hand, which replaces the feed's until removed", async () => {
    const url = `/api/admin/matches/${matchId}/scorecard/${idOf('TM Head')}`;
    const line = { runs: 34, balls: 20, fours: 4, sixes: 1, dismissal: 'caught', catches: 1 };
    const set = await server.api.put(url, line, { token: admin.token });
    const expected = pointsForStatLines([{ ...emptyStatLine(), ...line, dismissal: 'caught' }], { role: 'Batsman', playing: true }, 'T20').total;
    expect(set).toMatchObject({ status: 200, body: { name: 'TM Head', source: 'MANUAL', points: expected, line: { runs: 34, fours: 4, catches: 1 } } });
    expect((await apiPoints(server, matchId)).get('TM Head')).toBe(expected);

    // The feed goes on; the hand-set line stands.
    await postDeliveries(server, admin, matchId, IPL_FINAL_DELIVERIES.slice(12, 18));
    expect((await apiPoints(server, matchId)).get('TM Head')).toBe(expected);

    const cleared = await server.api.delete(url, { token: admin.token });
    expect(cleared).toMatchObject({ status: 200, body: { source: 'FEED' } });
    expect((await apiPoints(server, matchId)).get('TM Head')).toBe(enginePoints(squad, IPL_FINAL_DELIVERIES.slice(0, 18)).get('TM Head'));
  });

  it('takes one line per innings for a Test, at most two for a T20', async () => {
    const url = `/api/admin/matches/${matchId}/scorecard/${idOf('SP Narine')}`;
    const twice = await server.api.put(url, { lines: [{ runs: 10, balls: 8 }, { overs: 4, runsConceded: 20, wickets: { bowled: 1 } }] }, { token: admin.token });
    expect(twice).toMatchObject({ status: 200, body: { line: { runs: 10, ballsBowled: 24, wickets: { bowled: 1 } } } });
    expect(twice.body.lines).toMatchObject([{ runs: 10, balls: 8, ballsBowled: 0 }, { runs: 0, ballsBowled: 24, wickets: { bowled: 1 } }]);
    const thrice = await server.api.put(url, { lines: [{}, {}, {}] }, { token: admin.token });
    expect(thrice).toMatchObject({ status: 400, body: { message: 'lines can hold at most 2 stat lines in a T20 match (one per innings the player took part in).' } });
    await server.api.delete(url, { token: admin.token });
  });

  it('refuses a bad line with a 400 naming the field, an unknown player with a 404', async () => {
    const url = `/api/admin/matches/${matchId}/scorecard/${idOf('TM Head')}`;
    expect(await server.api.put(url, { runs: 10, overs: 2.7 }, { token: admin.token })).toMatchObject({
      status: 400,
      body: { message: 'overs must be overs and balls, like 3.4 (0 to 5 balls after the point).' },
    });
    const other = await importMatch(server, admin);
    const stranger = other.players[0]!.id;
    expect(await server.api.put(`/api/admin/matches/${matchId}/scorecard/${stranger}`, { runs: 1, balls: 1 }, { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: `Player ${stranger} is not in the squads of match ${matchId}.` },
    });
    expect((await server.api.put(`/api/admin/matches/99999999/scorecard/${stranger}`, { runs: 1, balls: 1 }, { token: admin.token })).status).toBe(404);
  });

  it('recomputes points when a player is announced out of the XI during the match', async () => {
    const id = idOf('RK Singh');
    expect((await apiPoints(server, matchId)).get('RK Singh')).toBe(4);
    await server.api.put(`/api/players/${id}/status?playing=false`, undefined, { token: admin.token });
    expect((await apiPoints(server, matchId)).get('RK Singh')).toBe(0);
    await server.api.put(`/api/players/${id}/status?playing=true`, undefined, { token: admin.token });
    expect((await apiPoints(server, matchId)).get('RK Singh')).toBe(4);
  });

  it('refuses to rename a player the feed has named, and to set points by hand once the match is live', async () => {
    const head = squad.find((one) => one.name === 'TM Head')!;
    const form = { name: 'Travis Head', team: head.team, role: head.role, credit: head.credit, points: (await apiPoints(server, matchId)).get('TM Head'), matchId };
    const renamed = await server.api.put(`/api/players/${head.id}`, form, { token: admin.token });
    expect(renamed).toMatchObject({ status: 409, body: { message: expect.stringContaining('a player the feed has named cannot be renamed') } });
    const rinku = squad.find((one) => one.name === 'RK Singh')!;
    const rinkuForm = { name: 'Rinku Singh', team: rinku.team, role: rinku.role, credit: rinku.credit, points: 4, matchId };
    expect(await server.api.put(`/api/players/${rinku.id}`, rinkuForm, { token: admin.token })).toMatchObject({ status: 200, body: { name: 'Rinku Singh' } });
    const points = await server.api.put(`/api/players/${rinku.id}`, { ...rinkuForm, points: 50 }, { token: admin.token });
    expect(points).toMatchObject({ status: 409, body: { message: expect.stringContaining('points come from its scoring (points changed)') } });
    await server.api.put(`/api/players/${rinku.id}`, { ...rinkuForm, name: 'RK Singh' }, { token: admin.token });
  });
});

describe('when scoring is refused', () => {
  it('is 409 before the start, after completion and after abandonment, with words', async () => {
    const { match } = await startLiveMatch(server, admin, { start: false });
    const tooSoon = await postDeliveries(server, admin, match.id, FIRST_OVER);
    expect(tooSoon).toMatchObject({
      status: 409,
      body: { message: 'Sunrisers Hyderabad vs Kolkata Knight Riders has not started; a match can take deliveries only while it is live. Start it first.' },
    });
    await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token });
    await server.api.post(`/api/matches/${match.id}/complete`, undefined, { token: admin.token });
    expect(await postDeliveries(server, admin, match.id, FIRST_OVER)).toMatchObject({
      status: 409,
      body: { message: 'Sunrisers Hyderabad vs Kolkata Knight Riders has completed; its scoring is final.' },
    });
    expect(await server.api.put(`/api/admin/matches/${match.id}/scorecard/1`, { runs: 1, balls: 1 }, { token: admin.token })).toMatchObject({ status: 409 });

    const { match: abandoned } = await startLiveMatch(server, admin);
    await server.api.post(`/api/matches/${abandoned.id}/abandon`, undefined, { token: admin.token });
    expect(await postDeliveries(server, admin, abandoned.id, FIRST_OVER)).toMatchObject({
      status: 409,
      body: { message: 'Sunrisers Hyderabad vs Kolkata Knight Riders was abandoned; it is not scored.' },
    });
  });

  it('shows the squad of a match that cannot be scored yet (one side only), and says why the feed is refused', async () => {
    const match = await createMatch(server, admin);
    await createPlayer(server, admin, match.id, { name: 'V Kohli', team: 'India' });
    expect((await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token })).status).toBe(200);
    const card = await scorecard(match.id);
    expect(card).toMatchObject({ state: 'LIVE', innings: [], lastBall: null, players: [{ name: 'V Kohli', source: 'NONE', points: 0, breakdown: [] }] });
    expect(await postDeliveries(server, admin, match.id, FIRST_OVER)).toMatchObject({
      status: 409,
      body: { message: `Match ${match.id} cannot be scored as it stands: The roster must hold two sides; it holds 1.` },
    });
  });

  it('is 404 for an unknown match, 401 without a token and 403 for a player', async () => {
    expect(await postDeliveries(server, admin, 99999999, FIRST_OVER)).toMatchObject({ status: 404, body: { message: 'Match 99999999 was not found.' } });
    expect((await server.api.get('/api/matches/99999999/scorecard')).status).toBe(404);
    expect((await server.api.post('/api/admin/matches/1/deliveries', { deliveries: FIRST_OVER })).status).toBe(401);
    expect((await server.api.post('/api/admin/matches/1/deliveries', { deliveries: FIRST_OVER }, { token: player.token })).status).toBe(403);
    expect((await server.api.delete('/api/admin/matches/1/scorecard/1', { token: player.token })).status).toBe(403);
  });
});
