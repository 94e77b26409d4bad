import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionKey, type MatchScorecardView } from '@crease/game';
import { DemoReplay } from '../../src/seed/demo-replay.ts';
import { ensureRivals, seedDemoLive } from '../../src/seed/demo-matches.ts';
import { until } from '../server-processes.ts';
import { startTestServer, type TestServer } from '../test-server.ts';

// The demo's live replay on PostgreSQL when a ball's transaction loses its connection (its
// backend terminated while it waits for the match): the replay posts that ball again and plays
// on, rather than stopping for good.

let server: TestServer;
let matchId: number;

beforeAll(async () => {
  server = await startTestServer();
  matchId = (await seedDemoLive(server.app.services, await ensureRivals(server.app.services)))!;
}, 60_000);

afterAll(() => server?.close());

const lastPosition = async () => {
  const card: MatchScorecardView = (await server.api.get(`/api/matches/${matchId}/scorecard`)).body;
  return card.lastBall ? positionKey(card.lastBall) : 0;
};

describe('the demo replay when the database cuts a ball off', () => {
  it('posts the ball again and plays on', async () => {
    const replay = new DemoReplay(server.app.services, { ballSeconds: 0.05, log: server.app.server.log, retryMs: 50 });
    try {
      expect(await replay.start()).toEqual([matchId]);
      await until(lastPosition, (position) => position > 0);

      const holder = new pg.Client({ connectionString: (server.database as { url?: string }).url });
      holder.on('error', () => {});
      await holder.connect();
      let reached: number;
      try {
        await holder.query('begin');
        await holder.query('select 1 from matches where id = $1 for update', [matchId]);
        // The next ball waits for the match row; its connection is cut while it waits (only what
        // waits on this connection: a background job may be waiting on a lock of its own).
        const waiting = 'select pid from pg_stat_activity where datname = current_database() and pg_backend_pid() = any(pg_blocking_pids(pid))';
        await until(async () => (await holder.query(waiting)).rowCount ?? 0, (count) => count > 0);
        reached = await lastPosition();
        const cut = await holder.query(`select pg_terminate_backend(pid) from (${waiting}) waiting`);
        expect(cut.rowCount).toBeGreaterThan(0);
        await holder.query('rollback');
      } finally {
        await holder.end();
      }
      // It carries on past the ball that was cut off.
      await until(lastPosition, (position) => position > reached + 2);
    } finally {
      replay.stop();
    }
  });
});
