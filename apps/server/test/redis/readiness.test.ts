import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.ts';
import { startOwnRedis, stopAllOwnRedis, type OwnRedis } from '../own-redis.ts';
import { until } from '../server-processes.ts';
import { connectStomp } from '../stomp-client.ts';
import { startTestServer, type TestServer } from '../test-server.ts';

// One server on a Redis of the test's own, which is stopped and started again (never the shared one).

let redis: OwnRedis;
let server: TestServer;

beforeAll(async () => {
  redis = await startOwnRedis();
  server = await startTestServer({ env: { REDIS_URL: redis.url, AUTH_RATE_LIMIT: '1000' } });
});

afterAll(async () => {
  await redis?.start(); // the server's close clears its keys
  await server?.close();
  await stopAllOwnRedis();
});

describe('one server while its Redis is stopped and started again', () => {
  it('signs in, opens live connections, pushes to its own subscribers, says it is not ready, and is ready again once Redis is back', async () => {
    const player = await createUser(server);
    let version = 1;
    server.app.services.hub.addTopic({ pattern: /^\/topic\/outage$/, load: async () => ({ version }) });
    const stomp = await connectStomp(server.url, player.token);
    try {
      await stomp.subscribe('/topic/outage');
      await stomp.waitFor('/topic/outage', 1);
      expect((await server.api.get('/readyz')).body).toMatchObject({ status: 'ready', redis: 'ok' });

      await redis.stop();
      // Sign-in counts its tries in Redis: this process counts them itself meanwhile.
      for (let i = 0; i < 3; i++) {
        const login = await server.api.post('/api/auth/login', { email: player.email, password: player.password });
        expect(login.status).toBe(200);
      }
      const wrong = await server.api.post('/api/auth/login', { email: player.email, password: 'not-my-password-1' });
      expect(wrong.status).toBe(401);
      // A live connection opens meanwhile (its account's connections counted in the process).
      const during = await connectStomp(server.url, player.token);
      await during.close();
      // A change published here reaches this process's subscribers without Redis.
      version = 2;
      await server.app.services.hub.refresh('/topic/outage');
      await stomp.waitUntil('/topic/outage', (frames) => (frames.at(-1) as { version: number }).version === 2);
      const unready = await server.api.get('/readyz');
      expect(unready.status).toBe(503);
      expect(unready.body).toMatchObject({ status: 'unavailable', database: 'ok', redis: 'unreachable', message: 'This server cannot reach Redis just now.' });

      await redis.start();
      await until(async () => (await server.api.get('/readyz')).status, (status) => status === 200, 100);
      version = 3;
      await server.app.services.hub.refresh('/topic/outage');
      await stomp.waitUntil('/topic/outage', (frames) => (frames.at(-1) as { version: number }).version === 3);
    } finally {
      await stomp.close();
    }
  });
});
