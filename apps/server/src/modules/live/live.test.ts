import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../../../test/factories.ts';
import { connectStomp, openRawStomp } from '../../../test/stomp-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import type { StompFrame } from './stomp-frames.ts';

let server: TestServer;
let player: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  player = await createUser(server);
  let version = 0;
  // A topic whose content the test changes, to watch pushes arrive.
  server.app.services.hub.addTopic({ pattern: /^\/topic\/test-counter$/, load: async () => ({ version }) });
  (globalThis as { bump?: () => number }).bump = () => ++version;
});
afterAll(() => server?.close());

/** Sends raw STOMP frames, then answers every frame the server sent until it closed. */
async function rawSession(frames: StompFrame[]): Promise<StompFrame[]> {
  const raw = await openRawStomp(server.url);
  expect(raw.socket.protocol).toBe('v12.stomp');
  raw.send(...frames);
  await raw.closed;
  return raw.frames;
}

describe('the live channel (STOMP over WebSocket at /ws/leaderboard)', () => {
  it('sends the current overall table at once after subscribing', async () => {
    const stomp = await connectStomp(server.url, player.token);
    await stomp.subscribe('/topic/leaderboard');
    const [table] = await stomp.waitFor('/topic/leaderboard', 1);
    // No contest has entries yet, so nobody has points.
    expect(table).toEqual([]);
    await stomp.close();
  });

  it.each([
    [undefined, 'Not signed in: Sign in to see the live leaderboard.'],
    ['not-a-token', 'Not signed in: Your sign-in is not valid. Sign in again.'],
  ])('refuses CONNECT with token %j with an ERROR frame that says why', async (token, message) => {
    await expect(connectStomp(server.url, token)).rejects.toThrow(message);
  });

  it('answers DISCONNECT with a RECEIPT, and an unknown destination with an ERROR', async () => {
    const frames = await rawSession([
      { command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'crease', Authorization: `Bearer ${player.token}` }, body: '' },
      { command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/topic/nowhere' }, body: '' },
    ]);
    expect(frames.map((f) => f.command)).toEqual(['CONNECTED', 'ERROR']);
    expect(frames[0]!.headers.version).toBe('1.2');
    expect(frames[1]!.headers.message).toBe('Unknown destination');
    expect(frames[1]!.body).toBe('There is no topic /topic/nowhere. Subscribe to /topic/leaderboard.');

    const bye = await rawSession([
      { command: 'CONNECT', headers: { 'accept-version': '1.2', Authorization: `Bearer ${player.token}` }, body: '' },
      { command: 'DISCONNECT', headers: { receipt: 'bye-1' }, body: '' },
    ]);
    expect(bye.map((f) => [f.command, f.headers['receipt-id']])).toEqual([['CONNECTED', undefined], ['RECEIPT', 'bye-1']]);
  });

  it('refuses frames before CONNECT, and SEND', async () => {
    const early = await rawSession([{ command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/leaderboard' }, body: '' }]);
    expect(early.map((f) => [f.command, f.body])).toEqual([['ERROR', 'Send CONNECT before SUBSCRIBE.']]);
    const send = await rawSession([
      { command: 'CONNECT', headers: { 'accept-version': '1.2', Authorization: `Bearer ${player.token}` }, body: '' },
      { command: 'SEND', headers: { destination: '/topic/leaderboard' }, body: '[]' },
    ]);
    expect(send.map((f) => f.command)).toEqual(['CONNECTED', 'ERROR']);
  });

  it('pushes changes to every subscriber, at most a few times a second, the last change always', async () => {
    const bump = (globalThis as unknown as { bump: () => number }).bump;
    const [a, b] = await Promise.all([connectStomp(server.url, player.token), connectStomp(server.url, player.token)]);
    await Promise.all([a.subscribe('/topic/test-counter'), b.subscribe('/topic/test-counter')]);
    await Promise.all([a.waitFor('/topic/test-counter', 1), b.waitFor('/topic/test-counter', 1)]);

    let last = 0;
    for (let i = 0; i < 50; i++) {
      last = bump();
      await server.app.services.hub.refresh('/topic/test-counter');
    }
    for (const stomp of [a, b]) {
      const seen = await stomp.waitUntil('/topic/test-counter', (list) => (list.at(-1) as { version: number }).version === last);
      // 50 changes in a burst arrive as the first one and the last one, not 50 pushes.
      expect(seen.length).toBeLessThanOrEqual(4);
    }
    await Promise.all([a.close(), b.close()]);
  });

  it("adds a subscriber's own rows after the shared table, and only to theirs", async () => {
    const other = await createUser(server, { name: 'Kiran Das' });
    server.app.services.hub.addTopic({
      pattern: /^\/topic\/test-table$/,
      load: async () => [{ rank: 1, username: 'Leader' }],
      personalize: (_params, user) => (user.id === other.id ? [{ rank: 40, username: user.name }] : []),
    });
    const [a, b] = await Promise.all([connectStomp(server.url, player.token), connectStomp(server.url, other.token)]);
    await Promise.all([a.subscribe('/topic/test-table'), b.subscribe('/topic/test-table')]);
    const [[seenByA], [seenByB]] = await Promise.all([a.waitFor('/topic/test-table', 1), b.waitFor('/topic/test-table', 1)]);
    expect(seenByA).toEqual([{ rank: 1, username: 'Leader' }]);
    expect(seenByB).toEqual([
      { rank: 1, username: 'Leader' },
      { rank: 40, username: 'Kiran Das' },
    ]);
    await Promise.all([a.close(), b.close()]);
  });
});
