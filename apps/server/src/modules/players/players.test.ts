import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamProblems, type MatchPlayerView, type PlayerView, type SquadPlayer, type TeamPick } from '@crease/game';
import { variedTeam } from '../../seed/demo-matches.ts';
import { createAdmin, createContest, createMatch, createPlayer, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { IPL_FINAL_DELIVERIES, postDeliveries, startLiveMatch } from '../../../test/live-scoring.ts';
import { DAY, inFuture, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let player: TestAccount;
let clock: TestClock;
let match: { id: number; startTime: string };

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
  player = await createUser(server);
  match = await createMatch(server, admin, { startTime: inFuture(30 * DAY) });
});
afterAll(() => server?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'JJ Bumrah',
  team: 'India',
  role: 'Bowler',
  credit: 9.5,
  points: 0,
  matchId: match.id,
  imageUrl: '',
  ...overrides,
});

describe('adding a player', () => {
  it('answers 201 with the player, not playing until announced', async () => {
    const response = await server.api.post('/api/players', form(), { token: admin.token });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'JJ Bumrah',
      team: 'India',
      role: 'Bowler',
      credit: 9.5,
      points: 0,
      playingStatus: false,
      imageUrl: null,
      matchId: match.id,
      match: { id: match.id },
      registryId: null,
    });
  });

  it('takes the body the spec form sends: match:{id} beside matchId, numbers as text, the side in any case', async () => {
    const response = await server.api.post(
      '/api/players',
      { name: 'RR Pant', team: 'india', role: 'Wicketkeeper', credit: '8.5', points: '12', matchId: '', match: { id: match.id }, imageUrl: 'https://img.example/pant.png' },
      { token: admin.token },
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ team: 'India', credit: 8.5, points: 12, matchId: match.id, imageUrl: 'https://img.example/pant.png' });
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [{ team: 'Nepal' }, "Team must be one of the match's sides: India or Australia."],
    [{ role: 'Keeper' }, 'Role must be one of Batsman, Bowler, Wicketkeeper, Allrounder.'],
    [{ role: undefined }, 'Role must be one of Batsman, Bowler, Wicketkeeper, Allrounder.'],
    [{ credit: 3.5 }, 'Credit must be between 4 and 12.'],
    [{ credit: 12.5 }, 'Credit must be between 4 and 12.'],
    [{ credit: 8.25 }, 'Credit goes in steps of 0.5, like 8 or 8.5.'],
    [{ credit: 'lots' }, 'Credit must be a number.'],
    [{ credit: undefined }, 'Credit is required.'],
    [{ points: 0.25 }, 'Points go in steps of 0.5.'],
    [{ matchId: undefined }, 'matchId is required.'],
    [{ matchId: 999999 }, 'matchId: there is no match 999999.'],
    [{ imageUrl: 'javascript:alert(1)' }, 'Image URL must start with https:// or http://.'],
    [{ playingStatus: 'PLAYING' }, 'playingStatus must be true or false.'],
  ])('refuses %j with a 400 naming the field', async (overrides, message) => {
    const response = await server.api.post('/api/players', form(overrides), { token: admin.token });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts credits at both ends of the range', async () => {
    for (const credit of [4, 12]) {
      expect((await server.api.post('/api/players', form({ credit }), { token: admin.token })).status).toBe(201);
    }
  });
});

describe('who may write', () => {
  it.each([
    ['POST', '/api/players'],
    ['PUT', '/api/players/1'],
    ['DELETE', '/api/players/1'],
    ['PUT', '/api/players/1/status?playing=true'],
  ])('%s %s is 401 without a token and 403 for a player', async (method, url) => {
    const body = method === 'DELETE' ? undefined : {};
    expect((await server.api.request(method, url, body)).status).toBe(401);
    expect((await server.api.request(method, url, body, { token: player.token })).status).toBe(403);
  });
});

