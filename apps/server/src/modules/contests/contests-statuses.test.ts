// The public contest list by several statuses at once (?status=UPCOMING,LIVE): filtered on the
// server, paged by keyset across the filter, each contest once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestView } from '@crease/game';
import { createAdmin, createContest, createMatch, type TestAccount } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
const ids = { upcoming: [] as number[], live: [] as number[], completed: [] as number[], cancelled: [] as number[] };

const nextOf = (link: string | null) => (link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : undefined);

async function walk(path: string): Promise<{ contests: ContestView[]; pages: number; links: string[] }> {
  const contests: ContestView[] = [];
  const links: string[] = [];
  let pages = 0;
  for (let next: string | undefined = path; next !== undefined; ) {
    const response = await server.api.get(next);
    expect(response.status).toBe(200);
    contests.push(...response.body);
    pages += 1;
    next = nextOf(response.headers.get('link'));
    if (next) links.push(next);
  }
  return { contests, pages, links };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  const hour = 3_600_000;
  // Three matches: one to stay upcoming, one started (live), one started and completed.
  const later = await createMatch(server, admin, { startTime: new Date(Date.now() + 30 * hour).toISOString() });
  const live = await createMatch(server, admin, { startTime: new Date(Date.now() + 20 * hour).toISOString() });
  const done = await createMatch(server, admin, { startTime: new Date(Date.now() + 10 * hour).toISOString() });
  for (let n = 0; n < 7; n += 1) ids.upcoming.push((await createContest(server, admin, later.id, { name: `Later ${n}`, entryFee: 0, prizePool: 0 })).id);
  for (let n = 0; n < 6; n += 1) ids.live.push((await createContest(server, admin, live.id, { name: `Live ${n}`, entryFee: 0, prizePool: 0 })).id);
  for (let n = 0; n < 5; n += 1) ids.completed.push((await createContest(server, admin, done.id, { name: `Done ${n}`, entryFee: 0, prizePool: 0 })).id);
  const called = await createContest(server, admin, later.id, { name: 'Called off', entryFee: 0, prizePool: 0 });
  expect((await server.api.post(`/api/contests/${called.id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
  ids.cancelled.push(called.id);
  for (const [id, action] of [[done.id, 'start'], [done.id, 'complete'], [live.id, 'start']] as const) {
    expect((await server.api.post(`/api/matches/${id}/${action}`, undefined, { token: admin.token })).status).toBe(200);
  }
});
afterAll(() => server?.close());

const mine = (contests: ContestView[]) => {
  const all = new Set(Object.values(ids).flat());
  return contests.filter((contest) => all.has(contest.id));
};

describe('the contest list by several statuses', () => {
  it('answers the unfinished contests only, live ones first (their match started earlier), each once, a page of 4 at a time', async () => {
    const walked = await walk('/api/contests?status=UPCOMING,LIVE&limit=4');
    const found = mine(walked.contests);
    expect(found.map((contest) => contest.id)).toEqual([...ids.live, ...ids.upcoming]);
    expect(new Set(walked.contests.map((contest) => contest.status))).toEqual(new Set(['UPCOMING', 'LIVE']));
    expect(new Set(walked.contests.map((contest) => contest.id)).size).toBe(walked.contests.length);
    expect(walked.pages).toBe(Math.ceil(walked.contests.length / 4));
    // Every next page keeps both statuses and the limit.
    for (const link of walked.links) expect(decodeURIComponent(link)).toMatch(/^\/api\/contests\?status=UPCOMING,LIVE&limit=4&before=\d+_\d+$/);
  });

  it('counts the list across its pages', async () => {
    const first = await server.api.get('/api/contests?status=UPCOMING,LIVE&limit=4');
    expect(first.headers.get('x-total-count')).toBe(String(ids.live.length + ids.upcoming.length));
  });

  it('reads the statuses in any order and any mix, and one status as before', async () => {
    const finished = await walk('/api/contests?status=CANCELLED,COMPLETED&limit=2');
    expect(mine(finished.contests).map((contest) => contest.id)).toEqual([...ids.completed, ...ids.cancelled]);
    const liveAndDone = await walk('/api/contests?status=LIVE,COMPLETED&limit=3');
    expect(mine(liveAndDone.contests).map((contest) => contest.id)).toEqual([...ids.completed, ...ids.live]);
    const upcoming = await walk('/api/contests?status=UPCOMING');
    expect(mine(upcoming.contests).map((contest) => contest.id)).toEqual(ids.upcoming);
    const repeated = await walk('/api/contests?status=LIVE,LIVE');
    expect(mine(repeated.contests).map((contest) => contest.id)).toEqual(ids.live);
  });

  it.each(['FINISHED', 'UPCOMING,FINISHED', 'upcoming', '', 'UPCOMING,'])('refuses ?status=%s with a 400 naming status', async (status) => {
    const response = await server.api.get(`/api/contests?status=${status}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('status must be one or more of UPCOMING, LIVE, COMPLETED, CANCELLED, separated by commas (?status=UPCOMING,LIVE).');
  });
});
