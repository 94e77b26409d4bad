import { describe, expect, it } from 'vitest';
import { createAdmin, createContest, createMatch } from '../factories.ts';
import { startTestServer } from '../test-server.ts';

// Runs only when REDIS_URL is set (see vitest.config.ts): the second CI run.
describe('the catalogue across server processes (Redis pub/sub)', () => {
  it('shows a contest made on one server in the cached list of another', async () => {
    const prefix = `crease-test-catalogue-${Date.now()}:`;
    const env = { JWT_SECRET: 'one-deployment-one-secret-for-every-process' };
    const one = await startTestServer({ env, redisKeyPrefix: prefix });
    const two = await startTestServer({ env, redisKeyPrefix: prefix, database: one.database });
    try {
      const admin = await createAdmin(one);
      const match = await createMatch(one, admin);
      // Server two caches the list; then server one adds to it.
      await expect.poll(async () => (await two.api.get('/api/matches/upcoming')).body.map((m: { id: number }) => m.id)).toContain(match.id);
      expect((await two.api.get(`/api/contests?matchId=${match.id}`)).body).toEqual([]);
      const contest = await createContest(one, admin, match.id);
      await expect
        .poll(async () => (await two.api.get(`/api/contests?matchId=${match.id}`)).body.map((c: { id: number }) => c.id))
        .toEqual([contest.id]);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