describe('editing, announcing and removing', () => {
  it('replaces the fields and keeps the playing status when the form leaves it out', async () => {
    const created = await createPlayer(server, admin, match.id);
    await server.api.put(`/api/players/${created.id}/status?playing=true`, undefined, { token: admin.token });
    const response = await server.api.put(`/api/players/${created.id}`, form({ name: 'V Kohli', role: 'Batsman', credit: 10 }), { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: created.id, name: 'V Kohli', role: 'Batsman', credit: 10, playingStatus: true });
  });

  it('sets the playing status both ways; anything but true or false is a 400', async () => {
    const created = await createPlayer(server, admin, match.id);
    const on = await server.api.put(`/api/players/${created.id}/status?playing=true`, undefined, { token: admin.token });
    expect(on.body.playingStatus).toBe(true);
    const off = await server.api.put(`/api/players/${created.id}/status?playing=false`, undefined, { token: admin.token });
    expect(off.body.playingStatus).toBe(false);
    for (const query of ['', '?playing=yes', '?playing=1']) {
      const bad = await server.api.put(`/api/players/${created.id}/status${query}`, undefined, { token: admin.token });
      expect(bad).toMatchObject({ status: 400, body: { message: 'playing must be true or false, as in ?playing=true.' } });
    }
  });

  it('deletes a player: 204, then gone', async () => {
    const created = await createPlayer(server, admin, match.id);
    expect((await server.api.delete(`/api/players/${created.id}`, { token: admin.token })).status).toBe(204);
    const squad = await server.api.get(`/api/players?matchId=${match.id}`);
    expect(squad.body.map((p: { id: number }) => p.id)).not.toContain(created.id);
  });

  it.each([
    ['PUT', '/api/players/999999', true],
    ['DELETE', '/api/players/999999', false],
    ['PUT', '/api/players/999999/status?playing=true', false],
  ])('%s %s answers 404 with a message', async (method, url, withBody) => {
    const response = await server.api.request(method, url, withBody ? form() : undefined, { token: admin.token });
    expect(response).toMatchObject({ status: 404, body: { message: 'Player 999999 was not found.' } });
  });
});

describe('lists', () => {
  it("lists a contest's players (its match's squads) to anyone; 404 for an unknown contest", async () => {
    const other = await createMatch(server, admin, { teamA: 'England', teamB: 'New Zealand', startTime: inFuture(31 * DAY) });
    const root = await createPlayer(server, admin, other.id, { name: 'JE Root', team: 'England' });
    const contest = await createContest(server, admin, other.id);
    const response = await server.api.get(`/api/players/contest/${contest.id}`);
    expect(response.status).toBe(200);
    expect(response.body.map((p: { id: number }) => p.id)).toEqual([root.id]);
    expect(await server.api.get('/api/players/contest/999999')).toMatchObject({ status: 404, body: { message: 'Contest 999999 was not found.' } });
  });

  it('lists every player, or one match\'s with ?matchId=', async () => {
    const all = await server.api.get('/api/players');
    const one = await server.api.get(`/api/players?matchId=${match.id}`);
    expect(one.body.length).toBeGreaterThan(0);
    expect(one.body.every((p: { matchId: number }) => p.matchId === match.id)).toBe(true);
    expect(all.body.length).toBeGreaterThan(one.body.length);
    expect(await server.api.get('/api/players?matchId=abc')).toMatchObject({ status: 400, body: { message: 'matchId must be a number.' } });
    expect(await server.api.get('/api/players?matchId=99999999999')).toMatchObject({ status: 400, body: { message: 'matchId is too large.' } });
  });
});

const squadOf = async (matchId: number): Promise<MatchPlayerView[]> => (await server.api.get(`/api/players?matchId=${matchId}`)).body;
const pickerOf = async (contestId: number): Promise<MatchPlayerView[]> => (await server.api.get(`/api/players/contest/${contestId}`)).body;

