// The public contest list a page at a time: keyset positions in the Link header, the total, the
// filters, and index scans behind it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestView } from '@crease/game';
import { createAdmin, createContest, createMatch, type TestAccount } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { contestPageQuery } from './contests.queries.ts';

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

const nextOf = (link: string | null) => (link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : undefined);

/** Every page of a list, following each Link as a client does. */
async function walk(path: string): Promise<{ ids: number[]; pages: number; totals: string[] }> {
  const ids: number[] = [];
  const totals: string[] = [];
  let pages = 0;
  for (let next: string | undefined = path; next !== undefined; ) {
    const response = await server.api.get(next);
    expect(response.status).toBe(200);
    ids.push(...response.body.map((contest: ContestView) => contest.id));
    totals.push(response.headers.get('x-total-count') ?? '');
    pages += 1;
    next = nextOf(response.headers.get('link'));
  }
  return { ids, pages, totals };
}

describe('the contest list, a page at a time', () => {
  let early: { id: number };
  let late: { id: number };
  let earlyContests: number[];
  let lateContests: number[];

  beforeAll(async () => {
    early = await createMatch(server, admin, { startTime: new Date(Date.now() + 5 * 24 * 3_600_000).toISOString() });
    late = await createMatch(server, admin, { startTime: new Date(Date.now() + 9 * 24 * 3_600_000).toISOString() });
    earlyContests = [];
    lateContests = [];
    for (let n = 0; n < 70; n += 1) earlyContests.push((await createContest(server, admin, early.id, { name: `Early ${n}`, entryFee: 0, prizePool: 0 })).id);
    for (let n = 0; n < 40; n += 1) lateContests.push((await createContest(server, admin, late.id, { name: `Late ${n}`, entryFee: 0, prizePool: 0 })).id);
  });

  it('answers 50 at a time by start time, says how many in all, and links the next page until the last', async () => {
    const first = await server.api.get(`/api/contests?matchId=${early.id}`);
    expect(first.body).toHaveLength(50);
    expect(first.headers.get('x-total-count')).toBe('70');
    const next = nextOf(first.headers.get('link'))!;
    expect(next).toMatch(new RegExp(`^/api/contests\\?matchId=${early.id}&before=\\d+_${earlyContests[49]}$`));
    const second = await server.api.get(next);
    expect(second.body.map((contest: ContestView) => contest.id)).toEqual(earlyContests.slice(50));
    expect(second.headers.get('link')).toBeNull();
  });

  it('keeps the filters and the limit in the next page, and walks every contest exactly once', async () => {
    const both = await walk(`/api/contests?status=UPCOMING&limit=30`);
    const mine = both.ids.filter((id) => earlyContests.includes(id) || lateContests.includes(id));
    // The earlier match's contests first, each once.
    expect(mine).toEqual([...earlyContests, ...lateContests]);
    expect(new Set(both.ids).size).toBe(both.ids.length);
    expect(both.pages).toBeGreaterThanOrEqual(4);
    expect(new Set(both.totals)).toEqual(new Set([String(both.ids.length)]));
  });

  it('returns each contest once while contests are made during the walk', async () => {
    const seen: number[] = [];
    let next: string | undefined = `/api/contests?matchId=${late.id}&limit=15`;
    const added: number[] = [];
    while (next) {
      const response = await server.api.get(next);
      seen.push(...response.body.map((contest: ContestView) => contest.id));
      // Someone adds a contest to the same match between two pages.
      added.push((await createContest(server, admin, late.id, { name: `Added ${added.length}`, entryFee: 0, prizePool: 0 })).id);
      next = nextOf(response.headers.get('link'));
    }
    const existing = seen.filter((id) => lateContests.includes(id));
    expect(existing).toEqual(lateContests);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each([
    ['?limit=0', 'limit must be above 0.'],
    ['?limit=201', 'limit can be at most 200.'],
    ['?limit=ten', 'limit must be a number.'],
    ['?before=12', 'before is not a position in this list: follow the Link header of the page before.'],
    ['?before=abc_1', 'before is not a position in this list: follow the Link header of the page before.'],
    ['?before=1795000000000_0', 'before is not a position in this list: follow the Link header of the page before.'],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    expect(await server.api.get(`/api/contests${query}`)).toMatchObject({ status: 400, body: { message } });
  });

  it('pages the upcoming matches and, for admins, every match, the same way', async () => {
    const upcoming = await server.api.get('/api/matches/upcoming?limit=1');
    expect(upcoming.body).toHaveLength(1);
    expect(Number(upcoming.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    const second = await server.api.get(nextOf(upcoming.headers.get('link'))!);
    expect(second.body[0].id).not.toBe(upcoming.body[0].id);
    const all = await server.api.get('/api/matches?limit=1', { token: admin.token });
    expect(all.body).toHaveLength(1);
    expect(nextOf(all.headers.get('link'))).toMatch(/^\/api\/matches\?limit=1&before=\d+_\d+$/);
  });

  it('keeps a contest in its match\'s place when the match moves to another day', async () => {
    await server.api.put(`/api/matches/${early.id}`, { teamA: 'India', teamB: 'Australia', startTime: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString() }, { token: admin.token });
    const all = await walk('/api/contests?status=UPCOMING&limit=200');
    const mine = all.ids.filter((id) => earlyContests.includes(id) || lateContests.includes(id));
    expect(mine).toEqual([...lateContests, ...earlyContests]);
  });
});

describe('the indexes behind the lists', () => {
  it('reads the list by status and by match with an index scan', async () => {
    const match = await createMatch(server, admin);
    await server.database.db.execute(sql`
      insert into contests (match_id, starts_at, name, entry_fee_paise, prize_pool_paise, status, result_distributed, spots, max_teams_per_user, prizes)
      select ${match.id}, now() + (n || ' minutes')::interval, 'Bulk ' || n, 0, 0,
             (array['UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED'])[1 + n % 4], n % 4 = 2, null, 1, '[]'::jsonb
      from generate_series(1, 5000) as n`);
    await server.database.db.execute(sql`analyze contests`);
    const plan = async (filter: Parameters<typeof contestPageQuery>[1]) => {
      const { sql: text, params } = contestPageQuery(server.database.db, filter, { limit: 51 }).toSQL();
      const rows = await server.database.prepared<Record<string, string>>(`explain-${Math.random()}`, `explain ${text}`, params);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };
    // Read in the list's order from an index (the planner may take the status index, or walk the
    // start-time index and filter the status): never the whole table, never a sort.
    for (const filter of [{ stored: ['COMPLETED' as const] }, { matchId: match.id }, {}]) {
      const found = await plan(filter);
      expect(found).toMatch(/Index (Only )?Scan using contests_(status_|match_)?list_idx/);
      expect(found).not.toMatch(/Seq Scan|Sort/);
    }

    // (The completed ones are settled, as completed contests in a list are: otherwise the server's
    // settlement would work through 1,250 of them while the test reads.)
    // Rows made in SQL, each with its own start time: positions come from the stored key.
    const walked = await walk(`/api/contests?matchId=${match.id}&limit=200`);
    expect(walked.ids.length).toBe(5000);
    expect(new Set(walked.ids).size).toBe(5000);
  });
});
