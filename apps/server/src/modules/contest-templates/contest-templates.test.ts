// Contest templates: named sets of contests an admin keeps, applies to a match in one action, or
// has applied to every match created or imported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestTemplateView, ContestView } from '@crease/game';
import { createAdmin, createMatch, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const MEGA = { name: 'Mega Contest', entryFee: 49, prizePool: 40_000, spots: 1000, prizes: [{ fromRank: 1, toRank: 1, amount: 10_000 }, { fromRank: 2, toRank: 100, amount: 300 }] };
const HEAD_TO_HEAD = { name: 'Head to Head', entryFee: 100, prizePool: 180, spots: 2, flexible: true };
const PRACTICE = { name: 'Practice', entryFee: 0, prizePool: 0, spots: null, maxTeamsPerUser: 6 };

const templates = {
  list: (query = '') => server.api.get(`/api/admin/contest-templates${query}`, { token: admin.token }),
  create: (body: unknown, token = admin.token) => server.api.post('/api/admin/contest-templates', body, { token }),
  update: (id: number, body: unknown) => server.api.put(`/api/admin/contest-templates/${id}`, body, { token: admin.token }),
  remove: (id: number) => server.api.delete(`/api/admin/contest-templates/${id}`, { token: admin.token }),
  apply: (matchId: number, body: unknown) => server.api.post(`/api/admin/matches/${matchId}/apply-templates`, body, { token: admin.token }),
};
const contestsOf = async (matchId: number): Promise<ContestView[]> => (await server.api.get(`/api/contests?matchId=${matchId}`)).body;

describe('keeping templates', () => {
  it('makes one (201) with the contest form\'s defaults filled in, lists it, replaces it, and removes it (204)', async () => {
    const made = await templates.create({ name: 'Weekday T20', contests: [MEGA, HEAD_TO_HEAD] });
    expect(made.status).toBe(201);
    const template: ContestTemplateView = made.body;
    expect(template).toEqual({
      id: expect.any(Number),
      name: 'Weekday T20',
      autoApply: false,
      contests: [
        { name: 'Mega Contest', entryFee: 49, prizePool: 40_000, spots: 1000, maxTeamsPerUser: 1, flexible: false, prizes: MEGA.prizes },
        // No prize table: the whole pool to rank 1, as the contest form does.
        { name: 'Head to Head', entryFee: 100, prizePool: 180, spots: 2, maxTeamsPerUser: 1, flexible: true, prizes: [{ fromRank: 1, toRank: 1, amount: 180 }] },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await templates.list()).body.map((one: ContestTemplateView) => one.id)).toContain(template.id);

    const replaced = await templates.update(template.id, { name: 'Weekday T20 (small)', autoApply: false, contests: [PRACTICE] });
    expect(replaced).toMatchObject({ status: 200, body: { id: template.id, name: 'Weekday T20 (small)', contests: [{ name: 'Practice', spots: null, maxTeamsPerUser: 6 }] } });

    expect((await templates.remove(template.id)).status).toBe(204);
    expect((await templates.list()).body.map((one: ContestTemplateView) => one.id)).not.toContain(template.id);
    expect(await templates.remove(template.id)).toMatchObject({ status: 404, body: { message: `Contest template ${template.id} was not found.` } });
    expect(await templates.update(template.id, { name: 'Gone', contests: [PRACTICE] })).toMatchObject({ status: 404, body: { message: `Contest template ${template.id} was not found.` } });
  });

  it('lists them newest first, a page at a time', async () => {
    const ids: number[] = [];
    for (const name of ['Page A', 'Page B', 'Page C']) ids.push((await templates.create({ name, contests: [PRACTICE] })).body.id);
    const first = await templates.list('?limit=2');
    expect(first.body.map((one: ContestTemplateView) => one.id)).toEqual([ids[2], ids[1]]);
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link')!)![1]!;
    expect(next).toBe(`/api/admin/contest-templates?limit=2&before=${ids[1]}`);
    expect((await server.api.get(next, { token: admin.token })).body[0].id).toBe(ids[0]);
  });

  it.each<[string, unknown, string]>([
    ['no name', { contests: [PRACTICE] }, 'Template name is required.'],
    ['no contests', { name: 'Empty', contests: [] }, 'contests must hold at least one contest.'],
    ['contests that are not a list', { name: 'Odd', contests: 'MEGA' }, 'contests must be a list of contests, like the contest form without the match.'],
    ['a contest without a name', { name: 'T', contests: [PRACTICE, { ...MEGA, name: ' ' }] }, 'contests[1]: Contest name is required.'],
    ['a prize table over the pool', { name: 'T', contests: [{ ...HEAD_TO_HEAD, prizes: [{ fromRank: 1, toRank: 1, amount: 200 }] }] }, 'contests[0]: The prizes add up to ₹200, more than the prize pool of ₹180.'],
    ['a flexible contest without spots', { name: 'T', contests: [{ ...PRACTICE, flexible: true }] }, 'contests[0]: A flexible contest needs a number of spots: it runs only if they fill.'],
    ['autoApply that is not true or false', { name: 'T', autoApply: 'yes', contests: [PRACTICE] }, 'autoApply must be true or false.'],
  ])('refuses %s with a 400 naming the field', async (_what, body, message) => {
    expect(await templates.create(body)).toMatchObject({ status: 400, body: { message } });
  });

  it('is for admins only: 401 signed out, 403 for a player', async () => {
    const player = await createUser(server);
    expect((await templates.create({ name: 'Mine', contests: [PRACTICE] }, player.token)).status).toBe(403);
    expect((await server.api.get('/api/admin/contest-templates', { token: player.token })).status).toBe(403);
    expect((await server.api.post('/api/admin/contest-templates', { name: 'Mine', contests: [PRACTICE] })).status).toBe(401);
  });
});

describe('applying templates to a match', () => {
  let weekday: number;
  let practice: number;

  beforeAll(async () => {
    weekday = (await templates.create({ name: 'Weekday', contests: [MEGA, HEAD_TO_HEAD] })).body.id;
    practice = (await templates.create({ name: 'Practice only', contests: [PRACTICE] })).body.id;
  });

  it('makes every contest of the templates for the match in one action, in the order given (201)', async () => {
    const match = await createMatch(server, admin);
    const response = await templates.apply(match.id, { templateIds: [practice, weekday] });
    expect(response.status).toBe(201);
    const made: ContestView[] = response.body;
    expect(made.map((contest) => [contest.name, contest.entryFee, contest.spots, contest.matchId, contest.status, contest.entries])).toEqual([
      ['Practice', 0, null, match.id, 'UPCOMING', 0],
      ['Mega Contest', 49, 1000, match.id, 'UPCOMING', 0],
      ['Head to Head', 100, 2, match.id, 'UPCOMING', 0],
    ]);
    expect(made[1]!.prizes).toEqual(MEGA.prizes);
    expect(made[2]!.flexible).toBe(true);
    // The public list shows them at once.
    expect((await contestsOf(match.id)).map((contest) => contest.id).sort()).toEqual(made.map((contest) => contest.id).sort());
  });

  it('makes nothing when one of the templates does not exist (404 naming it)', async () => {
    const match = await createMatch(server, admin);
    const response = await templates.apply(match.id, { templateIds: [weekday, 987_654] });
    expect(response).toMatchObject({ status: 404, body: { message: 'templateIds: there is no contest template 987654.' } });
    expect(await contestsOf(match.id)).toEqual([]);
  });

  it('refuses an unknown match (404), a started one (409) and a bad body (400 naming templateIds)', async () => {
    expect(await templates.apply(999_999, { templateIds: [weekday] })).toMatchObject({ status: 404, body: { message: 'Match 999999 was not found.' } });
    const started = await createMatch(server, admin);
    expect((await server.api.post(`/api/matches/${started.id}/start`, undefined, { token: admin.token })).status).toBe(200);
    expect(await templates.apply(started.id, { templateIds: [weekday] })).toMatchObject({
      status: 409,
      body: { message: `Match ${started.id} is LIVE; contests can be added only before it starts.` },
    });
    const match = await createMatch(server, admin);
    expect(await templates.apply(match.id, { templateIds: [] })).toMatchObject({ status: 400, body: { message: 'templateIds must hold at least one template id.' } });
    expect(await templates.apply(match.id, {})).toMatchObject({ status: 400, body: { message: 'templateIds must be a list of template ids, like [1, 2].' } });
    expect(await templates.apply(match.id, { templateIds: [weekday, weekday] })).toMatchObject({ status: 400, body: { message: 'templateIds must name each template once.' } });
    expect(await contestsOf(match.id)).toEqual([]);
  });
});

describe('a template applied to every new match', () => {
  it('makes its contests for each match created or imported, until it is no longer marked', async () => {
    const auto = (await templates.create({ name: 'Every match', autoApply: true, contests: [PRACTICE, HEAD_TO_HEAD] })).body as ContestTemplateView;
    expect(auto.autoApply).toBe(true);

    const created = await createMatch(server, admin);
    expect((await contestsOf(created.id)).map((contest) => contest.name)).toEqual(['Practice', 'Head to Head']);
    const imported = await importMatch(server, admin);
    expect((await contestsOf(imported.match.id)).map((contest) => contest.name)).toEqual(['Practice', 'Head to Head']);

    expect((await templates.update(auto.id, { name: 'Every match', autoApply: false, contests: [PRACTICE, HEAD_TO_HEAD] })).status).toBe(200);
    const after = await createMatch(server, admin);
    expect(await contestsOf(after.id)).toEqual([]);
    expect((await templates.remove(auto.id)).status).toBe(204);
  });
});