describe('after the match: the result line, the Dream Team and the form it gives the next match', () => {
  let played: { id: number };
  let playedSquad: PlayerView[];

  beforeAll(async () => {
    const live = await startLiveMatch(server, admin);
    played = live.match;
    expect((await postDeliveries(server, admin, played.id, IPL_FINAL_DELIVERIES)).status).toBe(200);
    expect((await server.api.post(`/api/matches/${played.id}/complete`, undefined, { token: admin.token })).status).toBe(200);
    playedSquad = await squadOf(played.id);
  });

  it('gives a completed match its result from the scored innings, an abandoned one "No result", and others none', async () => {
    expect((await server.api.get(`/api/matches/${played.id}`)).body.result).toBe('Kolkata Knight Riders won by 8 wickets');
    const upcoming = await createMatch(server, admin, { startTime: inFuture(20 * DAY) });
    expect((await server.api.get(`/api/matches/${upcoming.id}`)).body.result).toBeNull();
    const abandoned = await server.api.post(`/api/matches/${upcoming.id}/abandon`, undefined, { token: admin.token });
    expect(abandoned.body.result).toBe('No result');
    expect((await server.api.get(`/api/matches/${upcoming.id}`)).body.result).toBe('No result');
  });

  it("picks the Dream Team: eleven within the team rules, the best two as Captain and Vice-Captain, and the team's points", async () => {
    const response = await server.api.get(`/api/matches/${played.id}/dream-team`);
    expect(response.status).toBe(200);
    const { players, captainId, viceCaptainId, totalPoints } = response.body as { players: PlayerView[]; captainId: number; viceCaptainId: number; totalPoints: number };
    expect(teamProblems({ playerIds: players.map((p) => p.id), captainId, viceCaptainId }, playedSquad)).toEqual([]);
    const points = new Map(playedSquad.map((p) => [p.id, p.points]));
    const picked = players.map((p) => points.get(p.id)!).sort((a, b) => b - a);
    expect(points.get(captainId)).toBe(picked[0]);
    expect(points.get(viceCaptainId)).toBe(picked[1]);
    expect(totalPoints).toBe(picked.reduce((sum, value) => sum + value, 0) + picked[0]! + picked[1]! / 2);
    // No valid team a player might have picked beats it.
    for (let seed = 1; seed <= 40; seed += 1) {
      const pick = variedTeam(playedSquad, seed)!;
      const ranked = pick.playerIds.map((id) => points.get(id)!).sort((a, b) => b - a);
      expect(ranked.reduce((sum, value) => sum + value, 0) + ranked[0]! + ranked[1]! / 2).toBeLessThanOrEqual(totalPoints);
    }
  });

  it('has no Dream Team before the match is completed, with a message saying so', async () => {
    const upcoming = await createMatch(server, admin, { startTime: inFuture(21 * DAY) });
    expect(await server.api.get(`/api/matches/${upcoming.id}/dream-team`)).toMatchObject({ status: 404, body: { message: `Match ${upcoming.id} is SCHEDULED: its Dream Team is picked from the final points once it is completed.` } });
    expect(await server.api.get('/api/matches/999999/dream-team')).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
  });

  it("gives the next match of the series each player's series points and last points from it; a player new to the series has none", async () => {
    const next = await importMatch(server, admin, 22 * DAY);
    const nextMatch = (await server.api.get(`/api/matches/${next.match.id}`)).body;
    const playedMatch = (await server.api.get(`/api/matches/${played.id}`)).body;
    // The same series, whatever year the two start in.
    const edited = await server.api.put(`/api/matches/${next.match.id}`, { ...nextMatch, competition: playedMatch.competition }, { token: admin.token });
    expect(edited.status).toBe(200);
    const newcomer = await createPlayer(server, admin, next.match.id, { name: 'A Newcomer', team: 'Sunrisers Hyderabad', role: 'Bowler', credit: 7 });
    const squad = await squadOf(next.match.id);
    const before = new Map(playedSquad.map((p) => [p.registryId, p.points]));
    const starc = squad.find((p) => p.name === 'MA Starc')!;
    expect(starc.seriesPoints).toBe(before.get(starc.registryId)!);
    expect(starc.lastPoints).toEqual([before.get(starc.registryId)!]);
    expect(squad.filter((p) => p.registryId).every((p) => p.seriesPoints === before.get(p.registryId) && p.lastPoints.length === 1)).toBe(true);
    expect(squad.find((p) => p.id === newcomer.id)).toMatchObject({ seriesPoints: 0, lastPoints: [] });
  });
});

