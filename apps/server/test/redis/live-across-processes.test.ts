import { describe, expect, it } from 'vitest';
import { createUser } from '../factories.ts';
import { connectFrame, connectStomp, openRawStomp } from '../stomp-client.ts';
import { startTestServer, type TestServer } from '../test-server.ts';

/** Two server processes of one deployment (one database, one Redis key prefix), closed after `work`. */
async function withTwoProcesses(name: string, work: (one: TestServer, two: TestServer) => Promise<void>): Promise<void> {
  const prefix = `crease-test-shared-${Date.now()}-${name}:`;
  const env = { JWT_SECRET: 'one-deployment-one-secret-for-every-process' };
  const one = await startTestServer({ env, redisKeyPrefix: prefix });
  const two = await startTestServer({ env, redisKeyPrefix: prefix, database: one.database });
  try {
    await work(one, two);
  } finally {
    await two.close();
    await one.close();
  }
}

// Runs only when REDIS_URL is set (see vitest.config.ts): the second CI run.
describe('live topics across server processes (Redis pub/sub)', () => {
  it('delivers a change made on one server to a subscriber connected to another', () =>
    withTwoProcesses('topics', async (one, two) => {
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
    }));

  it("counts an account's connections over every process: the 11th is refused wherever it comes", () =>
    withTwoProcesses('connections', async (one, two) => {
      const account = await createUser(one);
      const open = [];
      for (let i = 0; i < 10; i++) open.push(await connectStomp((i % 2 ? one : two).url, account.token));
      for (const server of [one, two]) {
        await expect(connectStomp(server.url, account.token)).rejects.toThrow(
          'Too many connections: Your account has 10 live connections open, the most it may. Close one (another tab or device) and try again.',
        );
      }
      // One closed on the first process frees a place on the second.
      await open.shift()!.close();
      open.push(await connectStomp(two.url, account.token));
      await Promise.all(open.map((stomp) => stomp.close()));
    }));

  it('closes the live connections of a session ended on another process within 5 seconds', () =>
    withTwoProcesses('sessions', async (one, two) => {
      const account = await createUser(one);
      const raw = await openRawStomp(two.url);
      raw.send(connectFrame(account.token));
      await raw.waitUntil((frames) => frames.some((frame) => frame.command === 'CONNECTED'));
      const endedAt = Date.now();
      expect((await one.api.post('/api/auth/logout', undefined, { token: account.token })).status).toBe(204);
      const closed = await Promise.race([raw.closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))]);
      expect(closed, `closed ${Date.now() - endedAt} ms after the sign-out`).toBe(true);
      const error = raw.frames.find((frame) => frame.command === 'ERROR')!;
      expect(`${error.headers.message}: ${error.body}`).toBe('Session ended: Your session has ended: sign in again.');
    }));
});
