import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, decodeToken, type TestAccount } from '../../../test/factories.ts';
import { connectFrame, connectStomp, openRawStomp, type RawStomp, type TestStomp } from '../../../test/stomp-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { LIVE_LIMITS } from './live-limits.ts';
import { serializeFrame, type StompFrame } from './stomp-frames.ts';

let server: TestServer;
let player: TestAccount;
/** The content of /topic/test-big: a table as large as the test makes it, changed by `version`. */
let big = { version: 0, filler: '' };

beforeAll(async () => {
  server = await startTestServer();
  player = await createUser(server);
  server.app.services.hub.addTopic({ pattern: /^\/topic\/test-topic\/(\d+)$/, load: async ([n]) => ({ n: Number(n) }) });
  server.app.services.hub.addTopic({ pattern: /^\/topic\/test-big$/, load: async () => big });
});
afterAll(() => server?.close());

const subscribe = (id: number | string, destination = `/topic/test-topic/${id}`, headers: Record<string, string> = {}): StompFrame => ({
  command: 'SUBSCRIBE',
  headers: { id: `sub-${id}`, destination, ...headers },
  body: '',
});
const commands = (frames: StompFrame[]) => frames.map((frame) => frame.command);
const lastError = (frames: StompFrame[]) => {
  const error = frames.findLast((frame) => frame.command === 'ERROR');
  return error && `${error.headers.message}: ${error.body}`;
};

/** Connects raw and waits for CONNECTED. */
async function connected(token = player.token): Promise<RawStomp> {
  const raw = await openRawStomp(server.url);
  raw.send(connectFrame(token));
  await raw.waitUntil((frames) => frames.length > 0);
  expect(commands(raw.frames)).toEqual(['CONNECTED']);
  return raw;
}

describe('the limits of one connection', () => {
  it('holds 50 subscriptions; the 51st SUBSCRIBE gets an ERROR frame and the socket closes', async () => {
    const fifty = await connected();
    fifty.send(...Array.from({ length: 50 }, (_, i) => subscribe(i)), { command: 'DISCONNECT', headers: { receipt: 'bye' }, body: '' });
    await fifty.closed;
    expect(fifty.frames.filter((frame) => frame.command === 'MESSAGE')).toHaveLength(50);
    expect(fifty.frames.at(-1)).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'bye' } });

    const more = await connected();
    more.send(...Array.from({ length: 51 }, (_, i) => subscribe(i)));
    expect(await more.closed).toBe(1000);
    expect(more.frames.filter((frame) => frame.command === 'MESSAGE')).toHaveLength(50);
    expect(more.frames.at(-1)!.command).toBe('ERROR');
    expect(lastError(more.frames)).toBe('Too many subscriptions: A connection may hold 50 subscriptions. Unsubscribe from one first, or connect again.');
  });

  it('refuses a frame over 64 KB with an ERROR frame, whether it comes whole or split over messages', async () => {
    const padding = 'x'.repeat(LIVE_LIMITS.maxFrameBytes);
    const whole = await connected();
    whole.send(serializeFrame({ command: 'SUBSCRIBE', headers: { id: 'a', destination: '/topic/leaderboard', padding }, body: '' }));
    await whole.closed;
    expect(lastError(whole.frames)).toBe(`Frame too large: A frame is larger than ${LIVE_LIMITS.maxFrameBytes} bytes.`);

    const split = await connected();
    const text = serializeFrame({ command: 'SUBSCRIBE', headers: { id: 'a', destination: '/topic/leaderboard', padding: padding.repeat(2) }, body: '' });
    for (let at = 0; at < text.length && split.socket.readyState === split.socket.OPEN; at += 30_000) split.send(text.slice(at, at + 30_000));
    await split.closed;
    expect(lastError(split.frames)).toBe(`Frame too large: A frame is larger than ${LIVE_LIMITS.maxFrameBytes} bytes.`);

    // A frame that announces a body larger than a frame may be is refused before its bytes come.
    const announced = await connected();
    announced.send(`SEND\ndestination:/x\ncontent-length:${LIVE_LIMITS.maxFrameBytes * 16}\n\nabc`);
    await announced.closed;
    expect(lastError(announced.frames)).toMatch(/^Frame too large/);
  });

  it('takes a burst of frames, then refuses a flood past its budget with an ERROR frame', async () => {
    // Subscribing and unsubscribing over and over never passes 50 subscriptions: the budget stops it.
    const flood = await connected();
    const pairs = Array.from({ length: 200 }, (_, i) => serializeFrame(subscribe(i, '/topic/test-topic/1')) + serializeFrame({ command: 'UNSUBSCRIBE', headers: { id: `sub-${i}` }, body: '' }));
    flood.send(pairs.join(''));
    await flood.closed;
    expect(lastError(flood.frames)).toBe('Too many frames: A connection may send 100 frames at once and 20 a second after that. Connect again and send fewer.');
    // Refused before any was handled: the frames past the budget were never answered.
    expect(flood.frames.filter((frame) => frame.command === 'MESSAGE')).toHaveLength(0);

    // Empty messages (heart-beats) count too.
    const beats = await connected();
    for (let i = 0; i < 150 && beats.socket.readyState === beats.socket.OPEN; i++) beats.send('\n');
    await beats.closed;
    expect(lastError(beats.frames)).toMatch(/^Too many frames/);
  });

  it('drops a subscriber that stops reading once its unsent bytes pass the bound', async () => {
    big = { version: 0, filler: 'y'.repeat(512 * 1024) };
    const slow = await connected();
    slow.send(subscribe('big', '/topic/test-big', { receipt: 'r' }));
    await slow.waitUntil((frames) => frames.some((frame) => frame.command === 'MESSAGE'));
    // The client stops reading its socket: what the server writes stays in the server's buffers.
    (slow.socket as unknown as { _socket: net.Socket })._socket.pause();
    const { hub } = server.app.services;
    expect(hub.subscriberCount('/topic/test-big')).toBe(1);
    while (hub.subscriberCount('/topic/test-big') > 0) {
      big = { ...big, version: big.version + 1 };
      hub.refreshHere('/topic/test-big');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    (slow.socket as unknown as { _socket: net.Socket })._socket.resume();
    await slow.closed;
    // It got some of the pushes, not all: the rest were never kept for it.
    expect(slow.frames.filter((frame) => frame.command === 'MESSAGE').length).toBeLessThan(big.version + 1);
  });
});