describe('line-ups', () => {
  let imported: Awaited<ReturnType<typeof importMatch>>;
  let xi: number[];

  beforeAll(async () => {
    imported = await importMatch(server, admin, 23 * DAY);
    // The file names twelve of one side (an impact player): the first eleven of each play.
    const { teamA, teamB } = imported.match;
    xi = [teamA, teamB].flatMap((side) => imported.players.filter((p) => p.team === side).slice(0, 11).map((p) => p.id));
  });

  it('claims nothing before they are announced, whatever a player\'s status', async () => {
    const squad = await squadOf(imported.match.id);
    expect(squad.some((p) => p.playingStatus)).toBe(true);
    expect(squad.every((p) => p.lineup === null)).toBe(true);
    expect((await server.api.get(`/api/matches/${imported.match.id}`)).body.lineupsAnnouncedAt).toBeNull();
  });

  it('are announced in one action: the XIs play, the rest of the squads do not, and the match says when', async () => {
    const asked = clock.now().getTime();
    const response = await server.api.post(`/api/admin/matches/${imported.match.id}/lineups`, { playerIds: xi }, { token: admin.token });
    expect(response.status).toBe(200);
    const announced = Date.parse(response.body.lineupsAnnouncedAt);
    expect(announced).toBeGreaterThanOrEqual(asked);
    expect(announced).toBeLessThanOrEqual(clock.now().getTime());
    expect((await server.api.get(`/api/matches/${imported.match.id}`)).body.lineupsAnnouncedAt).toBe(response.body.lineupsAnnouncedAt);
    const upcoming = (await server.api.get('/api/matches/upcoming?limit=200')).body as { id: number; lineupsAnnouncedAt: string | null }[];
    expect(upcoming.find((m) => m.id === imported.match.id)?.lineupsAnnouncedAt).toBe(response.body.lineupsAnnouncedAt);
    const squad = await squadOf(imported.match.id);
    expect(squad.filter((p) => p.lineup === 'PLAYING').map((p) => p.id).sort()).toEqual([...xi].sort());
    expect(squad.filter((p) => p.lineup === 'NOT_PLAYING')).toHaveLength(squad.length - 22);
    expect(squad.every((p) => p.playingStatus === (p.lineup === 'PLAYING'))).toBe(true);
    const audit = await server.api.get('/api/admin/audit?kind=lineups.announced', { token: admin.token });
    expect(audit.body[0]).toMatchObject({ actorId: admin.id, details: { matchId: imported.match.id, playerIds: xi } });
  });

  it('announced again replace the first ones', async () => {
    const bench = imported.players.find((p) => !xi.includes(p.id))!;
    const dropped = xi.find((id) => imported.players.find((p) => p.id === id)!.team === bench.team)!;
    const swapped = [...xi.filter((id) => id !== dropped), bench.id];
    expect((await server.api.post(`/api/admin/matches/${imported.match.id}/lineups`, { playerIds: swapped }, { token: admin.token })).status).toBe(200);
    const squad = await squadOf(imported.match.id);
    expect(squad.find((p) => p.id === bench.id)?.lineup).toBe('PLAYING');
    expect(squad.find((p) => p.id === dropped)?.lineup).toBe('NOT_PLAYING');
  });

  it('refuses a list that is not eleven of each side from the squads, with a 400 naming playerIds, and changes nothing', async () => {
    const url = `/api/admin/matches/${imported.match.id}/lineups`;
    const { teamA } = imported.match;
    const cases: [unknown, string][] = [
      [{ playerIds: xi.slice(1) }, `playerIds must name the playing XI of both sides, 11 players each: ${teamA} has 10.`],
      [{ playerIds: [...xi.slice(0, 10), ...xi.slice(11)] }, `playerIds must name the playing XI of both sides, 11 players each: ${teamA} has 10.`],
      [{ playerIds: [...xi, 999999] }, `playerIds: player 999999 is not in the squads of match ${imported.match.id}.`],
      [{ playerIds: [...xi.slice(1), xi[1]] }, `playerIds: ${imported.players.find((p) => p.id === xi[1])!.name} named more than once; name each player once.`],
      [{ playerIds: 'all' }, 'playerIds must be a list of player ids.'],
      [{}, 'playerIds must be a list of player ids.'],
    ];
    const before = await squadOf(imported.match.id);
    for (const [body, message] of cases) expect(await server.api.post(url, body, { token: admin.token })).toMatchObject({ status: 400, body: { message } });
    expect((await squadOf(imported.match.id)).map((p) => p.lineup)).toEqual(before.map((p) => p.lineup));
  });

  it('are for admins only (401, 403 before the body is read), and for a match that is there and not over', async () => {
    const url = `/api/admin/matches/${imported.match.id}/lineups`;
    expect((await server.api.post(url, {})).status).toBe(401);
    expect((await server.api.post(url, {}, { token: player.token })).status).toBe(403);
    expect(await server.api.post('/api/admin/matches/999999/lineups', { playerIds: xi }, { token: admin.token })).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
    const other = await createMatch(server, admin, { startTime: inFuture(24 * DAY) });
    await server.api.post(`/api/matches/${other.id}/abandon`, undefined, { token: admin.token });
    expect(await server.api.post(`/api/admin/matches/${other.id}/lineups`, { playerIds: xi }, { token: admin.token })).toMatchObject({
      status: 409,
      body: { message: `Match ${other.id} is ABANDONED; its line-ups can no longer change.` },
    });
  });
});

