import type { WebSocket } from 'ws';
import type { AuthUser } from '@crease/game';
import { AppError } from '../../errors.ts';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import type { LiveHub, Subscriber } from './live-hub.ts';
import { serializeFrame, StompFrameError, StompFrameReader, type StompFrame } from './stomp-frames.ts';

/** What this server offers: it sends heart-beats and wants them every 10 s. */
const SERVER_HEART_BEAT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * One STOMP 1.2 connection: CONNECT with a bearer token, SUBSCRIBE/UNSUBSCRIBE to topics,
 * DISCONNECT with a receipt. It only delivers: SEND and transactions are refused. Any error
 * is an ERROR frame with a readable message, then the connection closes (as STOMP requires).
 */
export class StompSession {
  private readonly reader = new StompFrameReader();
  private user: AuthUser | undefined;
  private readonly subscriptions = new Map<string, { destination: string; subscriber: Subscriber }>();
  private lastSeen = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  /** Frames are handled one after another, even when handling one waits (a token check). */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: LiveHub,
    private readonly tokens: AccessTokens,
  ) {
    this.timers.push(
      setTimeout(() => {
        if (!this.user) this.fail('No CONNECT frame', 'Send a CONNECT frame within 10 seconds of opening the connection.');
      }, CONNECT_TIMEOUT_MS),
    );
    socket.on('message', (data: Buffer) => {
      this.queue = this.queue.then(() => this.receive(data));
    });
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.cleanUp());
  }

  private async receive(data: Buffer): Promise<void> {
    this.lastSeen = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.reader.push(data);
    } catch (error) {
      return this.fail('Malformed frame', error instanceof StompFrameError ? error.message : 'The frame could not be read.');
    }
    for (const frame of frames) {
      if (this.closed) return;
      await this.handle(frame);
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (!this.user && frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
      return this.fail('Not connected', `Send CONNECT before ${frame.command}.`);
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        return this.connect(frame);
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE': {
        const subscription = this.subscriptions.get(frame.headers.id ?? '');
        if (subscription) {
          this.hub.unsubscribe(subscription.destination, subscription.subscriber);
          this.subscriptions.delete(frame.headers.id!);
        }
        return this.receipt(frame);
      }
      case 'DISCONNECT':
        this.receipt(frame);
        return this.close();
      case 'ACK':
      case 'NACK':
        return this.receipt(frame);
      case 'SEND':
        return this.fail('SEND is not supported', 'This channel only delivers leaderboards; it does not take messages.');
      default:
        return this.fail(`${frame.command} is not supported`, `This server does not support ${frame.command} frames.`);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    if (this.user) return this.fail('Already connected', 'CONNECT was sent twice on one connection.');
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail('Unsupported STOMP version', 'This server speaks STOMP 1.2.');
    const header = frame.headers.Authorization ?? frame.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
    if (!token) return this.fail('Not signed in', 'Sign in to see the live leaderboard.');
    const check = await this.tokens.check(token);
    if (!check.ok) {
      return this.fail(
        'Not signed in',
        check.reason === 'expired' ? 'Your session has expired. Sign in again.' : 'Your sign-in is not valid. Sign in again.',
      );
    }
    this.user = check.user;
    const [clientSends = 0, clientWants = 0] = (frame.headers['heart-beat'] ?? '0,0').split(',').map((n) => Number(n) || 0);
    this.startHeartBeats(clientSends, clientWants);
    this.send({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': `${SERVER_HEART_BEAT_MS},${SERVER_HEART_BEAT_MS}`, server: 'Crease/1.0' },
      body: '',
    });
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const { id, destination } = frame.headers;
    if (!id || !destination) return this.fail('Bad SUBSCRIBE', 'SUBSCRIBE needs an id and a destination header.');
    if (this.subscriptions.has(id)) return this.fail('Bad SUBSCRIBE', `The subscription id ${id} is already in use.`);
    if (!this.hub.resolve(destination)) {
      return this.fail('Unknown destination', `There is no topic ${destination}. Subscribe to /topic/leaderboard.`);
    }
    const subscriber: Subscriber = {
      user: this.user!,
      subscriptionId: id,
      deliver: (frame) => {
        if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
      },
    };
    this.subscriptions.set(id, { destination, subscriber });
    this.receipt(frame);
    try {
      await this.hub.subscribe(destination, subscriber);
    } catch (error) {
      // A topic of something that does not exist says so; anything else is ours to fix.
      this.fail('Topic unavailable', error instanceof AppError && error.statusCode < 500 ? error.message : `${destination} could not be loaded. Try again in a moment.`);
    }
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt) this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** Heart-beats as negotiated: ours every max(ours, theirs wanted); theirs checked at twice their period. */
  private startHeartBeats(clientSends: number, clientWants: number): void {
    if (clientWants > 0) {
      const every = Math.max(SERVER_HEART_BEAT_MS, clientWants);
      this.timers.push(setInterval(() => this.socket.readyState === this.socket.OPEN && this.socket.send('\n'), every));
    }
    if (clientSends > 0) {
      const every = Math.max(SERVER_HEART_BEAT_MS, clientSends);
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastSeen > every * 2) this.socket.terminate();
        }, every),
      );
    }
  }

  private send(frame: StompFrame): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(serializeFrame(frame));
  }

  private fail(message: string, detail: string): void {
    this.send({ command: 'ERROR', headers: { message, 'content-type': 'text/plain' }, body: detail });
    this.close();
  }

  private close(): void {
    this.cleanUp();
    this.socket.close(1000);
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const { destination, subscriber } of this.subscriptions.values()) this.hub.unsubscribe(destination, subscriber);
    this.subscriptions.clear();
  }
}