describe('the connections of one account', () => {
  it('holds 10 at once; the 11th CONNECT gets an ERROR frame and the socket closes; a closed one frees its place', async () => {
    const open: TestStomp[] = [];
    for (let i = 0; i < LIVE_LIMITS.connectionsPerUser; i++) open.push(await connectStomp(server.url, player.token));

    const eleventh = await openRawStomp(server.url);
    eleventh.send(connectFrame(player.token));
    expect(await eleventh.closed).toBe(1000);
    expect(commands(eleventh.frames)).toEqual(['ERROR']);
    expect(lastError(eleventh.frames)).toBe('Too many connections: Your account has 10 live connections open, the most it may. Close one (another tab or device) and try again.');

    // Another account is not affected.
    const other = await createUser(server, { name: 'Neha Iyer' });
    const theirs = await connectStomp(server.url, other.token);
    await theirs.close();

    await open.pop()!.close();
    const again = await connectStomp(server.url, player.token);
    await again.subscribe('/topic/test-topic/1');
    await again.waitFor('/topic/test-topic/1', 1);
    await Promise.all([again, ...open].map((stomp) => stomp.close()));
  });

  it("closes every open connection of a session that ends with an ERROR frame, and no other session's", async () => {
    const owner = await createUser(server, { name: 'Owner' });
    const otherDevice = (await server.api.post('/api/auth/login', { email: owner.email, password: owner.password })).body.token as string;
    const bystander = await createUser(server, { name: 'Bystander' });
    const [first, second] = [await connected(owner.token), await connected(owner.token)];
    const kept = await connectStomp(server.url, otherDevice);
    const theirs = await connectStomp(server.url, bystander.token);
    expect(new Set(server.app.services.live.connectionsOf(owner.id).map((connection) => connection.sessionId))).toEqual(
      new Set([decodeToken(owner.token).sid, decodeToken(otherDevice).sid]),
    );

    // The owner signs out on one device: that session's connections end, on every process that has one.
    expect((await server.api.post('/api/auth/logout', undefined, { token: owner.token })).status).toBe(204);
    for (const raw of [first, second]) {
      expect(await raw.closed).toBe(1000);
      expect(lastError(raw.frames)).toBe('Session ended: Your session has ended: sign in again.');
    }
    expect(server.app.services.live.connectionsOf(owner.id)).toEqual([{ sessionId: decodeToken(otherDevice).sid }]);
    // The ended session cannot come back on the live channel.
    await expect(connectStomp(server.url, owner.token)).rejects.toThrow('Not signed in: You have been signed out. Sign in again.');

    for (const [stomp, n] of [[kept, 3], [theirs, 4]] as const) {
      await stomp.subscribe(`/topic/test-topic/${n}`);
      expect(await stomp.waitFor(`/topic/test-topic/${n}`, 1)).toEqual([{ n }]);
      await stomp.close();
    }
  });

  it('ends the connections of the sessions it is told of, and only of that account', async () => {
    const owner = await createUser(server, { name: 'Owner' });
    const raw = await connected(owner.token);
    const { live } = server.app.services;
    const sid = decodeToken(owner.token).sid as string;
    live.endSessions(owner.id + 1_000_000, [sid]); // another account's id with this session: nothing ends
    live.endSessions(owner.id, ['another-session']);
    expect(live.connectionsOf(owner.id)).toEqual([{ sessionId: sid }]);
    live.endSessions(owner.id, [sid]);
    expect(await raw.closed).toBe(1000);
    expect(lastError(raw.frames)).toBe('Session ended: Your session has ended: sign in again.');
  });
});

describe('a flood of SUBSCRIBE frames', () => {
  it('answers every subscriber of a topic from one load of it', async () => {
    let loads = 0;
    server.app.services.hub.addTopic({
      pattern: /^\/topic\/test-counted$/,
      load: async () => {
        loads += 1;
        return { loads };
      },
    });
    const sockets = await Promise.all(Array.from({ length: 3 }, () => connected()));
    for (const raw of sockets) raw.send(Array.from({ length: 60 }, (_, i) => serializeFrame(subscribe(i, '/topic/test-counted'))).join(''));
    await Promise.all(sockets.map((raw) => raw.closed));
    for (const raw of sockets) {
      expect(raw.frames.filter((frame) => frame.command === 'MESSAGE').map((frame) => JSON.parse(frame.body))).toHaveLength(50);
      expect(lastError(raw.frames)).toMatch(/^Too many subscriptions/);
    }
    // One load answered them all (one more at most if the content aged meanwhile), not one per SUBSCRIBE.
    expect(loads).toBeLessThan(10);
  });
});