describe("the crowd's picks", () => {
  /** Enters `count` more teams of the squad (each a different valid team) in the contest, three users' worth at most twenty each. */
  async function enterTeams(contestId: number, squad: readonly SquadPlayer[], count: number, from: number): Promise<TeamPick[]> {
    const { teams, entries } = server.app.services;
    const picks: TeamPick[] = [];
    for (let index = from; index < from + count; index += 1) {
      const owner = entrants[Math.floor(index / 20)]!;
      const pick = variedTeam(squad as PlayerView[], index + 1)!;
      const team = await teams.create(owner.id, { contestId, playerIds: [...pick.playerIds], captainId: pick.captainId!, viceCaptainId: pick.viceCaptainId! });
      await entries.join(owner.id, { contestId, teamId: team.id });
      picks.push(pick);
    }
    return picks;
  }
  const share = (picks: readonly TeamPick[], of: (pick: TeamPick) => boolean) =>
    Math.round((picks.filter(of).length * 1000) / picks.length) / 10;
  let entrants: TestAccount[];

  beforeAll(async () => {
    entrants = [await createUser(server), await createUser(server), await createUser(server)];
  });

  it('stay null before the deadline under 50 entered teams, show from 50, and are counted at most a minute ago', async () => {
    const imported = await importMatch(server, admin, 25 * DAY);
    const contest = await createContest(server, admin, imported.match.id, { name: 'Free Contest', entryFee: 0, prizePool: 100, spots: 1000, maxTeamsPerUser: 20 });
    // A team made but entered nowhere does not count.
    await server.app.services.teams.create(entrants[0]!.id, { contestId: contest.id, ...(variedTeam(imported.players as PlayerView[], 999) as { playerIds: number[]; captainId: number; viceCaptainId: number }) });
    const picks = await enterTeams(contest.id, imported.players, 49, 0);
    const hidden = await pickerOf(contest.id);
    expect(hidden.every((p) => p.selectedBy === null && p.captainBy === null && p.viceCaptainBy === null)).toBe(true);

    picks.push(...(await enterTeams(contest.id, imported.players, 1, 49)));
    // The count read a moment ago stands until it is a minute old: no one reads it per view.
    expect((await pickerOf(contest.id)).every((p) => p.selectedBy === null)).toBe(true);
    clock.advance(61_000);
    const shown = await pickerOf(contest.id);
    for (const p of shown) {
      expect(p.selectedBy).toBe(share(picks, (pick) => pick.playerIds.includes(p.id)));
      expect(p.captainBy).toBe(share(picks, (pick) => pick.captainId === p.id));
      expect(p.viceCaptainBy).toBe(share(picks, (pick) => pick.viceCaptainId === p.id));
    }
    expect(shown.reduce((sum, p) => sum + p.selectedBy!, 0)).toBeCloseTo(1100, 5);
    expect(shown.reduce((sum, p) => sum + p.captainBy!, 0)).toBeCloseTo(100, 5);
    // The match's squad carries the same.
    expect((await squadOf(imported.match.id)).map((p) => p.selectedBy)).toEqual(shown.map((p) => p.selectedBy));
  });

  it('are rounded to one decimal of a percent', async () => {
    const imported = await importMatch(server, admin, 26 * DAY);
    const contest = await createContest(server, admin, imported.match.id, { name: 'Free Contest', entryFee: 0, prizePool: 100, spots: 1000, maxTeamsPerUser: 20 });
    const picks = await enterTeams(contest.id, imported.players, 53, 0);
    clock.advance(61_000);
    const shown = await pickerOf(contest.id);
    expect(shown.every((p) => Number.isInteger(p.selectedBy! * 10))).toBe(true);
    // 53 teams: shares like 3 of 53 (5.66...) are shown as 5.7.
    expect(shown.some((p) => !Number.isInteger(p.selectedBy!))).toBe(true);
    for (const p of shown) expect(p.selectedBy).toBe(share(picks, (pick) => pick.playerIds.includes(p.id)));
  });

  it('are shown after the deadline however few teams are entered, and count only teams still entered', async () => {
    const imported = await importMatch(server, admin, 27 * DAY);
    const contest = await createContest(server, admin, imported.match.id, { name: 'Free Contest', entryFee: 0, prizePool: 100, spots: 1000, maxTeamsPerUser: 20 });
    const picks = await enterTeams(contest.id, imported.players, 3, 0);
    // A team whose only entry was refunded (its contest cancelled) is no longer entered.
    const cancelled = await createContest(server, admin, imported.match.id, { name: 'Cancelled League', entryFee: 0, prizePool: 100, spots: 100 });
    await enterTeams(cancelled.id, imported.players, 1, 3);
    expect((await server.api.post(`/api/contests/${cancelled.id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
    expect((await pickerOf(contest.id)).every((p) => p.selectedBy === null)).toBe(true);
    clock.passTo(imported.match.startTime);
    const shown = await pickerOf(contest.id);
    for (const p of shown) expect(p.selectedBy).toBe(share(picks, (pick) => pick.playerIds.includes(p.id)));
    expect(shown.some((p) => p.selectedBy === 33.3)).toBe(true);
  });
});

describe('after the match starts', () => {
  it('keeps match, side, role, credit and points fixed (points come from scoring), lets name, image and status change, and refuses adds and deletes', async () => {
    const started = await createMatch(server, admin, { startTime: inFuture(40 * DAY) });
    const created = await createPlayer(server, admin, started.id);
    clock.passTo(started.startTime);
    const body = form({ matchId: started.id, name: 'V Kohli', credit: 9.5, role: 'Batsman' });

    const credit = await server.api.put(`/api/players/${created.id}`, { ...body, credit: 11 }, { token: admin.token });
    expect(credit.status).toBe(409);
    expect(credit.body.message).toContain('(credit changed)');
    const points = await server.api.put(`/api/players/${created.id}`, { ...body, points: 54 }, { token: admin.token });
    expect(points.status).toBe(409);
    expect(points.body.message).toContain('points come from its scoring (points changed)');
    const renamed = await server.api.put(`/api/players/${created.id}`, { ...body, name: 'Virat Kohli', imageUrl: 'https://img.example/vk.png' }, { token: admin.token });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Virat Kohli', imageUrl: 'https://img.example/vk.png', points: 0 } });
    const added = await server.api.post('/api/players', form({ matchId: started.id }), { token: admin.token });
    expect(added).toMatchObject({ status: 409, body: { message: `Match ${started.id} has started; its squads are fixed.` } });
    const deleted = await server.api.delete(`/api/players/${created.id}`, { token: admin.token });
    expect(deleted.status).toBe(409);
  });
});
