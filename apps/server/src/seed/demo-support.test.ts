import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { DEMO_ADMIN, DEMO_PLAYER, seedDemo } from './demo-accounts.ts';
import { seedDemoSupport } from './demo-support.ts';

let server: TestServer;
let made: number | undefined;

const tokenOf = async (login: { email: string; password: string }) =>
  (await server.api.post('/api/auth/login', { email: login.email, password: login.password })).body.token as string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.app.services.auth, { adminConfigured: false });
  made = await seedDemoSupport(server.app.services);
});
afterAll(() => server?.close());

describe("the demo's conversation with support", () => {
  it('is the demo player’s, answered by the demo admin and waiting on the player', async () => {
    const token = await tokenOf(DEMO_PLAYER);
    const mine = (await server.api.get('/api/support/conversations', { token })).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: made, state: 'WAITING_ON_PLAYER' });
    const conversation = (await server.api.get(`/api/support/conversations/${made}`, { token })).body;
    expect(conversation.messages.map((message: { author: string }) => message.author)).toEqual(['PLAYER', 'SUPPORT']);
  });

  it("is in the admin's inbox, assigned, with a canned reply to insert", async () => {
    const token = await tokenOf(DEMO_ADMIN);
    const inbox = (await server.api.get('/api/admin/support/conversations?state=WAITING_ON_PLAYER', { token })).body;
    expect(inbox.map((one: { id: number }) => one.id)).toContain(made);
    expect(inbox.find((one: { id: number }) => one.id === made).assignee).not.toBeNull();
    expect((await server.api.get('/api/admin/support/canned-replies', { token })).body).toHaveLength(1);
  });

  it('is made once: a restart seeds no second one', async () => {
    expect(await seedDemoSupport(server.app.services)).toBeUndefined();
  });
});
