import { describe, expect, it } from 'vitest';
import { createUser } from '../factories.ts';
import { connectStomp } from '../stomp-client.ts';
import { startTestServer } from '../test-server.ts';

// Runs only when REDIS_URL is set (see vitest.config.ts): the second CI run.
describe('live topics across server processes (Redis pub/sub)', () => {
  it('delivers a change made on one server to a subscriber connected to another', async () => {
    const prefix = `crease-test-shared-${Date.now()}:`;
    const env = { JWT_SECRET: 'one-deployment-one-secret-for-every-process' };
    const one = await startTestServer({ env, redisKeyPrefix: prefix });
    const two = await startTestServer({ env, redisKeyPrefix: prefix, database: one.database });
    try {
      let version = 0;
      for (const s of [one, two]) s.app.services.hub.addTopic({ pattern: /^\/topic\/shared$/, load: async () => ({ version }) });
      const account = await createUser(one);
      const stomp = await connectStomp(two.url, account.token);
      await stomp.subscribe('/topic/shared');
      await stomp.waitFor('/topic/shared', 1);
      version = 7;
      await one.app.services.hub.refresh('/topic/shared');
      const seen = await stomp.waitUntil('/topic/shared', (list) => (list.at(-1) as { version: number }).version === 7);
      expect(seen.at(-1)).toEqual({ version: 7 });
      await stomp.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
