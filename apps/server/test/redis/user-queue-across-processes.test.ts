import { describe, expect, it } from 'vitest';
import { createAdmin, registerUser } from '../factories.ts';
import { connectStomp } from '../stomp-client.ts';
import { startTestServer } from '../test-server.ts';

// Runs only when REDIS_URL is set (see vitest.config.ts): the second CI run.
describe('user queues across server processes (Redis pub/sub)', () => {
  it("delivers support's reply made on one server to the player's connections on another, and to nobody else", async () => {
    const prefix = `crease-test-user-queue-${Date.now()}:`;
    const env = { JWT_SECRET: 'one-deployment-one-secret-for-every-process' };
    const one = await startTestServer({ env, redisKeyPrefix: prefix });
    const two = await startTestServer({ env, redisKeyPrefix: prefix, database: one.database });
    try {
      const admin = await createAdmin(one);
      const player = await registerUser(one, { name: 'Asha Rao' });
      const other = await registerUser(one, { name: 'Ravi Kumar' });
      const id = (await one.api.post('/api/support/conversations', { subject: 'Across', message: 'Hello' }, { token: player.token })).body.id;
      const onTwo = await connectStomp(two.url, player.token);
      const alsoOnOne = await connectStomp(one.url, player.token);
      const otherOnTwo = await connectStomp(two.url, other.token);
      try {
        await Promise.all([onTwo.subscribe('/user/queue/support'), alsoOnOne.subscribe('/user/queue/support'), otherOnTwo.subscribe('/user/queue/support')]);
        await one.api.post(`/api/support/conversations/${id}/messages`, { text: 'Reply from server one' }, { token: admin.token });
        for (const connection of [onTwo, alsoOnOne]) {
          const [event] = await connection.waitFor('/user/queue/support', 1);
          expect(event).toMatchObject({ conversation: { id }, message: { text: 'Reply from server one' } });
        }
        // The other player then writes and gets a reply: those are the only events they hear, never Asha's.
        const otherId = (await two.api.post('/api/support/conversations', { subject: 'Mine', message: 'Hi' }, { token: other.token })).body.id;
        await two.api.post(`/api/support/conversations/${otherId}/messages`, { text: 'For Ravi' }, { token: admin.token });
        const heard = await otherOnTwo.waitFor('/user/queue/support', 2);
        expect(heard.map((event) => (event as { message: { text: string } }).message.text)).toEqual(['Hi', 'For Ravi']);
      } finally {
        await Promise.all([onTwo.close(), alsoOnOne.close(), otherOnTwo.close()]);
      }
    } finally {
      await two.close();
      await one.close();
    }
  });
});
