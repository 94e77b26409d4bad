import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { serializeFrame, StompFrameReader, type StompFrame } from '../src/modules/live/stomp-frames.ts';

export interface TestStomp {
  client: Client;
  /** Messages received on a destination, in order, as parsed JSON. */
  messages: Map<string, unknown[]>;
  subscribe(destination: string): Promise<void>;
  /** Waits until a destination has received at least `count` messages. */
  waitFor(destination: string, count: number): Promise<unknown[]>;
  /** Waits until the messages received on a destination satisfy `done`. */
  waitUntil(destination: string, done: (messages: unknown[]) => boolean): Promise<unknown[]>;
  close(): Promise<void>;
}

/** Connects as the web app does; rejects with the ERROR frame's message and body. */
export function connectStomp(baseUrl: string, token: string | undefined): Promise<TestStomp> {
  const messages = new Map<string, unknown[]>();
  const waiters: (() => void)[] = [];
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/leaderboard`, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
    connectHeaders: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
  });
  const waitUntil = (destination: string, done: (messages: unknown[]) => boolean) =>
    new Promise<unknown[]>((resolve) => {
      const check = () => {
        const list = messages.get(destination) ?? [];
        if (done(list)) resolve(list);
        else waiters.push(check);
      };
      check();
    });
  return new Promise((resolve, reject) => {
    client.onStompError = (frame: IFrame) => reject(new Error(`${frame.headers.message}: ${frame.body}`));
    client.onWebSocketClose = () => reject(new Error('closed'));
    client.onConnect = () =>
      resolve({
        client,
        messages,
        subscribe: (destination) =>
          new Promise<void>((done) => {
            const receipt = `sub-${destination}-${Math.random()}`;
            client.watchForReceipt(receipt, () => done());
            client.subscribe(
              destination,
              (message: IMessage) => {
                const list = messages.get(destination) ?? [];
                list.push(JSON.parse(message.body));
                messages.set(destination, list);
                waiters.splice(0).forEach((wake) => wake());
              },
              { receipt },
            );
          }),
        waitFor: (destination, count) => waitUntil(destination, (list) => list.length >= count),
        waitUntil: (destination, done) => waitUntil(destination, done),
        close: () => client.deactivate(),
      });
    client.activate();
  });
}

export interface RawStomp {
  socket: WebSocket;
  /** Every frame the server sent, in order. */
  frames: StompFrame[];
  /** Sends STOMP frames, each as a WebSocket message, or text exactly as given (frames packed or split at will). */
  send(...messages: (StompFrame | string)[]): void;
  /** Waits until the frames received satisfy `done`. */
  waitUntil(done: (frames: StompFrame[]) => boolean): Promise<StompFrame[]>;
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>;
}

/** A WebSocket speaking raw STOMP frames, to see exactly what the server sends and when it closes. */
export async function openRawStomp(baseUrl: string): Promise<RawStomp> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/leaderboard`, ['v12.stomp']);
  const reader = new StompFrameReader(Number.MAX_SAFE_INTEGER);
  const frames: StompFrame[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data: Buffer) => {
    frames.push(...reader.push(data));
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    send: (...messages) => {
      for (const message of messages) socket.send(typeof message === 'string' ? message : serializeFrame(message));
    },
    waitUntil: (done) =>
      new Promise((resolve) => {
        const check = () => (done(frames) ? resolve(frames) : waiters.push(check));
        check();
      }),
    closed,
  };
}

/** A CONNECT frame with a bearer token, as clients send it. */
export function connectFrame(token: string, headers: Record<string, string> = {}): StompFrame {
  return { command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'crease', Authorization: `Bearer ${token}`, ...headers }, body: '' };
}
