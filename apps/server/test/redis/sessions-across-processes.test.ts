import { describe, expect, it } from 'vitest';
import type { SessionsEnded } from '../../src/modules/auth/sessions.service.ts';
import { createUser, decodeToken } from '../factories.ts';
import { startTestServer } from '../test-server.ts';

// Runs only when REDIS_URL is set (see vitest.config.ts): the second CI run.
describe('sessions across server processes (Redis pub/sub)', () => {
  it('refuses a session ended on one process at once there, and on the other within 5 seconds, and tells both', async () => {
    const prefix = `crease-test-sessions-${Date.now()}:`;
    const env = { JWT_SECRET: 'one-deployment-one-secret-for-every-process' };
    const one = await startTestServer({ env, redisKeyPrefix: prefix });
    const two = await startTestServer({ env, redisKeyPrefix: prefix, database: one.database });
    try {
      const heard: Record<'one' | 'two', SessionsEnded[]> = { one: [], two: [] };
      one.app.services.sessions.ended.add((event) => void heard.one.push(event));
      two.app.services.sessions.ended.add((event) => void heard.two.push(event));
      const user = await createUser(one);
      const kept = (await one.api.post('/api/auth/login', { email: user.email, password: user.password })).body.token as string;
      // Both processes have checked (and keep in memory) both sessions.
      for (const server of [one, two]) for (const token of [user.token, kept]) expect((await server.api.get('/api/auth/me', { token })).status).toBe(200);

      expect((await one.api.post('/api/auth/logout', undefined, { token: user.token })).status).toBe(204);
      expect((await one.api.get('/api/auth/me', { token: user.token })).status).toBe(401);
      await expect.poll(async () => (await two.api.get('/api/auth/me', { token: user.token })).status, { timeout: 5_000, interval: 50 }).toBe(401);
      await expect.poll(() => heard.two, { timeout: 5_000 }).toEqual([{ userId: user.id, sessionIds: [decodeToken(user.token).sid] }]);
      expect(heard.one).toEqual(heard.two);
      for (const server of [one, two]) expect((await server.api.get('/api/auth/me', { token: kept })).status).toBe(200);

      // A password changed on the second process: the first refuses every other session too.
      const third = (await one.api.post('/api/auth/login', { email: user.email, password: user.password })).body.token as string;
      expect((await one.api.get('/api/auth/me', { token: third })).status).toBe(200);
      expect((await two.api.put('/api/user/password', { currentPassword: user.password, newPassword: 'changed-on-two' }, { token: kept })).status).toBe(204);
      await expect.poll(async () => (await one.api.get('/api/auth/me', { token: third })).status, { timeout: 5_000, interval: 50 }).toBe(401);
      expect((await one.api.get('/api/auth/me', { token: kept })).status).toBe(200);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
