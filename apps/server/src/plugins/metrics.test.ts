import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch } from '../../test/factories.ts';
import { connectStomp } from '../../test/stomp-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const TOKEN = 'scrape-me-with-this-token-0123456789';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});

afterAll(async () => {
  await server?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series (its name with labels, exactly as Prometheus prints it); 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers 401 without the token or with another, and names what to send', async () => {
    const without = await server.api.get('/metrics');
    expect(without.status).toBe(401);
    expect(without.body.message).toBe('Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
    expect((await server.api.get('/metrics', { headers: { Authorization: 'Bearer not-the-metrics-token' } })).status).toBe(401);
    // A player's sign-in token is not the metrics token either.
    const player = await createUser(server);
    expect((await server.api.get('/metrics', { token: player.token })).status).toBe(401);
  });

  it('counts requests per route pattern, not per URL, with their latency', async () => {
    const series = 'crease_http_request_duration_seconds_count{method="GET",route="/api/contests/:id",status="404"}';
    const before = valueOf(await scrape(), series);
    for (const id of [987_654, 987_655, 987_656]) expect((await server.api.get(`/api/contests/${id}`)).status).toBe(404);
    const after = await scrape();
    expect(valueOf(after, series)).toBe(before + 3);
    expect(after).not.toContain('/api/contests/987654');
    expect(after).toMatch(/crease_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/contests\/:id",status="404"\} \d+/);
    // Node's own: the event loop's delay among them.
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
  });

  it('moves the joins, the read cache, and the live connections and subscriptions as players use them', async () => {
    const admin = await createAdmin(server);
    const { match, players: squad } = await importMatch(server, admin);
    const contest = await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 });
    const player = await createUser(server);
    const team = await createTeam(server, player, contest.id, squad);

    const before = await scrape();
    expect((await server.api.post('/api/join-contest', { contestId: contest.id, teamId: team.id }, { token: player.token })).status).toBe(201);
    // Twice: the second reading of the list comes from the read cache.
    for (let i = 0; i < 2; i++) expect((await server.api.get(`/api/contests?matchId=${match.id}`)).status).toBe(200);
    const stomp = await connectStomp(server.url, player.token);
    try {
      await stomp.subscribe(`/topic/contests/${contest.id}/leaderboard`);
      await stomp.waitFor(`/topic/contests/${contest.id}/leaderboard`, 1);
      const after = await scrape();
      expect(valueOf(after, 'crease_joins_total')).toBe(valueOf(before, 'crease_joins_total') + 1);
      expect(valueOf(after, 'crease_joins_joined_total')).toBe(valueOf(before, 'crease_joins_joined_total') + 1);
      expect(valueOf(after, 'crease_read_cache_hits_total')).toBeGreaterThan(valueOf(before, 'crease_read_cache_hits_total'));
      expect(valueOf(after, 'crease_read_cache_entries')).toBeGreaterThan(0);
      expect(valueOf(after, 'crease_live_connections')).toBe(1);
      expect(valueOf(after, 'crease_live_subscriptions')).toBe(1);
      expect(valueOf(after, 'crease_settlement_contests_pending')).toBe(0);
    } finally {
      await stomp.close();
    }
    expect(valueOf(await scrape(), 'crease_live_connections')).toBe(0);
  });
});

describe('the Grafana dashboard in deploy/', () => {
  it('charts only series the server exposes', async () => {
    const dashboard = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/grafana-dashboard.json'), 'utf8');
    const charted = new Set([...dashboard.matchAll(/\b((?:crease|nodejs|process)_[a-z0-9_]+)/g)].map((found) => found[1]!.replace(/_(bucket|count|sum)$/, '')));
    const exposed = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) /gm)].map((found) => found[1]!));
    // The pool's series exist on PostgreSQL only, Redis's with Redis only.
    const here = [...charted].filter(
      (name) => !(name.startsWith('crease_db_pool_') && server.database.kind === 'pglite') && !(name.startsWith('crease_redis_') && !process.env.REDIS_URL),
    );
    expect(here.length).toBeGreaterThan(20);
    expect(here.filter((name) => !exposed.has(name) && !exposed.has(name.replace(/_total$/, '')))).toEqual([]);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there: 404', async () => {
    const plain = await startTestServer();
    try {
      const response = await plain.api.get('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('There are no metrics here: set METRICS_TOKEN to serve them.');
    } finally {
      await plain.close();
    }
  });
});
